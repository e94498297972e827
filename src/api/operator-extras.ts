import type { z } from 'zod';
import type { baseExtrasBodySchema, extraBodySchema } from '../contract/operator-prices-api';
import { baseExtrasEndpoint, createExtraEndpoint, deleteExtraEndpoint, updateExtraEndpoint } from '../contract/operator-prices-endpoints';
import { operatorClient } from './clients';

// Issue 27: extras in the console — one boat's (create, change, delete) and one for every boat at chosen
// bases (POST /operator/extras). The boat's list comes with its prices (src/api/operator-prices.ts).

export const saveExtra = (token: string, yachtId: number, extraId: number | null, body: z.input<typeof extraBodySchema>) =>
  extraId === null
    ? operatorClient(token).call(createExtraEndpoint, { params: { yacht_id: yachtId }, body })
    : operatorClient(token).call(updateExtraEndpoint, { params: { yacht_id: yachtId, item_id: extraId }, body });

export const deleteExtra = (token: string, yachtId: number, extraId: number) =>
  operatorClient(token).call(deleteExtraEndpoint, { params: { yacht_id: yachtId, item_id: extraId } });

export const createBaseExtras = (token: string, body: z.input<typeof baseExtrasBodySchema>) =>
  operatorClient(token).call(baseExtrasEndpoint, { body });
