import { successResponseSchema } from '../../src/contract/account-api';
import { isLanguageCode } from '../../src/contract/languages';
import {
  baseExtrasBodySchema,
  blockBodySchema,
  blocksSchema,
  boatItemParamsSchema,
  boatParamsSchema,
  boatPricesSchema,
  copiedSchema,
  copyPricesBodySchema,
  depositBodySchema,
  extraBodySchema,
  extrasCreatedSchema,
  itemSchema,
  offerBodySchema,
  pricePeriodsBodySchema,
} from '../../src/contract/operator-prices-api';
import {
  baseExtrasEndpoint,
  boatBlocksEndpoint,
  boatPricesEndpoint,
  copyPricesEndpoint,
  createBlockEndpoint,
  createExtraEndpoint,
  createOfferEndpoint,
  deleteBlockEndpoint,
  deleteExtraEndpoint,
  deleteOfferEndpoint,
  depositEndpoint,
  replacePricesEndpoint,
  updateExtraEndpoint,
  updateOfferEndpoint,
} from '../../src/contract/operator-prices-endpoints';
import { defineEndpoint, type Caller, type Endpoint } from '../api/endpoint';
import type { OperatorCaller } from '../operators/operator-sessions';
import { boatBlocks, createBlock, removeBlock } from './blocks';
import { changeExtra, createBaseExtras, createExtra, removeExtra } from './extras';
import { changeOffer, createOffer, removeOffer } from './offers';
import { boatPrices, changeDeposit, copyPrices, replacePrices } from './prices';

// Issue 27: a boat's prices, discounts, deposit and damage waiver, extras and blocks in the console. Owners
// and managers write; agents read. A boat, base or item of another company is a 404, whatever the role.
// Every write reaches the public site through the catalog's triggers; `changes` drops this instance's page
// data at once, and the others hear the change from PostgreSQL (docs/decisions/026).
// Issue 29: a write of what an imported boat's fleet system owns (prices, deposit, discounts, the system's
// extras and holds, a block) answers 409 `fleet_owned` naming the system (server/fleet/fleet-owned.ts).

const tag = 'Operator console: prices';
const operatorOf = (caller: Caller) => caller.operator as OperatorCaller;
const WRITE = ['owner', 'manager'] as const;
const PUBLIC_READS = ['/yacht', '/offers/', '/booking-alternatives', '/find_by_name'];
const write = { auth: 'operator', roles: WRITE, changes: PUBLIC_READS } as const;

