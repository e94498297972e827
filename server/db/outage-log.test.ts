import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { outageLog } from './outage-log';

// Issue 25, item 8 (E2: a database that is down is a 503): an outage is logged as one event, a line when
// it starts, at most a summary per interval, a line when it ends; not a line per request answered 503.

function setup() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const clock = { ms: 0 };
  const watched = { count: 0 };
  const log = outageLog(pino({ level: 'info', base: undefined, timestamp: false }, stream), {
    watch: () => void watched.count++,
    summaryEveryMs: 30_000,
    now: () => clock.ms,
  });
  return { log, lines, clock, watched };
}

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const wrapped = new Error('Failed query: select … from "users" where "email" = $1\nparams: ana@example.com', { cause: refused });

describe('outageLog (E2, issue 25)', () => {
  it('E2 1,000 requests answered 503 over 95 s: a line when it starts, a summary each 30 s, a line when it is back', () => {
    const { log, lines, clock, watched } = setup();
    for (let i = 0; i < 1000; i++) {
      clock.ms = i * 95;
      log.refused(wrapped);
    }
    clock.ms = 95_500;
    log.checked(true); // requests failed since the previous check: not back yet
    clock.ms = 96_000;
    log.checked(true);
    expect(lines).toEqual([
      {
        level: 50,
        database: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
        msg: 'database unavailable: answering 503 until it is back',
      },
      { level: 40, answered503: 317, downForMs: 30_020, msg: 'database still unavailable' },
      { level: 40, answered503: 316, downForMs: 60_040, msg: 'database still unavailable' },
      { level: 40, answered503: 316, downForMs: 90_060, msg: 'database still unavailable' },
      { level: 30, answered503: 51, downForMs: 96_000, msg: 'database available again' },
    ]);
    // Every 503 is counted once: in the summary after it, or in the line of the end.
    expect(lines.reduce((sum, line) => sum + ((line.answered503 as number | undefined) ?? 0), 0)).toBe(1000);
    // The checks that tell the end are started with the outage, whether or not anything asks /readyz.
    expect(watched.count).toBe(1);
  });

  it('E2 a failed check starts the outage with its error; further failed checks add nothing; a check that passes while up says nothing', () => {
    const { log, lines, clock } = setup();
    log.checked(true);
    log.checked(false, new Error('The database did not answer within 800 ms'));
    clock.ms = 40_000;
    log.checked(false, new Error('The database did not answer within 800 ms'));
    log.checked(true);
    log.checked(true);
    expect(lines).toEqual([
      {
        level: 50,
        database: { message: 'The database did not answer within 800 ms' },
        msg: 'database unavailable: answering 503 until it is back',
      },
      { level: 30, answered503: 0, downForMs: 40_000, msg: 'database available again' },
    ]);
  });

  it('E2 a second outage is logged as a new one', () => {
    const { log, lines, watched } = setup();
    log.refused(refused);
    log.checked(true);
    log.checked(true);
    log.refused(refused);
    expect(lines.map((line) => line.msg)).toEqual([
      'database unavailable: answering 503 until it is back',
      'database available again',
      'database unavailable: answering 503 until it is back',
    ]);
    expect(watched.count).toBe(2);
  });
});
