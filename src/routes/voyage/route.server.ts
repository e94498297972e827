import type { LoadersOf } from '../../route-loader.server';
import { ApiError } from '../../lib/api-client';
import { slugOf } from '../../contract/slug';
import type { ItineraryResponse } from '../../contract/content-api';
import { cardsListView } from '../../api/yacht-list';
import { itineraryKey } from '../../api/itinerary';
import { voyageBoatsKey } from './data';
import { charterDatesOfQuery } from '../../contract/yacht-search';
import type { voyageRoutes } from './route';

export const voyageLoaders = {
  // R8: an unknown voyage is a 404 before the page renders; its boats come with it (S2).
  voyage: async ({ params, lang, search, fetch, view }) => {
    const slug = slugOf(params.itinerarySlug);
    if (!slug) throw new ApiError(404, { message: 'Not found' });
    const voyage = await fetch<ItineraryResponse>(itineraryKey(slug, lang));
    await view(voyageBoatsKey(voyage.data, charterDatesOfQuery(search), lang), cardsListView);
  },
} satisfies LoadersOf<typeof voyageRoutes>;
