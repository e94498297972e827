import useSWR from 'swr';
import type { z } from 'zod';
import { keyOf } from '../contract/endpoint';
import type { LanguageCode } from '../contract/languages';
import type { baseBodySchema } from '../contract/operator-bases-api';
import { createBaseEndpoint, deleteBaseEndpoint, operatorBasesEndpoint, updateBaseEndpoint } from '../contract/operator-bases-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// GET, POST, PUT and DELETE /operator/bases (issue 27, the fleet): the company's bases with their boats
// counted and the site's destinations in the page's language; a new base, a change, a deletion.
export function useOperatorBases(token: string | null, locale: LanguageCode) {
  const { config } = useAppState();
  const location = { query: { locale } };
  return useSWR(token ? [keyOf(operatorBasesEndpoint, location), token] : null, ([, t]: readonly [string, string]) =>
    operatorClient(t, config).call(operatorBasesEndpoint, location),
  );
}

export const saveBase = (token: string, baseId: number | null, body: z.input<typeof baseBodySchema>) =>
  baseId === null
    ? operatorClient(token).call(createBaseEndpoint, { body })
    : operatorClient(token).call(updateBaseEndpoint, { params: { base_id: baseId }, body });

export const deleteBase = (token: string, baseId: number) =>
  operatorClient(token).call(deleteBaseEndpoint, { params: { base_id: baseId } });
