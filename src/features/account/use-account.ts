import { useProfile, type ProfileState } from '../../api/profile';
import { setSessionToken, useSessionToken } from './session';

const dropToken = () => setSessionToken(null);

/**
 * U2: the signed-in visitor. `data` is the profile (undefined while signed out or loading); a failed
 * profile load (401) removes the stored token, which signs the visitor out everywhere on the page.
 */
export function useAccount(): ProfileState & { token: string | null } {
  const token = useSessionToken();
  return Object.assign(useProfile(token, dropToken), { token });
}
