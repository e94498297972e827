import useSWR from 'swr';
import { keyOf } from '../contract/endpoint';
import { acceptInvitationEndpoint, invitationEndpoint } from '../contract/operator-endpoints';
import { useAppState } from '../app-state-context';
import { siteClient } from './clients';

// GET and POST /operator/invitations/{token} (issue 27): what the link is for, then the chosen password.
export function useInvitation(token: string) {
  const { config } = useAppState();
  return useSWR(
    keyOf(invitationEndpoint, { params: { token } }),
    () => siteClient(config).call(invitationEndpoint, { params: { token } }),
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
    },
  );
}

export const acceptInvitation = (token: string, password: string) =>
  siteClient().call(acceptInvitationEndpoint, { params: { token }, body: { password, password_confirmation: password } });
