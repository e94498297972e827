import type { AppState } from '../../src/contract/app-state';

// S2: the state goes into an inline script. JSON alone is not safe there: `</script>` or `<!--` in any
// string (a boat name, a review) would end or confuse the script element, and U+2028/U+2029 break
// older parsers. Escaping `<` as \u003c makes all of them impossible; the result is still valid JSON.
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (c) => ESCAPES[c] as string);
}

const resourcesJson = new Map<string, string>();

/**
 * The state as script-safe JSON. Its translations are the same for every request of a language and a
 * set of namespaces and are most of its size, so they are serialised once (locales are read at start
 * and never change). `identity` is what makes this state different from another: the memo key.
 */
export function serializeAppState(state: AppState): { json: string; identity: string } {
  const { resources, ...rest } = state;
  const resourcesKey = `${state.lang}|${Object.entries(resources).map(([ns, texts]) => `${ns}:${Object.keys(texts).join('+')}`).join(',')}`;
  let resourcesPart = resourcesJson.get(resourcesKey);
  if (resourcesPart === undefined) {
    resourcesPart = serializeForScript(resources);
    resourcesJson.set(resourcesKey, resourcesPart);
  }
  const restPart = serializeForScript(rest);
  return { json: `{"resources":${resourcesPart},${restPart.slice(1)}`, identity: `${resourcesKey}\0${restPart}` };
}
