// Percent-decoding that cannot throw. Its caller must use the result: a minifier treats a call to a
// standard global such as decodeURIComponent as free of side effects and drops it when the result is
// unused, so a `try { decodeURIComponent(x); return true } catch …` check compiles to `return true`
// (issue 25: the build's route matcher then threw on `/en/%` outside any request's error handling and
// the process exited).

/** `value` percent-decoded, or null when it is not valid percent-encoded UTF-8 (`%`, `%FF`, `%C3%28`). */
export function decodeOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
