import type { LoadersOf } from '../../route-loader.server';
import { ApiError } from '../../lib/api-client';
import type { OfferResponse } from '../../contract/content-api';
import { cardsListView } from '../../api/yacht-list';
import { currentOffersKey } from '../../api/offers';
import { offerKey } from '../../api/offer';
import { CURRENT_OFFERS, expiredOfferSlug, similarBoatsKey } from './data';
import type { offerExpiredRoutes } from './route';

export const offerExpiredLoaders = {
  offerExpired: async ({ lang, search, fetch, view }) => {
    const slug = expiredOfferSlug(search);
    const [, offer] = await Promise.all([
      fetch(currentOffersKey(lang, CURRENT_OFFERS)),
      // An offer that no longer exists leaves out the similar boats, not the notice.
      slug
        ? fetch<OfferResponse>(offerKey(slug, lang)).catch((err: unknown) => {
            if (err instanceof ApiError && err.status === 404) return null;
            throw err;
          })
        : null,
    ]);
    if (offer) await view(similarBoatsKey(offer.data, lang), cardsListView);
  },
} satisfies LoadersOf<typeof offerExpiredRoutes>;
