/**
 * Milliseconds spent per step of the seed, summed over its slices, for its log line. Drawing the boats
 * overlaps with writing them, so the steps add up to more than the seed took.
 */
export class StepTimings {
  readonly ms: Record<string, number> = {};

  async time<T>(step: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.add(step, started);
    }
  }

  timeSync<T>(step: string, work: () => T): T {
    const started = performance.now();
    try {
      return work();
    } finally {
      this.add(step, started);
    }
  }

  private add(step: string, started: number): void {
    this.ms[step] = Math.round((this.ms[step] ?? 0) + performance.now() - started);
  }
}
