import useSWR from 'swr';
import type { z } from 'zod';
import { keyOf } from '../contract/endpoint';
import type { copyPricesBodySchema, depositBodySchema, offerBodySchema, pricePeriodsBodySchema } from '../contract/operator-prices-api';
import {
  boatPricesEndpoint,
  copyPricesEndpoint,
  createOfferEndpoint,
  deleteOfferEndpoint,
  depositEndpoint,
  replacePricesEndpoint,
  updateOfferEndpoint,
} from '../contract/operator-prices-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// Issue 27: a boat's prices in the console — GET /operator/boats/{id}/prices (periods, discounts, deposit,
// damage waiver, extras, the company's bases and boats) and the writes of periods, copies, deposit and discounts.

export function useBoatPrices(token: string, yachtId: number) {
  const { config } = useAppState();
  const location = { params: { yacht_id: yachtId } };
  return useSWR([keyOf(boatPricesEndpoint, location), token] as const, ([, t]: readonly [string, string]) =>
    operatorClient(t, config).call(boatPricesEndpoint, location),
  );
}

export const replacePrices = (token: string, yachtId: number, body: z.input<typeof pricePeriodsBodySchema>) =>
  operatorClient(token).call(replacePricesEndpoint, { params: { yacht_id: yachtId }, body });

export const copyPrices = (token: string, body: z.input<typeof copyPricesBodySchema>) =>
  operatorClient(token).call(copyPricesEndpoint, { body });

export const saveDeposit = (token: string, yachtId: number, body: z.input<typeof depositBodySchema>) =>
  operatorClient(token).call(depositEndpoint, { params: { yacht_id: yachtId }, body });

export const saveOffer = (token: string, yachtId: number, offerId: number | null, body: z.input<typeof offerBodySchema>) =>
  offerId === null
    ? operatorClient(token).call(createOfferEndpoint, { params: { yacht_id: yachtId }, body })
    : operatorClient(token).call(updateOfferEndpoint, { params: { yacht_id: yachtId, item_id: offerId }, body });

export const deleteOffer = (token: string, yachtId: number, offerId: number) =>
  operatorClient(token).call(deleteOfferEndpoint, { params: { yacht_id: yachtId, item_id: offerId } });
