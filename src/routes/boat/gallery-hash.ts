// L1: the open slide of a boat's lightbox lives in the URL hash as `{slug}-{n}` (1-based), so a link can
// open the gallery at a given photo.

export const slideHash = (slug: string, n: number) => `#${slug}-${n}`;

/** The 1-based slide a hash asks for, or null when it is not this boat's slide or out of range. */
export function slideOfHash(hash: string, slug: string, count: number): number | null {
  const prefix = `#${slug}-`;
  if (!hash.startsWith(prefix)) return null;
  const rest = hash.slice(prefix.length);
  if (!/^[1-9]\d{0,3}$/.test(rest)) return null;
  const n = Number(rest);
  return n <= count ? n : null;
}
