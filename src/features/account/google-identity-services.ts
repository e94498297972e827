// U3: Google Identity Services (GIS), the script behind the Google button, one-tap and the OAuth pop-ups.
// Loaded from Google only when the sign-in dialog opens; the CSP allows it only when a client id is set
// (server/middleware/security-headers.ts). Only the parts of its API the dialog uses are typed here.

const GSI_SCRIPT = 'https://accounts.google.com/gsi/client';
const GSI_LOAD_FAILED = 'Failed to load the Google 3P Authorization JavaScript Library.';
export const CLIENT_ID_REQUIRED = 'clientId is required';
/** U3: what the site asks Google for. */
export const GOOGLE_SCOPES = 'openid email profile';

interface OAuthClient {
  requestCode?(): void;
  requestAccessToken?(): void;
}

export interface GoogleAccounts {
  id: {
    initialize(options: {
      client_id: string;
      callback: (answer: { credential: string }) => void;
      use_fedcm_for_prompt?: boolean;
      use_fedcm_for_button?: boolean;
      auto_select?: boolean;
      cancel_on_tap_outside?: boolean;
      itp_support?: boolean;
    }): void;
    renderButton(
      parent: HTMLElement,
      options: { theme: 'outline'; size: 'large'; type?: 'standard'; text?: string; locale?: string; width?: number },
    ): void;
    prompt(): void;
    cancel(): void;
    disableAutoSelect(): void;
  };
  oauth2: {
    initCodeClient(options: {
      client_id: string;
      scope: string;
      ux_mode: 'popup';
      callback: (answer: { code?: string; error?: string }) => void;
    }): OAuthClient;
    initTokenClient(options: {
      client_id: string;
      scope: string;
      callback: (answer: { access_token?: string; error?: string }) => void;
    }): OAuthClient;
  };
}

let loading: Promise<GoogleAccounts> | undefined;

function loaded(): GoogleAccounts | undefined {
  return (window as unknown as { google?: { accounts?: GoogleAccounts } }).google?.accounts;
}

/** Resolves with google.accounts; rejects with GSI_LOAD_FAILED (and may be asked again later). */
export function loadGoogleIdentity(): Promise<GoogleAccounts> {
  const ready = loaded();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccounts>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SCRIPT;
    script.async = true;
    script.onload = () => {
      const accounts = loaded();
      if (accounts) resolve(accounts);
      else reject(new Error(GSI_LOAD_FAILED));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(GSI_LOAD_FAILED));
    };
    document.head.append(script);
  }).catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}
