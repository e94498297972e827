import type { Logger } from './clusters';

// The map's few log lines (M1 unknown cluster, M2 retries) go through this logger so tests can read
// them back; in the browser they also reach the console.

interface LogEntry {
  level: 'warn' | 'error';
  message: string;
}

export interface MapLogger extends Logger {
  readonly entries: readonly LogEntry[];
}

type Sink = Pick<Console, 'warn' | 'error'>;

export function createMapLogger(sink: Sink | null = console, limit = 50): MapLogger {
  const entries: LogEntry[] = [];
  const add = (level: LogEntry['level'], message: string, details: unknown[]) => {
    entries.push({ level, message });
    if (entries.length > limit) entries.shift();
    sink?.[level](message, ...details);
  };
  return {
    entries,
    warn: (message, ...details) => add('warn', message, details),
    error: (message, ...details) => add('error', message, details),
  };
}
