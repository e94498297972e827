import { page } from '../../route-def';

// Issue 27: one boat's season prices, discounts and discount rules, deposit and damage waiver, extras and blocks.
export const operatorPricesRoutes = [
  page('operatorPrices', 'operator/boats/:yachtId/prices', 'operator-prices', {
    noindex: true,
    ns: ['pages', 'operator', 'operator-prices', 'operator-discounts'],
  }),
];
