import type { Random } from './prng';

// Yacht photos are drawn per yacht type (server/media/draw-boats.ts): four colour schemes of the boat
// at sea, and views from above, on deck, in the saloon and in a cabin. Keys are `{typeSlug}-{view}`.
export const EXTERIOR_SCHEMES = 4;
export const DETAIL_VIEWS = ['aerial', 'deck', 'saloon', 'cabin'] as const;
export type DetailView = (typeof DETAIL_VIEWS)[number];

/** A yacht's gallery: one exterior (the main image) and three or four of the detail views. */
export function yachtImageKeys(typeSlug: string, random: Random): string[] {
  const main = `${typeSlug}-exterior-${random.int(1, EXTERIOR_SCHEMES)}`;
  const views = random.sample(DETAIL_VIEWS, random.int(3, DETAIL_VIEWS.length));
  return [main, ...DETAIL_VIEWS.filter((v) => views.includes(v)).map((view) => `${typeSlug}-${view}`)];
}
