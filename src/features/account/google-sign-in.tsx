import { useEffect, useRef, useState } from 'react';
import { useAppState } from '../../app-state-context';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { googleSignIn, type GoogleCredential } from './account-calls';
import { CLIENT_ID_REQUIRED, GOOGLE_SCOPES, loadGoogleIdentity, type GoogleAccounts } from './google-identity-services';

// U3 in the dialog: Google's own button (theme outline, size large) and one-tap (FedCM-ready) give an ID
// token; "Use a Google pop-up" runs the OAuth code flow (or, when the server has no client secret, the
// token flow; the server then reads the given and family names from Google's userinfo answer). Every
// credential goes to POST /google-auth, which verifies it before it issues our token. Without a client id
// or when Google's script does not load, the section stays empty and e-mail sign-in works as before.
export function GoogleSignIn({ onToken, onError }: { onToken: (token: string) => void; onError: (err: unknown) => void }) {
  const t = useT('account');
  const lang = useLanguage();
  const { googleClientId: clientId, googleCodeFlow } = useAppState().config;
  const button = useRef<HTMLDivElement>(null);
  const [google, setGoogle] = useState<GoogleAccounts | null>(null);
  const [busy, setBusy] = useState(false);

  const send = (credential: GoogleCredential) => {
    setBusy(true);
    googleSignIn(credential, lang).then(onToken, (err: unknown) => {
      setBusy(false);
      onError(err);
    });
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    if (!clientId) {
      console.info(CLIENT_ID_REQUIRED);
      return;
    }
    let live = true;
    loadGoogleIdentity().then(
      (accounts) => {
        if (!live || !button.current) return;
        accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => sendRef.current({ credential }),
          use_fedcm_for_prompt: true,
          use_fedcm_for_button: true,
          cancel_on_tap_outside: true,
          itp_support: true,
        });
        accounts.id.renderButton(button.current, {
          theme: 'outline',
          size: 'large',
          type: 'standard',
          locale: lang,
          width: Math.min(320, button.current.clientWidth || 320),
        });
        accounts.id.prompt();
        setGoogle(accounts);
      },
      (err: unknown) => console.error(err instanceof Error ? err.message : err),
    );
    return () => {
      live = false;
    };
  }, [clientId, lang]);

  if (!clientId) return null;

  const popup = () => {
    if (!google) return;
    const client = googleCodeFlow
      ? google.oauth2.initCodeClient({
          client_id: clientId,
          scope: GOOGLE_SCOPES,
          ux_mode: 'popup',
          callback: ({ code }) => code && sendRef.current({ code }),
        })
      : google.oauth2.initTokenClient({
          client_id: clientId,
          scope: GOOGLE_SCOPES,
          callback: ({ access_token }) => access_token && sendRef.current({ access_token }),
        });
    (client.requestCode ?? client.requestAccessToken)?.call(client);
  };

  return (
    <div className="account-google" aria-busy={busy}>
      <p className="account-google__or">{t('google.or')}</p>
      <div ref={button} className="account-google__button" data-testid="google-button" />
      {google && (
        <button type="button" className="account-link" onClick={popup} disabled={busy}>
          {t('google.popup')}
        </button>
      )}
    </div>
  );
}
