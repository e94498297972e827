// Work the server repeats in the background (option sweeps, payment reminders, webhooks, fleet syncs and the
// fleet follower): a pass every interval, never two at once (a pass slower than the interval — a slow
// database or receiver — is not started again meanwhile), a failed pass reported and left to the next, and a
// stop that waits for the pass under way, so the database can be closed after it.

export interface BackgroundPass {
  stop(): Promise<void>;
}

export function everyInterval(intervalMs: number, pass: () => Promise<void>, onError: (err: unknown) => void): BackgroundPass {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
