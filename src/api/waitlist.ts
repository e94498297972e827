import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useAppState } from '../app-state-context';
import { bookingKey } from './booking';
import { keyOf } from '../contract/endpoint';
import type { z } from 'zod';
import type { joinWaitlistInputSchema, WaitlistEntryResponse } from '../contract/waitlist-api';
import { holdAgainEndpoint, joinWaitlistEndpoint, waitlistEntryEndpoint, withdrawWaitlistEndpoint } from '../contract/waitlist-endpoints';
import { siteClient, type ApiConfig } from './clients';

// The waiting list (issue 28): POST /waitlist (join), GET /waitlist/{token} and POST …/withdraw (the mailed
// withdraw link), and POST /booking-access/{token}/hold-again (an expired hold placed again).

type JoinBody = z.input<typeof joinWaitlistInputSchema>;

export const joinWaitlist = (config: ApiConfig, body: JoinBody) => siteClient(config).call(joinWaitlistEndpoint, { body });

const waitlistEntryKey = (token: string) => keyOf(waitlistEntryEndpoint, { params: { token } });

export function useWaitlistEntry(token: string) {
  const { data, error, mutate } = useSWR<WaitlistEntryResponse>(token ? waitlistEntryKey(token) : null, { shouldRetryOnError: false });
  return { entry: data?.data, error, mutate };
}

export const withdrawWaitlist = (config: ApiConfig, token: string) =>
  siteClient(config).call(withdrawWaitlistEndpoint, { params: { token }, body: {} });

/** Holds an expired option's boat and dates again; the new option becomes its step two's entry (no second fetch). */
export function useHoldAgain() {
  const { config } = useAppState();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (token: string) => {
      const placed = await siteClient(config).call(holdAgainEndpoint, { params: { token }, body: {} });
      await mutate(bookingKey(placed.data.access_token), placed, { revalidate: false });
      return placed.data;
    },
    [config, mutate],
  );
}
