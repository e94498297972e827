import type { LoadersOf } from '../../route-loader.server';
import { ApiError } from '../../lib/api-client';
import { countryAreasView, destinationsOf } from '../../api/destinations';
import { cardsListView } from '../../api/yacht-list';
import { countryInput, countryKeys } from './data';
import type { countryRoutes } from './route';

export const countryLoaders = {
  // R8: a country without destinations is unknown; the 404 is decided before the page renders.
  country: async ({ lang, params, search, fetch, view }) => {
    const { slug, page: number } = countryInput(params, search);
    if (!slug) throw new ApiError(404, { message: 'Country not found' });
    const keys = countryKeys(slug, number, lang);
    const [destinations] = await Promise.all([
      view(keys.destinations, countryAreasView(slug)),
      view(keys.boats, cardsListView),
      fetch(keys.guide),
      fetch(keys.voyages),
    ]);
    if (!destinationsOf(destinations).some((d) => d.country.slug === slug)) throw new ApiError(404, { message: 'Country not found' });
  },
} satisfies LoadersOf<typeof countryRoutes>;
