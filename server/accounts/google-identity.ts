import { gaxios, OAuth2Client, type TokenPayload } from 'google-auth-library';

// Google sign-in (U3): turns what the browser got from Google — an ID token (one-tap, the button), an
// authorization code (code flow popup) or an access token (token flow) — into a verified Google identity,
// with google-auth-library. Every call to Google goes through `fetch` (the platform's, looked up on each
// call), so the tests stand in for Google with their own key pair and never reach the network.

export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

/** Google said no, or the credential is forged, expired, for another site or for an unverified address. */
export class GoogleRejectedError extends Error {
  override name = 'GoogleRejectedError';
}

/** Google could not be asked (network, 5xx). */
class GoogleUnreachableError extends Error {
  override name = 'GoogleUnreachableError';
}

const GOOGLE_USERINFO_URL = 'https://openidconnect.googleapis.com/v1/userinfo';
const GOOGLE_TIMEOUT_MS = 5_000;

export interface GoogleVerifier {
  fromIdToken(idToken: string): Promise<GoogleIdentity>;
  fromCode(code: string, redirectUri: string): Promise<GoogleIdentity>;
  fromAccessToken(accessToken: string): Promise<GoogleIdentity>;
}

export function createGoogleVerifier(clientId: string, clientSecret: string | undefined): GoogleVerifier {
  const client = new OAuth2Client({
    clientId,
    clientSecret,
    transporterOptions: { fetchImplementation: (input, init) => fetch(input, init), timeout: GOOGLE_TIMEOUT_MS },
  });

  async function fromIdToken(idToken: string): Promise<GoogleIdentity> {
    // Checks the RS256 signature against Google's published keys, the issuer (accounts.google.com),
    // the audience (our client id) and the expiry.
    const ticket = await guard(() => client.verifyIdToken({ idToken, audience: clientId }));
    return identityOf(ticket.getPayload());
  }

  return {
    fromIdToken,

    async fromCode(code, redirectUri) {
      const { tokens } = await guard(() => client.getToken({ code, redirect_uri: redirectUri }));
      if (!tokens.id_token) throw new GoogleRejectedError('Google answered the code without an ID token (is the openid scope requested?)');
      return fromIdToken(tokens.id_token);
    },

    async fromAccessToken(accessToken) {
      // An access token says nothing about whom it was issued to: without this check a token that another
      // site obtained for its users could sign them in here.
      const info = await guard(() => client.getTokenInfo(accessToken));
      if (info.aud !== clientId && info.azp !== clientId)
        throw new GoogleRejectedError('The access token was issued to another application');
      const { data } = await guard(() =>
        client.transporter.request<TokenPayload>({ url: GOOGLE_USERINFO_URL, headers: { Authorization: `Bearer ${accessToken}` } }),
      );
      if (!data || data.sub !== info.sub) throw new GoogleRejectedError('The user info does not belong to the access token');
      return identityOf(data);
    },
  };
}

function identityOf(payload: TokenPayload | undefined): GoogleIdentity {
  if (!payload?.sub || !payload.email) throw new GoogleRejectedError('The Google answer has no account id or e-mail');
  // Only an address Google has verified may take over (link to) an account registered with that address.
  if (payload.email_verified !== true) throw new GoogleRejectedError('The Google account e-mail is not verified');
  return {
    sub: payload.sub,
    email: payload.email.trim().toLowerCase(),
    givenName: payload.given_name,
    familyName: payload.family_name,
    name: payload.name,
  };
}

/** Sorts what google-auth-library throws: Google's 4xx and verification failures are a rejection. */
async function guard<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof GoogleRejectedError) throw err;
    if (err instanceof gaxios.GaxiosError) {
      const status = err.response?.status;
      if (status && status >= 400 && status < 500) throw new GoogleRejectedError(err.message);
      throw new GoogleUnreachableError(err.message);
    }
    throw new GoogleRejectedError(err instanceof Error ? err.message : String(err));
  }
}
