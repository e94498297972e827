import useSWR, { type SWRResponse } from 'swr';
import type { ProfileResponse, ProfileUpdateBody } from '../contract/account-api';
import { profileEndpoint, updateProfileEndpoint } from '../contract/account-endpoints';
import { keyOf } from '../contract/endpoint';
import { useAppState } from '../app-state-context';
import { ApiError } from '../lib/api-client';
import { userClient } from './clients';

// GET /profile (§7, U2): the signed-in user with favourites and bookings, and PUT /profile (U6) that changes
// it. Asked with the user's own token, so the key carries it (another token is another answer). Only the
// browser asks: the server renders every page signed out. Pages use useAccount()
// (src/features/account/use-account.ts), which passes the stored token and drops it when the API refuses it.

export type { ProfileResponse };

/** What useProfile answers: SWR's state of the profile. */
export type ProfileState = SWRResponse<ProfileResponse, unknown>;

export const profileKey = (token: string) => [keyOf(profileEndpoint, {}), token] as const;

/**
 * The profile for `token`; `data` is undefined without a token (no request is made) and while loading.
 * `onUnauthorized` runs when the API answers 401 (the token was revoked or expired).
 */
export function useProfile(token: string | null, onUnauthorized?: () => void): ProfileState {
  const { config } = useAppState();
  return useSWR(
    token ? profileKey(token) : null,
    ([, userToken]: readonly [string, string]) => userClient(userToken, config).call(profileEndpoint, {}),
    {
      shouldRetryOnError: false,
      revalidateOnFocus: true,
      onError: (err: unknown) => {
        if (err instanceof ApiError && err.status === 401) onUnauthorized?.();
      },
    },
  );
}

/** The profile once, outside SWR (the favourites store reads the account's favourites with it). */
export const readProfile = (token: string): Promise<ProfileResponse> => userClient(token).call(profileEndpoint, {});

/** U6: the changed profile, as the server now holds it. */
export const updateProfile = (token: string, body: ProfileUpdateBody): Promise<ProfileResponse> =>
  userClient(token).call(updateProfileEndpoint, { body });
