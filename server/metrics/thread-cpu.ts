import { readFileSync } from 'node:fs';

// The CPU time of the thread that asks (issue 31). With both cores busy, the process's CPU alone
// (process_cpu_seconds_total) does not say which thread sets the pace: the main thread, a render thread, or
// the threads that run no JavaScript of ours (V8's collector helpers, libuv's pool compressing the pages),
// which are the process's CPU less the sum of these. By hand at 30,000 boats those took 3.6 of a page's 12.9 ms
// (docs/benchmarks.md). Read from inside the thread through Linux's /proc/thread-self: Node 20 has no call for
// a thread's CPU (process.threadCpuUsage() came in 22.15 and 23.9). Apart from prom-client, so the workers'
// bundles do not carry it.

/** Linux counts a thread's time in USER_HZ ticks: 100 a second on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** Seconds of CPU (user and system) this thread has used since it started; undefined where /proc/thread-self is absent. */
export function cpuOfThisThread(): number | undefined {
  let stat: string;
  try {
    stat = readFileSync('/proc/thread-self/stat', 'utf8');
  } catch {
    return undefined;
  }
  // The fields after the command name, which may hold spaces and parentheses: from the third field (state) on,
  // so utime and stime (fields 14 and 15 of proc(5)) are the 12th and 13th here.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
