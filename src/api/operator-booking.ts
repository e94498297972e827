import useSWR from 'swr';
import { keyOf } from '../contract/endpoint';
import {
  bookingNoteEndpoint,
  companyCancelEndpoint,
  extendOptionEndpoint,
  operatorBookingEndpoint,
  releaseOptionEndpoint,
} from '../contract/operator-bookings-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// GET /operator/bookings/{reference} and its actions (issue 27): one booking with its history; extend or
// release an option, cancel a reservation, add a note. Each answers the booking as it now stands.
export function useOperatorBooking(token: string, reference: string) {
  const { config } = useAppState();
  const location = { params: { reference } };
  return useSWR([keyOf(operatorBookingEndpoint, location), token] as const, ([, t]: readonly [string, string]) =>
    operatorClient(t, config).call(operatorBookingEndpoint, location),
  );
}

const at = (reference: string) => ({ params: { reference } });

export const extendOption = (token: string, reference: string, hours: number) =>
  operatorClient(token).call(extendOptionEndpoint, { ...at(reference), body: { hours } });

export const releaseOption = (token: string, reference: string, reason?: string) =>
  operatorClient(token).call(releaseOptionEndpoint, { ...at(reference), body: reason ? { reason } : {} });

export const cancelReservation = (token: string, reference: string, reason: string) =>
  operatorClient(token).call(companyCancelEndpoint, { ...at(reference), body: { reason } });

export const addBookingNote = (token: string, reference: string, text: string) =>
  operatorClient(token).call(bookingNoteEndpoint, { ...at(reference), body: { text } });
