import { fork } from 'node:child_process';

/**
 * Starts scripts/bare-server.ts on `port` (loopback) in its own process, sending `body` to every request.
 * Its own process, so the server under test and this one do not share an event loop or a heap.
 */
export async function startBareServer(body: string, port: number): Promise<{ stop(): Promise<void> }> {
  const child = fork('scripts/bare-server.ts', [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BARE_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  await new Promise<void>((ok, fail) => {
    child.once('message', () => ok());
    child.once('exit', (code) => fail(new Error(`the bare server exited with ${code}`)));
    child.send(body);
  });
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
