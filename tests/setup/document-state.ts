import { appStateOf, type AppState, type DocumentState } from '../../src/contract/app-state';

/** The state a server-rendered document hands the browser, read as the browser reads it (src/entry-client.tsx). */
export function documentState(html: string): AppState {
  const json = /window\.__BLUEWATER_STATE__=(.*?);<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('The document carries no state script');
  return appStateOf(JSON.parse(json) as DocumentState);
}
