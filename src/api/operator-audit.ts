import useSWR from 'swr';
import { keyOf } from '../contract/endpoint';
import { auditLogEndpoint } from '../contract/operator-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// GET /operator/audit (issue 27, owners): the company's audit trail, a page of 50 before an entry id.
export function useAuditPage(token: string | null, before: number | undefined) {
  const { config } = useAppState();
  const location = { query: { before } };
  return useSWR(token ? [keyOf(auditLogEndpoint, location), token] : null, ([, t]: readonly [string, string]) =>
    operatorClient(t, config).call(auditLogEndpoint, location),
  );
}
