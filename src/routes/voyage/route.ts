import { page, slugItemAlternates } from '../../route-def';
import { ApiError } from '../../lib/api-client';
import { slugOf } from '../../contract/slug';
import type { ItineraryResponse } from '../../contract/content-api';
import { cardsListView } from '../../api/yacht-list';
import { voyageBoatsKey, voyageDates, voyageKey } from './data';

export const voyageRoutes = [
  page('voyage', 'voyage/:itinerarySlug', 'voyage', {
    ns: ['pages', 'catalog', 'map', 'content'],
    // R8: an unknown voyage is a 404 before the page renders; its boats come with it (S2).
    load: typeof __CLIENT__ !== 'undefined' ? undefined : async ({ params, lang, search, fetch, view }) => {
      const slug = slugOf(params.itinerarySlug);
      if (!slug) throw new ApiError(404, { message: 'Not found' });
      const voyage = await fetch<ItineraryResponse>(voyageKey(slug, lang));
      await view(voyageBoatsKey(voyage.data, voyageDates(search), lang), cardsListView);
    },
    alternates: slugItemAlternates('itinerarySlug', voyageKey),
  }),
];
