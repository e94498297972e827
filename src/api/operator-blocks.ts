import useSWR from 'swr';
import type { z } from 'zod';
import { keyOf } from '../contract/endpoint';
import type { blockBodySchema } from '../contract/operator-prices-api';
import { boatBlocksEndpoint, createBlockEndpoint, deleteBlockEndpoint } from '../contract/operator-prices-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// Issue 27: a boat's blocks in the console — GET, POST and DELETE /operator/boats/{id}/blocks.

export function useBoatBlocks(token: string, yachtId: number) {
  const { config } = useAppState();
  const location = { params: { yacht_id: yachtId } };
  return useSWR([keyOf(boatBlocksEndpoint, location), token] as const, ([, t]: readonly [string, string]) =>
    operatorClient(t, config).call(boatBlocksEndpoint, location),
  );
}

export const createBlock = (token: string, yachtId: number, body: z.input<typeof blockBodySchema>) =>
  operatorClient(token).call(createBlockEndpoint, { params: { yacht_id: yachtId }, body });

export const deleteBlock = (token: string, yachtId: number, blockId: number) =>
  operatorClient(token).call(deleteBlockEndpoint, { params: { yacht_id: yachtId, item_id: blockId } });
