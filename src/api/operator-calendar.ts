import useSWR from 'swr';
import type { z } from 'zod';
import { keyOf } from '../contract/endpoint';
import type { calendarQuerySchema } from '../contract/operator-bookings-api';
import { operatorCalendarEndpoint } from '../contract/operator-bookings-endpoints';
import { useAppState } from '../app-state-context';
import { operatorClient } from './clients';

// GET /operator/calendar (issue 27): the availability chart, every role.
type CalendarQuery = z.input<typeof calendarQuerySchema>;

export function useOperatorCalendar(token: string | null, query: CalendarQuery) {
  const { config } = useAppState();
  return useSWR(
    token ? ([keyOf(operatorCalendarEndpoint, { query }), token] as const) : null,
    ([, t]: readonly [string, string]) => operatorClient(t, config).call(operatorCalendarEndpoint, { query }),
    { keepPreviousData: true },
  );
}
