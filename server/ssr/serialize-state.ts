// S2: the state goes into an inline script. JSON alone is not safe there: `</script>` or `<!--` in any
// string (a boat name, a review) would end or confuse the script element, and U+2028/U+2029 break
// older parsers. Escaping `<` as \u003c makes all of them impossible; the result is still valid JSON.
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (c) => ESCAPES[c] as string);
}
