import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { noCycle } from '../../eslint/no-cycle.js';

// The lint rule that keeps modules out of dependency cycles (docs/decisions/015), on files written here.
const dir = mkdtempSync(join(tmpdir(), 'bw-cycle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function lint(files: Record<string, string>): Promise<string[]> {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local: { rules: { 'no-cycle': noCycle } } },
        rules: { 'local/no-cycle': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(Object.keys(files).map((name) => join(dir, name)));
  return results.flatMap((r) => r.messages.map((m) => m.message));
}

describe('local/no-cycle', () => {
  it('reports a cycle made of type imports only', async () => {
    const messages = await lint({
      'a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
    });
    expect(messages).toEqual([expect.stringContaining('a.ts → b.ts → a.ts'), expect.stringContaining('b.ts → a.ts → b.ts')]);
  });

  it('reports a longer cycle through a re-export', async () => {
    const messages = await lint({
      'x.ts': "import { y } from './y';\nexport const x = () => y;\n",
      'y.ts': "export { z as y } from './z';\n",
      'z.ts': "import { x } from './x';\nexport const z = () => x;\n",
    });
    expect(messages).toHaveLength(3);
  });

  it('accepts imports that point one way', async () => {
    const messages = await lint({
      'top.ts': "import { leaf } from './leaf';\nexport const top = leaf;\n",
      'leaf.ts': 'export const leaf = 1;\n',
    });
    expect(messages).toEqual([]);
  });
});
