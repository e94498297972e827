import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { App } from './app';
import { stateScript, type AppState } from './contract/app-state';

// Renders only: the server (server/ssr/render-page.ts) decides status and headers, loads the data and
// writes the stream where it wants it.
export interface RenderOptions {
  url: string;
  state: AppState;
  /** `state` as the document carries it (documentStateOf, then serializeForScript): a render thread (server/ssr/render-pool.ts) reads it with appStateOf. */
  stateJson: string;
  i18n: I18n;
  nonce: string;
  /** Inline script that starts the client's modules; the state's script follows it, and React gives both the nonce. */
  startScript: string;
  /** S1: crawlers get the complete document, people the shell as soon as it is ready. */
  waitForAll: boolean;
  onReady(stream: PipeableStream): void;
  onShellError(error: unknown): void;
  onError(error: unknown): void;
}

export function render(options: RenderOptions): PipeableStream {
  let stream: PipeableStream | null = null;
  const ready = () => options.onReady(stream as PipeableStream);
  stream = renderToPipeableStream(
    <StaticRouter location={options.url}>
      <App state={options.state} i18n={options.i18n} />
    </StaticRouter>,
    {
      nonce: options.nonce,
      // The starter only schedules the modules (they run after this script in any case), so the state can stay last.
      bootstrapScriptContent: options.startScript + stateScript(options.stateJson),
      onShellReady: options.waitForAll ? undefined : ready,
      onAllReady: options.waitForAll ? ready : undefined,
      onShellError: options.onShellError,
      onError: options.onError,
    },
  );
  return stream;
}
