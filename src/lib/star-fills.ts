/** C9: the fill of each of `ranks` stars, in percent, for a rate from 0 to `ranks`. */
export function starFills(rate: number, ranks = 5): number[] {
  const r = Number.isFinite(rate) ? Math.min(Math.max(rate, 0), ranks) : 0;
  return Array.from({ length: ranks }, (_, i) => {
    if (r >= i + 1) return 100;
    if (r <= i) return 0;
    return Math.round((r - i) * 100);
  });
}
