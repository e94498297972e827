import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { fetchWebhookSecret, rotateWebhookSecret } from '../../api/operator-webhook-secret';
import { notify } from '../../features/toast/toast-store';

// Issue 29: an endpoint's signing secret, fetched when the owner opens it (a new endpoint's comes with its
// creation), with a copy button and "new secret" (the old one stops signing at once).
export function SecretPanel({ token, id, fresh }: { token: string; id: number; fresh: string | null }) {
  const t = useT('webhooks');
  const [secret, setSecret] = useState<string | null>(fresh);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (fresh) return;
    let live = true;
    fetchWebhookSecret(token, id).then(
      (s) => live && setSecret(s.secret),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [token, id, fresh]);

  const rotate = async () => {
    setBusy(true);
    try {
      setSecret((await rotateWebhookSecret(token, id)).secret);
      notify('success', t('secret.rotated'));
    } catch {
      notify('error', t('failed'));
    } finally {
      setBusy(false);
    }
  };
  const copy = (value: string) =>
    navigator.clipboard.writeText(value).then(
      () => notify('success', t('secret.copied')),
      () => notify('error', t('secret.copyFailed')),
    );

  const inputId = `webhook-secret-${id}`;
  return (
    <div className="operator-form">
      <label htmlFor={inputId}>{t('secret.label')}</label>
      {secret ? (
        <input
          id={inputId}
          className="operator-secret"
          readOnly
          value={secret}
          onFocus={(e) => e.currentTarget.select()}
          aria-describedby={`${inputId}-note`}
          data-testid="webhook-secret"
        />
      ) : (
        <p id={inputId} role={failed ? 'alert' : 'status'}>
          {failed ? t('secret.unreadable') : t('secret.loading')}
        </p>
      )}
      <p id={`${inputId}-note`} className="form-field__hint">
        {fresh ? t('secret.fresh') : t('secret.note')}
      </p>
      <div className="operator-actions">
        {secret && (
          <button type="button" className="button" onClick={() => void copy(secret)}>
            {t('secret.copy')}
          </button>
        )}
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void rotate()}>
          {t('secret.rotate')}
        </button>
      </div>
    </div>
  );
}
