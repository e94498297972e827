import useSWR from 'swr';
import { keyOf } from '../contract/endpoint';
import { operatorMeEndpoint } from '../contract/operator-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// GET /operator/me (issue 27): the signed-in operator and their company. Asked by the browser only (the
// server renders the console signed out), with the session's token in the key.
const operatorMeKey = (token: string) => [keyOf(operatorMeEndpoint, {}), token] as const;

export function useOperatorMe(token: string | null) {
  const { config } = useAppState();
  return useSWR(
    token ? operatorMeKey(token) : null,
    ([, t]: readonly [string, string]) => operatorClient(t, config).call(operatorMeEndpoint, {}),
    {
      shouldRetryOnError: false,
    },
  );
}
