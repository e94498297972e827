import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useAppState } from '../app-state-context';
import type { Booking, BookingResponse, CreateBookingInput, PlaceOptionResponse } from '../contract/booking-api';
import { bookingAccessEndpoint, cancelBookingEndpoint, confirmBookingEndpoint, placeOptionEndpoint } from '../contract/booking-endpoints';
import { keyOf } from '../contract/endpoint';
import { siteClient, userClient } from './clients';

// A booking by its access token (B2, the booking's own page): GET /booking-access/{token}, and the writes
// that the booking pages make: POST /bookings (the option), /booking-access/{token}/confirm and /cancel.
// The answers are the server's own (its contract test holds them to the schemas), read as their types.
// The writes answer the whole booking, which replaces the SWR entry, so the page shows what the server says.

export type { Booking };

export const bookingKey = (token: string) => keyOf(bookingAccessEndpoint, { params: { token } });

export function useBooking(token: string): { booking: Booking | undefined; error: unknown; mutate(next: Booking): void } {
  const { data, error, mutate } = useSWR<BookingResponse>(token ? bookingKey(token) : null);
  return { booking: data?.data, error, mutate: (next) => void mutate({ success: true, data: next }, { revalidate: false }) };
}

export interface BookingWrites {
  /**
   * `userToken`: a signed-in visitor's session, so the option joins their account (their dashboard lists it).
   * The placed booking becomes its page's entry, so step two shows it without asking again.
   */
  placeOption(input: CreateBookingInput, userToken: string | null): Promise<PlaceOptionResponse>;
  /** Idempotent on the server: a retry after a lost answer confirms once. */
  confirm(token: string): Promise<Booking>;
  cancel(token: string): Promise<Booking>;
}

export function useBookingWrites(): BookingWrites {
  const { config } = useAppState();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const site = siteClient(config);
    return {
      placeOption: async (input, userToken) => {
        const placed = await (userToken ? userClient(userToken, config) : site).call(placeOptionEndpoint, { body: input });
        await mutate(bookingKey(placed.data.access_token), { success: true, data: placed.data }, { revalidate: false });
        return placed;
      },
      confirm: async (token) => (await site.call(confirmBookingEndpoint, { params: { token }, body: { terms_accepted: true } })).data,
      cancel: async (token) => (await site.call(cancelBookingEndpoint, { params: { token }, body: {} })).data,
    };
  }, [config, mutate]);
}
