import useSWR from 'swr';
import { useAppState } from '../app-state-context';
import type { Booking, BookingsResponse } from '../contract/booking-api';
import { createApiClient } from '../lib/api-client';
import { createFetchTransport } from '../lib/fetch-transport';

// GET /bookings: the signed-in user's bookings, newest first (U6 dashboard). Asked with the user's own
// token, so the key carries it (another account's list is another entry); without a token nothing is asked.

export const ownBookingsKey = (token: string) => ['/bookings', token] as const;

export function useOwnBookings(token: string | null): { bookings: Booking[] | undefined; error: unknown } {
  const { config } = useAppState();
  const { data, error } = useSWR(token ? ownBookingsKey(token) : null, ([path, userToken]: readonly [string, string]) =>
    createApiClient({ transport: createFetchTransport(config.apiBase), token: userToken }).get<BookingsResponse>(path),
  );
  return { bookings: data?.data, error };
}
