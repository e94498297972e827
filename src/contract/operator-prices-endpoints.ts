import type { z } from 'zod';
import type {
  baseExtrasBodySchema,
  blockBodySchema,
  blocksSchema,
  boatPricesSchema,
  copiedSchema,
  copyPricesBodySchema,
  depositBodySchema,
  extraBodySchema,
  extrasCreatedSchema,
  itemSchema,
  offerBodySchema,
  pricePeriodsBodySchema,
} from './operator-prices-api';
import type { successResponseSchema } from './account-api';
import type { Declare } from './endpoint';

// Issue 27: a boat's prices, discounts, deposit, extras and blocks in the console, declared once
// (docs/decisions/037); the server's table is server/fleet/prices.endpoints.ts.

type Boat = { yacht_id: number };
type BoatItem = { yacht_id: number; item_id: number };
type Success = z.output<typeof successResponseSchema>;
type Item = z.output<typeof itemSchema>;

export const boatPricesEndpoint: Declare<{ params: Boat; answer: z.output<typeof boatPricesSchema> }> = {
  method: 'GET',
  path: '/operator/boats/:yacht_id/prices',
};

export const replacePricesEndpoint: Declare<{ params: Boat; body: z.input<typeof pricePeriodsBodySchema>; answer: Success }> = {
  method: 'PUT',
  path: '/operator/boats/:yacht_id/prices',
};

export const copyPricesEndpoint: Declare<{ body: z.input<typeof copyPricesBodySchema>; answer: z.output<typeof copiedSchema> }> = {
  method: 'POST',
  path: '/operator/prices/copy',
};

export const depositEndpoint: Declare<{ params: Boat; body: z.input<typeof depositBodySchema>; answer: Success }> = {
  method: 'PUT',
  path: '/operator/boats/:yacht_id/deposit',
};

export const createOfferEndpoint: Declare<{ params: Boat; body: z.input<typeof offerBodySchema>; answer: Item }> = {
  method: 'POST',
  path: '/operator/boats/:yacht_id/offers',
};

export const updateOfferEndpoint: Declare<{ params: BoatItem; body: z.input<typeof offerBodySchema>; answer: Item }> = {
  method: 'PUT',
  path: '/operator/boats/:yacht_id/offers/:item_id',
};

export const deleteOfferEndpoint: Declare<{ params: BoatItem; answer: Success }> = {
  method: 'DELETE',
  path: '/operator/boats/:yacht_id/offers/:item_id',
};

export const createExtraEndpoint: Declare<{ params: Boat; body: z.input<typeof extraBodySchema>; answer: Item }> = {
  method: 'POST',
  path: '/operator/boats/:yacht_id/extras',
};

export const updateExtraEndpoint: Declare<{ params: BoatItem; body: z.input<typeof extraBodySchema>; answer: Item }> = {
  method: 'PUT',
  path: '/operator/boats/:yacht_id/extras/:item_id',
};

export const deleteExtraEndpoint: Declare<{ params: BoatItem; answer: Success }> = {
  method: 'DELETE',
  path: '/operator/boats/:yacht_id/extras/:item_id',
};

export const baseExtrasEndpoint: Declare<{ body: z.input<typeof baseExtrasBodySchema>; answer: z.output<typeof extrasCreatedSchema> }> = {
  method: 'POST',
  path: '/operator/extras',
};

export const boatBlocksEndpoint: Declare<{ params: Boat; answer: z.output<typeof blocksSchema> }> = {
  method: 'GET',
  path: '/operator/boats/:yacht_id/blocks',
};

export const createBlockEndpoint: Declare<{ params: Boat; body: z.input<typeof blockBodySchema>; answer: Item }> = {
  method: 'POST',
  path: '/operator/boats/:yacht_id/blocks',
};

export const deleteBlockEndpoint: Declare<{ params: BoatItem; answer: Success }> = {
  method: 'DELETE',
  path: '/operator/boats/:yacht_id/blocks/:item_id',
};
