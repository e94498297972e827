import useSWR from 'swr';
import { keyOf } from '../contract/endpoint';
import { companyFeedEndpoint, renewCompanyFeedEndpoint } from '../contract/operator-company-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// GET and POST /operator/company/feed (issue 27): the calendar feed's secret address (owners and managers);
// owners make a new one, which revokes the old.
const companyFeedKey = (token: string) => [keyOf(companyFeedEndpoint, {}), token] as const;

export function useCompanyFeed(token: string | null) {
  const { config } = useAppState();
  return useSWR(token ? companyFeedKey(token) : null, ([, t]: readonly [string, string]) =>
    operatorClient(t, config).call(companyFeedEndpoint, {}),
  );
}

export const renewCompanyFeed = (token: string) => operatorClient(token).call(renewCompanyFeedEndpoint, {});
