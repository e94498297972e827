import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { FormField } from '../../components/form/form-field';
import { SubmitButton } from '../../components/form/submit-button';
import { removeCompanyLogo, uploadCompanyLogo } from '../../api/operator-company-logo';
import type { CompanyDetails } from '../../contract/operator-company-api';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '../../contract/operator-company-rules';
import { notify } from '../../features/toast/toast-store';

// Issue 27: the company's logo. Owners upload one picture (PNG, JPEG or WebP; the server re-encodes it as
// a WebP at most 400 px wide) or remove it; managers see it.
const MAX_MB = LOGO_MAX_BYTES / 1024 / 1024;

interface Props {
  token: string;
  owner: boolean;
  details: CompanyDetails;
  onSaved(details: CompanyDetails): void;
}

export function LogoSection({ token, owner, details, onSaved }: Props) {
  const t = useT('operator-company');
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const run = async (action: () => Promise<CompanyDetails>, done: string) => {
    setSending(true);
    try {
      onSaved(await action());
      setError(undefined);
      if (input.current) input.current.value = '';
      notify('success', done);
    } catch {
      setError('invalid');
      notify('error', t('logo.failed', { max: MAX_MB }));
    } finally {
      setSending(false);
    }
  };

  const upload = (e: FormEvent) => {
    e.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setError('required');
    void run(() => uploadCompanyLogo(token, file), t('logo.uploaded'));
  };

  return (
    <section className="operator-card" aria-labelledby="company-logo-heading">
      <h2 id="company-logo-heading">{t('logo.heading')}</h2>
      {details.logo_url ? (
        <img className="operator-logo" src={details.logo_url} alt={t('logo.current', { company: details.trading_name })} />
      ) : (
        <p>{t('logo.none')}</p>
      )}
      {owner && (
        <form className="operator-form" onSubmit={upload} noValidate>
          <FormField id="company-logo" label={t('logo.choose')} hint={t('logo.explain', { max: MAX_MB })} error={error}>
            {(control) => <input {...control} ref={input} name="logo" type="file" accept={LOGO_TYPES.join(',')} />}
          </FormField>
          <div className="operator-actions">
            <SubmitButton pending={sending}>{t('logo.upload')}</SubmitButton>
            {details.logo_url && (
              <button
                type="button"
                className="button button--secondary"
                disabled={sending}
                onClick={() => void run(() => removeCompanyLogo(token), t('logo.removed'))}
              >
                {t('logo.remove')}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
