/** C9: the fill of each of `ranks` stars, in percent, for a rate from 0 to `ranks`. */
export function starFills(rate: number, ranks = 5): number[] {
  const r = Number.isFinite(rate) ? Math.min(Math.max(rate, 0), ranks) : 0;
  return Array.from({ length: ranks }, (_, i) => {
    if (r >= i + 1) return 100;
    if (r <= i) return 0;
    return Math.round((r - i) * 100);
  });
}

/** Each star's cell and, inside it, the star's own width and left margin, in em (src/styles/app.css .stars). */
const STAR_CELL_EM = 1.1;
const STAR_WIDTH_EM = 1;
const STAR_MARGIN_EM = (STAR_CELL_EM - STAR_WIDTH_EM) / 2;

/**
 * Where the gold fill of a row of stars ends, in em from its left edge: the full stars' cells, then the
 * star the rate falls in filled by its fraction (starFills), so one gradient paints the whole row.
 */
export function starFillEm(rate: number, ranks = 5): number {
  const fills = starFills(rate, ranks);
  const full = fills.filter((f) => f === 100).length;
  const partial = fills[full] ?? 0;
  if (partial === 0) return Number((full * STAR_CELL_EM).toFixed(3));
  return Number((full * STAR_CELL_EM + STAR_MARGIN_EM + (partial / 100) * STAR_WIDTH_EM).toFixed(3));
}
