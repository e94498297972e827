// The one way the site writes a query string (page URLs, SWR keys, the API's page links). Commas,
// semicolons and spaces read better in a shared link than their escapes, and mean the same.
const encode = (s: string) => encodeURIComponent(s).replace(/%2C/g, ',').replace(/%3B/g, ';').replace(/%20/g, '+');

/** Query pairs as a query string (without '?'). */
export function queryString(pairs: readonly (readonly [string, string])[]): string {
  return pairs.map(([k, v]) => `${k}=${encode(v)}`).join('&');
}
