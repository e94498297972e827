import useSWR from 'swr';
import type { AvailabilityResponse } from '../contract/catalog-api';
import { availabilityEndpoint } from '../contract/catalog-endpoints';
import { keyOf } from '../contract/endpoint';

// GET /yacht-availability/{yacht_id}: the live bookings of the next year, for the date picker. Each
// range is check-out exclusive: its date_end is free for the next check-in.

export type BookedRange = AvailabilityResponse['data'][number];

export const availabilityKey = (yachtId: number) => keyOf(availabilityEndpoint, { params: { yacht_id: yachtId } });

export function useAvailability(yachtId: number | undefined): BookedRange[] {
  const { data } = useSWR<AvailabilityResponse>(yachtId === undefined ? null : availabilityKey(yachtId));
  return data?.data ?? [];
}
