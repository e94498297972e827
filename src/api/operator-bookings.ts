import useSWR from 'swr';
import type { z } from 'zod';
import { keyOf } from '../contract/endpoint';
import type { bookingsExportQuerySchema, bookingsQuerySchema, placeClientOptionBodySchema } from '../contract/operator-bookings-api';
import { exportBookingsEndpoint, operatorBookingsEndpoint, placeClientOptionEndpoint } from '../contract/operator-bookings-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// GET and POST /operator/bookings, GET /operator/bookings-export (issue 27): the company's bookings list,
// its CSV, and an option placed for a client.
export function useOperatorBookings(token: string, query: z.input<typeof bookingsQuerySchema>) {
  const { config } = useAppState();
  return useSWR(
    [keyOf(operatorBookingsEndpoint, { query }), token] as const,
    ([, t]: readonly [string, string]) => operatorClient(t, config).call(operatorBookingsEndpoint, { query }),
    { keepPreviousData: true },
  );
}

export const exportBookings = (token: string, query: z.input<typeof bookingsExportQuerySchema>) =>
  operatorClient(token).call(exportBookingsEndpoint, { query });

export const placeClientOption = (token: string, body: z.input<typeof placeClientOptionBodySchema>) =>
  operatorClient(token).call(placeClientOptionEndpoint, { body });
