import useSWR from 'swr';
import type { z } from 'zod';
import { keyOf } from '../contract/endpoint';
import type { discountRuleBodySchema } from '../contract/operator-discounts-api';
import {
  createDiscountRuleEndpoint,
  deleteDiscountRuleEndpoint,
  discountRulesEndpoint,
  updateDiscountRuleEndpoint,
} from '../contract/operator-discounts-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// Issue 27: a boat's discount rules in the console — GET, POST, PUT and DELETE /operator/boats/{id}/discount-rules.

export function useDiscountRules(token: string, yachtId: number) {
  const { config } = useAppState();
  const location = { params: { yacht_id: yachtId } };
  return useSWR([keyOf(discountRulesEndpoint, location), token] as const, ([, t]: readonly [string, string]) =>
    operatorClient(t, config).call(discountRulesEndpoint, location),
  );
}

export const saveDiscountRule = (token: string, yachtId: number, ruleId: number | null, body: z.input<typeof discountRuleBodySchema>) =>
  ruleId === null
    ? operatorClient(token).call(createDiscountRuleEndpoint, { params: { yacht_id: yachtId }, body })
    : operatorClient(token).call(updateDiscountRuleEndpoint, { params: { yacht_id: yachtId, item_id: ruleId }, body });

export const deleteDiscountRule = (token: string, yachtId: number, ruleId: number) =>
  operatorClient(token).call(deleteDiscountRuleEndpoint, { params: { yacht_id: yachtId, item_id: ruleId } });
