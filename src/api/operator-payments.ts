import useSWR from 'swr';
import type { z } from 'zod';
import { keyOf } from '../contract/endpoint';
import type { recordPaymentBodySchema } from '../contract/operator-payments-api';
import { bookingMoneyEndpoint, recordPaymentEndpoint } from '../contract/operator-payments-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// GET and POST /operator/bookings/{reference}/payments (issue 28): a booking's instalments and the money
// recorded, and recording a payment or a refund (owners and managers).
const bookingMoneyKey = (token: string, reference: string) =>
  [keyOf(bookingMoneyEndpoint, { params: { reference } }), token, reference] as const;

export function useBookingMoney(token: string, reference: string) {
  const { config } = useAppState();
  return useSWR(bookingMoneyKey(token, reference), ([, t, r]: readonly [string, string, string]) =>
    operatorClient(t, config).call(bookingMoneyEndpoint, { params: { reference: r } }),
  );
}

export const recordPayment = (token: string, reference: string, body: z.input<typeof recordPaymentBodySchema>) =>
  operatorClient(token).call(recordPaymentEndpoint, { params: { reference }, body });
