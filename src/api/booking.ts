import { useMemo } from 'react';
import useSWR from 'swr';
import { useAppState } from '../app-state-context';
import type { Booking, BookingResponse, CreateBookingInput, PlaceOptionResponse } from '../contract/booking-api';
import { createApiClient } from '../lib/api-client';
import { createFetchTransport } from '../lib/fetch-transport';

// A booking by its access token (B2, the booking's own page): GET /booking-access/{token}, and the writes
// that the booking pages make: POST /bookings (the option), /booking-access/{token}/confirm and /cancel.
// The answers are the server's own (its contract test holds them to the schemas), read as their types.
// The writes answer the whole booking, which replaces the SWR entry, so the page shows what the server says.

export type { Booking };

export const bookingKey = (token: string) => `/booking-access/${token}`;

export function useBooking(token: string): { booking: Booking | undefined; error: unknown; mutate(next: Booking): void } {
  const { data, error, mutate } = useSWR<BookingResponse>(token ? bookingKey(token) : null);
  return { booking: data?.data, error, mutate: (next) => void mutate({ success: true, data: next }, { revalidate: false }) };
}

export interface BookingWrites {
  /** `userToken`: a signed-in visitor's session, so the option joins their account (their dashboard lists it). */
  placeOption(input: CreateBookingInput, userToken: string | null): Promise<PlaceOptionResponse>;
  /** Idempotent on the server: a retry after a lost answer confirms once. */
  confirm(token: string): Promise<Booking>;
  cancel(token: string): Promise<Booking>;
}

export function useBookingWrites(): BookingWrites {
  const { config } = useAppState();
  return useMemo(() => {
    const api = createApiClient({ transport: createFetchTransport(config.apiBase), token: config.publicToken });
    return {
      placeOption: (input, userToken) => api.send<PlaceOptionResponse>('POST', '/bookings', input, { token: userToken ?? config.publicToken }),
      confirm: async (access) => (await api.send<BookingResponse>('POST', `${bookingKey(access)}/confirm`, { terms_accepted: true })).data,
      cancel: async (access) => (await api.send<BookingResponse>('POST', `${bookingKey(access)}/cancel`, {})).data,
    };
  }, [config.apiBase, config.publicToken]);
}
