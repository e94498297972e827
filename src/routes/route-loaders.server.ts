import type { Loader } from '../route-loader.server';
import { homeLoaders } from './home/route.server';
import { searchLoaders } from './search/route.server';
import { boatLoaders } from './boat/route.server';
import { destinationsLoaders } from './destinations/route.server';
import { countryLoaders } from './country/route.server';
import { anyDayLoaders } from './any-day/route.server';
import { offerLoaders } from './offer/route.server';
import { offersLoaders } from './offers/route.server';
import { offerExpiredLoaders } from './offer-expired/route.server';
import { newsLoaders } from './news/route.server';
import { articleLoaders } from './article/route.server';
import { crewLoaders } from './crew/route.server';
import { crewMemberLoaders } from './crew-member/route.server';
import { voyageLoaders } from './voyage/route.server';
import { faqLoaders } from './faq/route.server';
import { detailsLoaders } from './booking-step-one/route.server';
import { detailsFinalLoaders } from './booking-step-two/route.server';
import { thankYouLoaders } from './thank-you/route.server';
import { bookingLoaders } from './booking-page/route.server';
import { bookingInvoiceLoaders } from './booking-invoice/route.server';

// The page loaders by route id (S2), gathered from the route folders' route.server.ts, as route-list.ts
// gathers their route.ts. Only the server imports this (server/ssr/run-loaders.ts): a `.server.ts` module
// never reaches the browser (docs/decisions/036). Each folder's loaders are checked against the ids its
// route.ts defines (LoadersOf); route-loaders.server.test.ts fails when a folder's route.server.ts is left
// out here or a key names no route. A route with no entry (contact, legal, dashboard …) has no server data.
export const ROUTE_LOADERS: Readonly<Partial<Record<string, Loader>>> = {
  ...homeLoaders,
  ...searchLoaders,
  ...boatLoaders,
  ...destinationsLoaders,
  ...countryLoaders,
  ...anyDayLoaders,
  ...offerLoaders,
  ...offersLoaders,
  ...offerExpiredLoaders,
  ...newsLoaders,
  ...articleLoaders,
  ...crewLoaders,
  ...crewMemberLoaders,
  ...voyageLoaders,
  ...faqLoaders,
  ...detailsLoaders,
  ...detailsFinalLoaders,
  ...thankYouLoaders,
  ...bookingLoaders,
  ...bookingInvoiceLoaders,
};
