import useSWR from 'swr';
import { useAppState } from '../app-state-context';
import type { Booking } from '../contract/booking-api';
import { ownBookingsEndpoint } from '../contract/booking-endpoints';
import { keyOf } from '../contract/endpoint';
import { userClient } from './clients';

// GET /bookings: the signed-in user's bookings, newest first (U6 dashboard). Asked with the user's own
// token, so the key carries it (another account's list is another entry); without a token nothing is asked.

const ownBookingsKey = (token: string) => [keyOf(ownBookingsEndpoint, {}), token] as const;

export function useOwnBookings(token: string | null): { bookings: Booking[] | undefined; error: unknown } {
  const { config } = useAppState();
  const { data, error } = useSWR(token ? ownBookingsKey(token) : null, ([, userToken]: readonly [string, string]) =>
    userClient(userToken, config).call(ownBookingsEndpoint, {}),
  );
  return { bookings: Array.isArray(data?.data) ? data.data : undefined, error };
}
