import useSWR from 'swr';
import type { AlternativesQuery, AlternativesResponse } from '../contract/booking-api';
import { alternativesEndpoint } from '../contract/booking-endpoints';
import { keyOf } from '../contract/endpoint';

// GET /booking-alternatives: for a boat taken or repriced under the visitor, the same boat's nearest free
// dates and similar boats free on the same dates. Asked only when a booking step needs them.

const alternativesKey = (q: Required<AlternativesQuery>) => keyOf(alternativesEndpoint, { query: q });

export function useAlternatives(q: Required<AlternativesQuery> | null) {
  const { data } = useSWR<AlternativesResponse>(q ? alternativesKey(q) : null, { shouldRetryOnError: false });
  return data?.data;
}
