import { drawAerial, drawExterior } from '../../media/draw-boats';
import { drawCabin, drawDeck, drawSaloon } from '../../media/draw-interiors';
import { drawPortrait } from '../../media/draw-people';
import type { ImageJob } from '../../media/render-images';
import { CREW } from './facts/crew';
import { MODELS } from './facts/models';
import { NEWS } from './facts/news';
import { YACHT_TYPES } from './facts/yacht-types';
import { DETAIL_VIEWS, EXTERIOR_SCHEMES, type DetailView } from './image-keys';
import { seedOf } from './prng';
import { slugify } from './translated';

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
    ...Array.from({ length: EXTERIOR_SCHEMES }, (_, i) => ({
      name: `yachts/${type.slug}-exterior-${i + 1}`,
      draw: () => drawExterior(type.id, i + 1),
    })),
    ...DETAIL_VIEWS.map((view) => ({ name: `yachts/${type.slug}-${view}`, draw: () => DRAW_VIEW[view](type.id) })),
  ]);
}

/** Crew portraits, one per crew member, named by the member's slug. */
export function crewImageJobs(): ImageJob[] {
  return CREW.map((member) => ({ name: `crew/${slugify(member.name)}`, draw: () => drawPortrait(member.role, seedOf(member.name)) }));
}

/** News pictures, named by the article's slug. */
export function newsImageJobs(): ImageJob[] {
  return NEWS.map((article) => {
    const { typeId, view } = article.image;
    const draw = view.startsWith('exterior-')
      ? () => drawExterior(typeId, Number(view.slice('exterior-'.length)))
      : () => DRAW_VIEW[view as DetailView](typeId);
    return { name: `news/${article.slug}`, draw };
  });
}
