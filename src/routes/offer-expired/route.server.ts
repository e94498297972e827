import { PageRedirect, type LoadersOf } from '../../route-loader.server';
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
    // Issue 30 item 6: a link naming an offer that can still be booked goes to the offer, not to a page
    // saying it has expired (302: it may expire later, and then this page is the right one).
    if (offer && !offer.expired) throw new PageRedirect(`/${lang}/offers/${offer.data.slug}`, { status: 302, query: '' });
    if (offer) await view(similarBoatsKey(offer.data, lang), cardsListView);
  },
} satisfies LoadersOf<typeof offerExpiredRoutes>;
