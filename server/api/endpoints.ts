import type { Endpoint } from './endpoint';
import { accountsEndpoints } from '../accounts/accounts.endpoints';
import { languagesEndpoints } from './languages/languages.endpoints';
import { contentEndpoints } from '../content/content.endpoints';
import { offersEndpoints } from '../content/offers.endpoints';
import { formsEndpoints } from '../content/forms.endpoints';
import { bookingsEndpoints } from '../bookings/bookings.endpoints';
import { catalogEndpoints } from '../catalog/catalog.endpoints';
import { operatorsEndpoints } from '../operators/operators.endpoints';
import { pricesEndpoints } from '../fleet/prices.endpoints';
import { discountsEndpoints } from '../fleet/discounts.endpoints';
import { photosEndpoints } from '../fleet/photos.endpoints';
import { paymentsEndpoints } from '../bookings/payments.endpoints';
import { waitlistEndpoints } from '../waitlist/waitlist.endpoints';
import { fleetEndpoints } from '../fleet/boats.endpoints';
import { basesEndpoints } from '../fleet/bases.endpoints';
import { companyEndpoints } from '../companies/company.endpoints';
import { connectorEndpoints } from '../connectors/connector.endpoints';
import { freshnessEndpoints } from '../connectors/freshness.endpoints';
import { operatorBookingsEndpoints } from '../bookings/operator-bookings.endpoints';
import { webhooksEndpoints } from '../webhooks/webhooks.endpoints';

// Every endpoint of the API, in one table (one module per feature).
export const endpoints: Endpoint[] = [
  ...languagesEndpoints,
  ...catalogEndpoints,
  ...contentEndpoints,
  ...offersEndpoints,
  ...formsEndpoints,
  ...bookingsEndpoints,
  ...accountsEndpoints,
  ...operatorsEndpoints,
  ...pricesEndpoints,
  ...discountsEndpoints,
  ...fleetEndpoints,
  ...basesEndpoints,
  ...companyEndpoints,
  ...connectorEndpoints,
  ...freshnessEndpoints,
  ...photosEndpoints,
  ...paymentsEndpoints,
  ...waitlistEndpoints,
  ...operatorBookingsEndpoints,
  ...webhooksEndpoints,
];
