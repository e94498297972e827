import useSWR, { type SWRResponse } from 'swr';
import type { ProfileResponse } from '../contract/account-api';
import { useAppState } from '../app-state-context';
import { ApiError, createApiClient } from '../lib/api-client';
import { createFetchTransport } from '../lib/fetch-transport';

// GET /profile (§7, U2): the signed-in user with favourites and bookings. Asked with the user's own
// token, so the key carries it (another token is another answer). Only the browser asks: the server
// renders every page signed out. Pages use useAccount() (src/features/account/use-account.ts), which
// passes the stored token and drops it when the API refuses it.

export type { ProfileResponse };

export const profileKey = (token: string) => ['/profile', token] as const;

/**
 * The profile for `token`; `data` is undefined without a token (no request is made) and while loading.
 * `onUnauthorized` runs when the API answers 401 (the token was revoked or expired).
 */
export function useProfile(token: string | null, onUnauthorized?: () => void): SWRResponse<ProfileResponse, unknown> {
  const { config } = useAppState();
  return useSWR(
    token ? profileKey(token) : null,
    ([path, userToken]: readonly [string, string]) =>
      createApiClient({ transport: createFetchTransport(config.apiBase), token: userToken }).get<ProfileResponse>(path),
    {
      shouldRetryOnError: false,
      revalidateOnFocus: true,
      onError: (err: unknown) => {
        if (err instanceof ApiError && err.status === 401) onUnauthorized?.();
      },
    },
  );
}
