// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

// A dependency cycle among the project's own modules, counting `import type` too (import/no-cycle skips
// type-only imports, and a type cycle still ties two modules' designs together; docs/decisions/015).
// The graph of relative imports is read once per lint run with TypeScript's pre-processor, which
// does not type-check and costs a few milliseconds per file.

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts'];
/** @type {Map<string, string[]>} */
const imports = new Map();

/** @param {string} from @param {string} specifier */
function resolveRelative(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.split('?')[0] ?? '');
  for (const ext of EXTENSIONS) if (/\.tsx?$/.test(base + ext) && existsSync(base + ext)) return base + ext;
  return null;
}

/** @param {string} file */
function importsOf(file) {
  let found = imports.get(file);
  if (!found) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    found = info.importedFiles.map((f) => resolveRelative(file, f.fileName)).filter((f) => f !== null);
    imports.set(file, found);
  }
  return found;
}

/** The path from `start` back to `target`, or null. @param {string} start @param {string} target */
function pathBack(start, target) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    for (const next of importsOf(file)) {
      if (next === target) {
        const chain = [file];
        for (let at = cameFrom.get(file); at; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCycle = {
  meta: { type: 'problem', messages: { cycle: 'Dependency cycle (type imports count): {{chain}}' }, schema: [] },
  create(context) {
    const file = context.physicalFilename;
    const cwd = context.cwd;
    /** @param {import('estree').Node & { source?: import('estree').Node | null }} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveRelative(file, source.value);
      if (!target) return;
      const chain = pathBack(target, file);
      if (!chain) return;
      const short = (/** @type {string} */ f) => f.replace(`${cwd}/`, '');
      context.report({ node, messageId: 'cycle', data: { chain: [file, ...chain, file].map(short).join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
