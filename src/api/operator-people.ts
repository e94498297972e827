import useSWR from 'swr';
import type { z } from 'zod';
import { keyOf } from '../contract/endpoint';
import type { inviteOperatorBodySchema } from '../contract/operator-api';
import { inviteOperatorEndpoint, operatorPeopleEndpoint } from '../contract/operator-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// GET and POST /operator/people (issue 27, owners): the company's people, and an invitation.
const operatorPeopleKey = (token: string) => [keyOf(operatorPeopleEndpoint, {}), token] as const;

export function useOperatorPeople(token: string | null) {
  const { config } = useAppState();
  return useSWR(token ? operatorPeopleKey(token) : null, ([, t]: readonly [string, string]) =>
    operatorClient(t, config).call(operatorPeopleEndpoint, {}),
  );
}

export const inviteOperator = (token: string, body: z.input<typeof inviteOperatorBodySchema>) =>
  operatorClient(token).call(inviteOperatorEndpoint, { body });
