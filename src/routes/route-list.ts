import type { RouteDef } from '../route-def';
import { homeRoutes } from './home/route';
import { searchRoutes } from './search/route';
import { boatRoutes } from './boat/route';
import { destinationsRoutes } from './destinations/route';
import { countryRoutes } from './country/route';
import { anyDayRoutes } from './any-day/route';
import { favoritesRoutes } from './favorites/route';
import { offerRoutes } from './offer/route';
import { offersRoutes } from './offers/route';
import { offerExpiredRoutes } from './offer-expired/route';
import { newsRoutes } from './news/route';
import { articleRoutes } from './article/route';
import { crewRoutes } from './crew/route';
import { crewMemberRoutes } from './crew-member/route';
import { voyageRoutes } from './voyage/route';
import { faqRoutes } from './faq/route';
import { contactRoutes } from './contact/route';
import { joinusRoutes } from './joinus/route';
import { legalRoutes } from './legal/route';
import { detailsRoutes } from './booking-step-one/route';
import { detailsFinalRoutes } from './booking-step-two/route';
import { thankYouRoutes } from './thank-you/route';
import { bookingRoutes } from './booking-page/route';
import { bookingInvoiceRoutes } from './booking-invoice/route';
import { dashboardRoutes } from './dashboard/route';
import { resetPasswordRoutes } from './reset-password/route';
import { finishRegistrationRoutes } from './finish-registration/route';
import { operatorSignInRoutes } from './operator-sign-in/route';
import { operatorInvitationRoutes } from './operator-invitation/route';
import { operatorHomeRoutes } from './operator-home/route';
import { operatorAuditRoutes } from './operator-audit/route';
import { operatorBoatsRoutes } from './operator-boats/route';
import { operatorBoatRoutes } from './operator-boat/route';
import { operatorPricesRoutes } from './operator-prices/route';
import { operatorCompanyRoutes } from './operator-company/route';
import { operatorWebhooksRoutes } from './operator-webhooks/route';
import { operatorConnectorRoutes } from './operator-connector/route';
import { operatorCalendarRoutes } from './operator-calendar/route';
import { operatorBookingsRoutes } from './operator-bookings/route';
import { operatorBookingRoutes } from './operator-booking/route';
import { waitlistRoutes } from './waitlist/route';
import { notFoundRoutes } from './not-found/route';

// Every page route of the site (R4), gathered from the route folders: each folder's route.ts says its
// paths, layout (R5), texts, sitemap and index flags and server data. src/route-table.ts matches them
// (most specific first, whatever the order here).
export const ROUTES: readonly RouteDef[] = [
  ...homeRoutes,
  ...searchRoutes,
  ...boatRoutes,
  ...destinationsRoutes,
  ...countryRoutes,
  ...anyDayRoutes,
  ...favoritesRoutes,
  ...offerRoutes,
  ...offersRoutes,
  ...offerExpiredRoutes,
  ...newsRoutes,
  ...articleRoutes,
  ...crewRoutes,
  ...crewMemberRoutes,
  ...voyageRoutes,
  ...faqRoutes,
  ...contactRoutes,
  ...joinusRoutes,
  ...legalRoutes,
  ...detailsRoutes,
  ...detailsFinalRoutes,
  ...thankYouRoutes,
  ...bookingRoutes,
  ...bookingInvoiceRoutes,
  ...dashboardRoutes,
  ...resetPasswordRoutes,
  ...finishRegistrationRoutes,
  ...operatorSignInRoutes,
  ...operatorInvitationRoutes,
  ...operatorHomeRoutes,
  ...operatorAuditRoutes,
  ...operatorBoatsRoutes,
  ...operatorBoatRoutes,
  ...operatorPricesRoutes,
  ...operatorCompanyRoutes,
  ...operatorWebhooksRoutes,
  ...operatorConnectorRoutes,
  ...operatorCalendarRoutes,
  ...operatorBookingsRoutes,
  ...operatorBookingRoutes,
  ...waitlistRoutes,
  ...notFoundRoutes,
];
