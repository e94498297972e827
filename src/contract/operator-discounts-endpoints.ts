import type { z } from 'zod';
import type { discountRuleBodySchema, discountRulesSchema } from './operator-discounts-api';
import type { itemSchema } from './operator-prices-api';
import type { successResponseSchema } from './account-api';
import type { Declare } from './endpoint';

// Issue 27: a boat's discount rules in the console, declared once (docs/decisions/037); the server's table
// is server/fleet/discounts.endpoints.ts.

type Boat = { yacht_id: number };
type BoatItem = { yacht_id: number; item_id: number };
type Body = z.input<typeof discountRuleBodySchema>;
type Item = z.output<typeof itemSchema>;

export const discountRulesEndpoint: Declare<{ params: Boat; answer: z.output<typeof discountRulesSchema> }> = {
  method: 'GET',
  path: '/operator/boats/:yacht_id/discount-rules',
};

export const createDiscountRuleEndpoint: Declare<{ params: Boat; body: Body; answer: Item }> = {
  method: 'POST',
  path: '/operator/boats/:yacht_id/discount-rules',
};

export const updateDiscountRuleEndpoint: Declare<{ params: BoatItem; body: Body; answer: Item }> = {
  method: 'PUT',
  path: '/operator/boats/:yacht_id/discount-rules/:item_id',
};

export const deleteDiscountRuleEndpoint: Declare<{ params: BoatItem; answer: z.output<typeof successResponseSchema> }> = {
  method: 'DELETE',
  path: '/operator/boats/:yacht_id/discount-rules/:item_id',
};
