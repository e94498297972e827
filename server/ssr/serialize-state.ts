import { APP_STATE_GLOBAL, type AppState } from '../../src/contract/app-state';

// S2: the state goes into an inline script. JSON alone is not safe there: `</script>` or `<!--` in any
// string (a boat name, a review) would end or confuse the script element, and U+2028/U+2029 break
// older parsers. Escaping `<` as \u003c makes all of them impossible; the result is still valid JSON.
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function stateScript(state: AppState): string {
  return `window.${APP_STATE_GLOBAL}=${serializeForScript(state)};`;
}
