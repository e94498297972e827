import { drawAerial, drawExterior } from '../../media/draw-boats';
import { drawCabin, drawDeck, drawSaloon } from '../../media/draw-interiors';
import type { ImageJob } from '../../media/render-images';
import { MODELS } from './facts/models';
import { YACHT_TYPES } from './facts/yacht-types';
import { DETAIL_VIEWS, EXTERIOR_SCHEMES, type DetailView } from './image-keys';

const DRAW_VIEW: Record<DetailView, (typeId: number) => string> = {
  aerial: drawAerial,
  deck: drawDeck,
  saloon: drawSaloon,
  cabin: drawCabin,
};

/** The gallery pictures of every yacht type the fleet has (keys as in image-keys.ts). */
export function yachtImageJobs(): ImageJob[] {
  const used = new Set(MODELS.map((m) => m.type));
  return YACHT_TYPES.filter((t) => used.has(t.id)).flatMap((type) => [
    ...Array.from({ length: EXTERIOR_SCHEMES }, (_, i) => ({ name: `yachts/${type.slug}-exterior-${i + 1}`, draw: () => drawExterior(type.id, i + 1) })),
    ...DETAIL_VIEWS.map((view) => ({ name: `yachts/${type.slug}-${view}`, draw: () => DRAW_VIEW[view](type.id) })),
  ]);
}
