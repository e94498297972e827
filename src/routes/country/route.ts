import { page } from '../../route-def';
import { ApiError } from '../../lib/api-client';
import { countryAreasView, destinationsOf } from '../../api/destinations';
import { cardsListView } from '../../api/yacht-list';
import { countryInput, countryKeys } from './data';

export const countryRoutes = [
  page('country', 'discover/:country', 'country', {
    canonical: false,
    ns: ['pages', 'home', 'catalog', 'map', 'content'],
    // R8: a country without destinations is unknown; the 404 is decided before the page renders.
    load: typeof __CLIENT__ !== 'undefined' ? undefined : async ({ lang, params, search, fetch, view }) => {
      const { slug, page: number } = countryInput(params, search);
      if (!slug) throw new ApiError(404, { message: 'Country not found' });
      const keys = countryKeys(slug, number, lang);
      const [destinations] = await Promise.all([view(keys.destinations, countryAreasView(slug)), view(keys.boats, cardsListView), fetch(keys.guide), fetch(keys.voyages)]);
      if (!destinationsOf(destinations).some((d) => d.country.slug === slug)) throw new ApiError(404, { message: 'Country not found' });
    },
  }),
];
