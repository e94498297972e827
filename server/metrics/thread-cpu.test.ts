import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { cpuOfThisThread } from './thread-cpu';

// Issue 31: each thread reads its own CPU time, so /metrics can say which thread sets the pace.

const burn = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};

describe('cpuOfThisThread (issue 31)', () => {
  it('grows by the CPU this thread spends', () => {
    const before = cpuOfThisThread()!;
    burn(300);
    const spent = cpuOfThisThread()! - before;
    // Ticks of 10 ms: 300 ms of spinning reads 0.29–0.31 s on an idle core; less while another process shares it.
    expect(spent).toBeGreaterThanOrEqual(0.2);
    expect(spent).toBeLessThan(0.6);
  });

  it('counts only its own thread: a worker’s spinning is not the main thread’s', async () => {
    const before = cpuOfThisThread()!;
    // The worker reads /proc/thread-self as cpuOfThisThread does (a worker cannot load this TypeScript file).
    const worker = new Worker(
      `const { readFileSync } = require('node:fs');
       const { parentPort } = require('node:worker_threads');
       const cpu = () => { const s = readFileSync('/proc/thread-self/stat', 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); return (Number(f[11]) + Number(f[12])) / 100; };
       const start = cpu(); const until = Date.now() + 400; while (Date.now() < until);
       parentPort.postMessage(cpu() - start);`,
      { eval: true },
    );
    const workerSpent = await new Promise<number>((resolve, reject) => worker.once('message', resolve).once('error', reject));
    await worker.terminate();
    expect(workerSpent).toBeGreaterThanOrEqual(0.25);
    // The main thread waited meanwhile: far less than the worker's 0.4 s (starting the worker costs it a little).
    expect(cpuOfThisThread()! - before).toBeLessThan(0.2);
  });
});
