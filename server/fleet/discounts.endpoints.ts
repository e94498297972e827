import { successResponseSchema } from '../../src/contract/account-api';
import { discountRuleBodySchema, discountRulesSchema } from '../../src/contract/operator-discounts-api';
import {
  createDiscountRuleEndpoint,
  deleteDiscountRuleEndpoint,
  discountRulesEndpoint,
  updateDiscountRuleEndpoint,
} from '../../src/contract/operator-discounts-endpoints';
import { boatItemParamsSchema, boatParamsSchema, itemSchema } from '../../src/contract/operator-prices-api';
import { defineEndpoint, type Caller, type Endpoint } from '../api/endpoint';
import type { OperatorCaller } from '../operators/operator-sessions';
import { boatDiscountRules, changeDiscountRule, createDiscountRule, removeDiscountRule } from './discounts';

// Issue 27: a boat's discount rules in the console (docs/decisions/048). Owners and managers write; agents
// read. A boat or rule of another company is a 404. A change reaches the public search, boat page and quotes
// through the catalog's triggers on every instance; `changes` drops this instance's page data at once.

const tag = 'Operator console: prices';
const operatorOf = (caller: Caller) => caller.operator as OperatorCaller;
const write = {
  auth: 'operator',
  roles: ['owner', 'manager'],
  changes: ['/yacht', '/offers/', '/booking-alternatives', '/find_by_name'],
} as const;

export const discountsEndpoints: Endpoint[] = [
  defineEndpoint(discountRulesEndpoint, {
    summary: 'A boat’s discount rules: early booking, last minute and long stay, each with the charter days it covers',
    tag,
    auth: 'operator',
    params: boatParamsSchema,
    response: discountRulesSchema,
    errors: [404],
    handle: ({ params, caller }, ctx) => boatDiscountRules(ctx, operatorOf(caller), params.yacht_id),
  }),
  defineEndpoint(createDiscountRuleEndpoint, {
    summary:
      'Add a discount rule: a percentage (1–90) off charters whose days lie in [date_from, date_to), when booked on or before booked_by (early_booking), with check-in within within_days days (last_minute) or for at least min_nights nights (long_stay); the best of the rules and the offer applies, never two (owners, managers)',
    tag,
    ...write,
    status: 201,
    params: boatParamsSchema,
    body: discountRuleBodySchema,
    response: itemSchema,
    errors: [403, 404, 409, 422],
    handle: ({ params, body, caller }, ctx) => createDiscountRule(ctx, operatorOf(caller), params.yacht_id, body),
  }),
  defineEndpoint(updateDiscountRuleEndpoint, {
    summary: 'Change a discount rule (owners, managers)',
    tag,
    ...write,
    params: boatItemParamsSchema,
    body: discountRuleBodySchema,
    response: itemSchema,
    errors: [403, 404, 409, 422],
    handle: ({ params, body, caller }, ctx) => changeDiscountRule(ctx, operatorOf(caller), params.yacht_id, params.item_id, body),
  }),
  defineEndpoint(deleteDiscountRuleEndpoint, {
    summary: 'Delete a discount rule (owners, managers)',
    tag,
    ...write,
    params: boatItemParamsSchema,
    response: successResponseSchema,
    errors: [403, 404, 409],
    handle: ({ params, caller }, ctx) => removeDiscountRule(ctx, operatorOf(caller), params.yacht_id, params.item_id),
  }),
];
