import useSWR from 'swr';
import type { Booking, BookingsResponse } from '../contract/booking-api';
import type { ApiClient } from '../lib/api-client';

// GET /bookings: the signed-in user's bookings, newest first (U6 dashboard). The key carries the user's
// token: another account's list is another entry, and signing out (no token) asks nothing.

export const ownBookingsKey = (token: string) => ['/bookings', token] as const;

export function useOwnBookings(api: ApiClient, token: string | null): { bookings: Booking[] | undefined; error: unknown } {
  const { data, error } = useSWR(token ? ownBookingsKey(token) : null, ([path, userToken]: readonly [string, string]) =>
    api.get<BookingsResponse>(path, undefined, { token: userToken }),
  );
  return { bookings: data?.data, error };
}
