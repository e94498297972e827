import { useMemo, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { useAppState } from '../../app-state-context';
import type { ProfileResponse } from '../../contract/account-api';
import { ApiError, createApiClient, type ApiClient } from '../../lib/api-client';
import { createFetchTransport } from '../../lib/fetch-transport';
import { onSessionChange, sessionToken, setSessionToken } from '../../features/account/session';

// The dashboard's view of the account: the token (none on the server and in the first render, so the
// signed-out shell hydrates as rendered), the profile it opens, and an API client for the user's calls.

export interface Account {
  api: ApiClient;
  token: string | null;
  profile: ProfileResponse | undefined;
  loading: boolean;
  /** Replaces the cached profile with an answer of the server (PUT /profile answers the whole profile). */
  setProfile(profile: ProfileResponse): void;
  /** Re-reads the profile (after a favourite is removed elsewhere, a password change). */
  reload(): void;
}

export function useAccount(): Account {
  const { config } = useAppState();
  const api = useMemo(() => createApiClient({ transport: createFetchTransport(config.apiBase), token: config.publicToken }), [config]);
  const token = useSyncExternalStore(onSessionChange, sessionToken, () => null);
  const { data, isLoading, mutate } = useSWR(
    token ? (['/profile', token] as const) : null,
    async ([path, userToken]: readonly [string, string]) => {
      try {
        return await api.get<ProfileResponse>(path, undefined, { token: userToken });
      } catch (err) {
        // U2: a token the server no longer knows (signed out elsewhere, expired) is dropped.
        if (err instanceof ApiError && err.status === 401) setSessionToken(null);
        throw err;
      }
    },
  );
  return {
    api,
    token,
    profile: data,
    loading: token !== null && isLoading,
    setProfile: (profile) => void mutate(profile, { revalidate: false }),
    reload: () => void mutate(),
  };
}

/** The server's per-field messages of a 422 (A5), or none. */
export function fieldErrorsOf(err: unknown): Record<string, string[]> {
  if (err instanceof ApiError && err.status === 422 && err.body && typeof err.body === 'object' && 'errors' in err.body) {
    return (err.body as { errors: Record<string, string[]> }).errors;
  }
  return {};
}