export const pricesEndpoints: Endpoint[] = [
  defineEndpoint(boatPricesEndpoint, {
    summary:
      'A boat’s season periods (price per day and per week), discounts, deposit, damage waiver and extras, with the company’s bases and boats',
    tag,
    auth: 'operator',
    params: boatParamsSchema,
    response: boatPricesSchema,
    errors: [404],
    handle: ({ params, caller }, ctx) => {
      const { operator } = operatorOf(caller);
      return boatPrices(ctx, operatorOf(caller), params.yacht_id, isLanguageCode(operator.language) ? operator.language : 'en');
    },
  }),
  defineEndpoint(replacePricesEndpoint, {
    summary:
      'Replace a boat’s season periods [date_from, date_to) with a price per day; overlapping periods are refused (422 naming the row) (owners, managers)',
    tag,
    ...write,
    params: boatParamsSchema,
    body: pricePeriodsBodySchema,
    response: successResponseSchema,
    errors: [403, 404, 409, 422],
    handle: ({ params, body, caller }, ctx) => replacePrices(ctx, operatorOf(caller), params.yacht_id, body),
  }),
  defineEndpoint(copyPricesEndpoint, {
    summary:
      'Give several of the company’s boats the same periods: inside [date_from, date_to) their periods are replaced, in one transaction (owners, managers)',
    tag,
    ...write,
    body: copyPricesBodySchema,
    response: copiedSchema,
    errors: [403, 404, 409, 422],
    handle: ({ body, caller }, ctx) => copyPrices(ctx, operatorOf(caller), body),
  }),
  defineEndpoint(depositEndpoint, {
    summary: 'A boat’s deposit and its damage waiver per day (an optional extra paid at the base; null removes it) (owners, managers)',
    tag,
    ...write,
    params: boatParamsSchema,
    body: depositBodySchema,
    response: successResponseSchema,
    errors: [403, 404, 409, 422],
    handle: ({ params, body, caller }, ctx) =>
      changeDeposit(ctx, operatorOf(caller), params.yacht_id, body.deposit, body.damage_waiver_per_day),
  }),
  defineEndpoint(createOfferEndpoint, {
    summary:
      'Add a discount: a percentage off charters whose days lie inside [date_from, date_to), titled by its kind in 12 languages (owners, managers)',
    tag,
    ...write,
    status: 201,
    params: boatParamsSchema,
    body: offerBodySchema,
    response: itemSchema,
    errors: [403, 404, 409, 422],
    handle: ({ params, body, caller }, ctx) => createOffer(ctx, operatorOf(caller), params.yacht_id, body),
  }),
  defineEndpoint(updateOfferEndpoint, {
    summary: 'Change a discount (owners, managers)',
    tag,
    ...write,
    params: boatItemParamsSchema,
    body: offerBodySchema,
    response: itemSchema,
    errors: [403, 404, 409, 422],
    handle: ({ params, body, caller }, ctx) => changeOffer(ctx, operatorOf(caller), params.yacht_id, params.item_id, body),
  }),
  defineEndpoint(deleteOfferEndpoint, {
    summary: 'Delete a discount (owners, managers)',
    tag,
    ...write,
    params: boatItemParamsSchema,
    response: successResponseSchema,
    errors: [403, 404],
    handle: ({ params, caller }, ctx) => removeOffer(ctx, operatorOf(caller), params.yacht_id, params.item_id),
  }),
  defineEndpoint(createExtraEndpoint, {
    summary:
      'Add an extra to a boat: name in each language, price, unit, obligatory or optional, paid online or at the base (owners, managers)',
    tag,
    ...write,
    status: 201,
    params: boatParamsSchema,
    body: extraBodySchema,
    response: itemSchema,
    errors: [403, 404, 422],
    handle: ({ params, body, caller }, ctx) => createExtra(ctx, operatorOf(caller), params.yacht_id, body),
  }),
  defineEndpoint(updateExtraEndpoint, {
    summary: 'Change one boat’s extra (owners, managers)',
    tag,
    ...write,
    params: boatItemParamsSchema,
    body: extraBodySchema,
    response: itemSchema,
    errors: [403, 404, 409, 422],
    handle: ({ params, body, caller }, ctx) => changeExtra(ctx, operatorOf(caller), params.yacht_id, params.item_id, body),
  }),
  defineEndpoint(deleteExtraEndpoint, {
    summary: 'Delete one boat’s extra (owners, managers)',
    tag,
    ...write,
    params: boatItemParamsSchema,
    response: successResponseSchema,
    errors: [403, 404, 409],
    handle: ({ params, caller }, ctx) => removeExtra(ctx, operatorOf(caller), params.yacht_id, params.item_id),
  }),
  defineEndpoint(baseExtrasEndpoint, {
    summary: 'Add an extra to every boat of the company at the chosen bases (one row per boat, edited per boat after) (owners, managers)',
    tag,
    ...write,
    status: 201,
    body: baseExtrasBodySchema,
    response: extrasCreatedSchema,
    errors: [403, 404, 422],
    handle: ({ body, caller }, ctx) => createBaseExtras(ctx, operatorOf(caller), body),
  }),
  defineEndpoint(boatBlocksEndpoint, {
    summary: 'A boat’s blocks: days out of service or used by its owner, hidden from the public search and boat page',
    tag,
    auth: 'operator',
    params: boatParamsSchema,
    response: blocksSchema,
    errors: [404],
    handle: ({ params, caller }, ctx) => boatBlocks(ctx, operatorOf(caller), params.yacht_id),
  }),
  defineEndpoint(createBlockEndpoint, {
    summary:
      'Block a boat for [date_from, date_to) (maintenance, the owner’s use, other); 409 when the days overlap a live booking or another block (owners, managers)',
    tag,
    ...write,
    status: 201,
    params: boatParamsSchema,
    body: blockBodySchema,
    response: itemSchema,
    errors: [403, 404, 409, 422],
    handle: ({ params, body, caller }, ctx) => createBlock(ctx, operatorOf(caller), params.yacht_id, body),
  }),
  defineEndpoint(deleteBlockEndpoint, {
    summary: 'Remove a block: its days are free again (owners, managers)',
    tag,
    ...write,
    params: boatItemParamsSchema,
    response: successResponseSchema,
    errors: [403, 404, 409],
    handle: ({ params, caller }, ctx) => removeBlock(ctx, operatorOf(caller), params.yacht_id, params.item_id),
  }),
];
