import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { guardProcess, type EscapeKind } from './process-guard';

function logged() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino(stream), lines };
}

describe('process guard (issue 25)', () => {
  it('E2 an escaped exception and an unhandled rejection are logged with their error and counted, not left to end the process', () => {
    const { logger, lines } = logged();
    const counted: EscapeKind[] = [];
    const target = new EventEmitter();
    guardProcess(logger, (kind) => counted.push(kind), target);

    target.emit('uncaughtException', new URIError('URI malformed'), 'uncaughtException');
    target.emit('unhandledRejection', new Error('Unexpected end of form'), Promise.resolve());

    expect(counted).toEqual(['exception', 'rejection']);
    expect(lines.map((l) => [l.level, (l.err as { message?: string } | undefined)?.message])).toEqual([
      [60, 'URI malformed'],
      [60, 'Unexpected end of form'],
    ]);
    expect(lines[0]?.origin).toBe('uncaughtException');
  });

  it('E2 with the guard on the real process, an error thrown in a timer leaves the process running', async () => {
    const { spawnSync } = await import('node:child_process');
    // A child process: throwing in this test's own process would be vitest's uncaught error.
    const script = [
      "import { guardProcess } from './server/process-guard.ts';",
      "import { pino } from 'pino';",
      'guardProcess(pino(), () => {});',
      "setTimeout(() => { throw new Error('escaped'); }, 1);",
      "setTimeout(() => { console.log('still running'); process.exit(0); }, 50);",
    ].join('\n');
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(child.stdout).toContain('"msg":"an error escaped every handler; the server goes on (a bug to mend)"');
    expect(child.stdout).toContain('still running');
    expect(child.status).toBe(0);
  });
});
