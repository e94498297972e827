import useSWR from 'swr';
import type { z } from 'zod';
import { keyOf } from '../contract/endpoint';
import type { companyDetailsBodySchema } from '../contract/operator-company-api';
import { companyDetailsEndpoint, updateCompanyEndpoint } from '../contract/operator-company-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// GET and PUT /operator/company (issues 27 and 28): the company's details; owners save them.
const companyDetailsKey = (token: string) => [keyOf(companyDetailsEndpoint, {}), token] as const;

export function useCompanyDetails(token: string | null) {
  const { config } = useAppState();
  return useSWR(token ? companyDetailsKey(token) : null, ([, t]: readonly [string, string]) =>
    operatorClient(t, config).call(companyDetailsEndpoint, {}),
  );
}

export const saveCompanyDetails = (token: string, body: z.input<typeof companyDetailsBodySchema>) =>
  operatorClient(token).call(updateCompanyEndpoint, { body });
