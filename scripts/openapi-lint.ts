import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '../server/api/endpoints';
import { openApiDocument } from '../server/api/openapi';

// `npm run lint:openapi`: the document /api/openapi.json serves, linted by Redocly with its `recommended`
// ruleset made strict (every warning is an error), so a partner's tooling finds nothing to complain about.
const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
const file = join(dir, 'openapi.json');
try {
  writeFileSync(file, JSON.stringify(openApiDocument(endpoints, 'http://localhost:3000'), null, 2));
  const result = spawnSync('npx', ['--no-install', 'redocly', 'lint', '--extends', 'recommended-strict', file], {
    stdio: 'inherit',
    // A check, not a conversation: no usage report, no update notice.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
