import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Docs that cannot drift silently (issue 26): the README's map of the code, the decisions' successors and
// the benchmarks' current figures are checked against the tree, so a rename or a new route fails here
// instead of leaving a stale page behind.

const readme = readFileSync('README.md', 'utf8');

/** The lines of the README between a heading and the next heading of any level. */
function section(heading: string): string[] {
  const lines = readme.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`README.md has no "${heading}"`);
  const end = lines.findIndex((line, i) => i > start && /^#{1,6} /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** A backticked name that is a file or folder: it has a file extension or a slash; globs, URL paths and templates are not. */
const isPathLike = (token: string) =>
  /^[\w.@-]+(\/[\w.@-]+)*\/?$/.test(token) && (token.includes('/') || /\.(ts|tsx|js|mjs|json|md|css)$/.test(token));

const routeFolders = readdirSync('src/routes', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `src/routes/${entry.name}/`);

/** The "Where things are" table's rows: the route folder of the row and every path named in it (resolved). */
const tableRows = section('### Where things are')
  .filter((line) => line.startsWith('| `src/routes/'))
  .map((line) => {
    const folder = /^\| `(src\/routes\/[^/`]+\/)`/.exec(line)![1]!;
    const tokens = [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).filter(isPathLike);
    // A name without a folder is in the row's route folder (README says so above the table).
    return { folder, paths: tokens.map((t) => (t.includes('/') ? t : join(folder, t))) };
  });

/** Paths the Layout block names at its first two levels (a second-level name is inside the folder above it). */
function layoutPaths(): string[] {
  const block = section('## Layout');
  const code = block.slice(block.indexOf('```') + 1, block.lastIndexOf('```'));
  const paths: string[] = [];
  let parent = '';
  for (const line of code) {
    const indent = /^ */.exec(line)![0].length;
    const tokens = line.trim().split(/\s+/);
    if (indent === 0) {
      parent = tokens[0]!.endsWith('/') ? tokens[0]! : '';
      if (isPathLike(tokens[0]!)) paths.push(tokens[0]!);
    } else if (indent === 2 && parent) {
      // `catalog/ accounts/ bookings/ content/   endpoints → …`: the leading names, up to the description.
      for (const token of tokens) {
        if (!isPathLike(token)) break;
        paths.push(join(parent, token));
      }
    }
  }
  return paths;
}

describe('README: where things are', () => {
  it('has a row for every route folder', () => {
    expect(tableRows.map((row) => row.folder).sort()).toEqual([...routeFolders].sort());
  });

  it('names only paths that exist', () => {
    const named = tableRows.flatMap((row) => row.paths);
    expect(named.length).toBeGreaterThan(routeFolders.length);
    expect(named.filter((path) => !existsSync(path))).toEqual([]);
  });

  it('the Layout block names only paths that exist', () => {
    const named = layoutPaths();
    expect(named).toContain('server/index.ts');
    expect(named).toContain('src/contract/');
    expect(named.filter((path) => !existsSync(path))).toEqual([]);
  });
});

describe('decisions', () => {
  const dir = 'docs/decisions';
  const files = readdirSync(dir).filter((name) => name.endsWith('.md'));
  const statusOf = (name: string) => {
    const text = readFileSync(join(dir, name), 'utf8');
    // The status runs from "Status:" to the blank line after it (some wrap onto a second line).
    return /^Status: ([\s\S]*?)\n\n/m.exec(text)?.[1] ?? '';
  };
  const superseded = files.filter((name) => /supersed/i.test(statusOf(name)) && !/^accepted \(supersedes/i.test(statusOf(name)));

  it('every decision has a status', () => {
    expect(files.filter((name) => statusOf(name) === '')).toEqual([]);
  });

  it('decision 012 (the prepared-statement yacht list) is superseded', () => {
    expect(statusOf('012-yacht-list-as-a-prepared-statement.md')).toMatch(/^superseded by \[026\]\(026-catalog-read-model-in-memory\.md\)/);
  });

  it('a superseded decision links its successor, and the successor exists', () => {
    expect(superseded.length).toBeGreaterThan(0);
    const broken = superseded.filter((name) => {
      const links = [...statusOf(name).matchAll(/superseded by \[(\d{3})\]\((\d{3}-[\w-]+\.md)\)/gi)];
      return links.length === 0 || links.some((m) => !m[2]!.startsWith(m[1]!) || !existsSync(join(dir, m[2]!)));
    });
    expect(broken).toEqual([]);
  });

  it('links nothing outside the repository by a relative path', () => {
    const outside = files.filter((name) =>
      /\]\(\.\.\/\.\.\/\.\.|`\.\.\/shared|\bshared\/guides\//.test(readFileSync(join(dir, name), 'utf8')),
    );
    expect(outside).toEqual([]);
  });
});

describe('docs/benchmarks.md', () => {
  const text = readFileSync('docs/benchmarks.md', 'utf8');
  const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts);
  const current = text.slice(text.indexOf('## Current figures'), text.indexOf('## History'));

  it('starts with the current figures, the history below', () => {
    expect(text.indexOf('## Current figures')).toBeLessThan(200);
    expect(text.indexOf('## History')).toBeGreaterThan(text.indexOf('## Current figures'));
  });

  it('has a row of current figures for every bench:* script in package.json', () => {
    const benches = scripts.filter((name) => name.startsWith('bench:'));
    expect(benches.length).toBeGreaterThan(10);
    expect(benches.filter((name) => !current.includes(`| \`npm run ${name}\` |`))).toEqual([]);
  });

  it('every row names a date, a machine and a commit or says it was not recorded', () => {
    const rows = current.split('\n').filter((line) => line.startsWith('| `npm run'));
    expect(rows.filter((row) => !/\| 20\d\d-\d\d-\d\d \| [^|]+ \| ([0-9a-f]{7,40}|not recorded) \|$/.test(row))).toEqual([]);
  });
});
