import { useState, type FormEvent } from 'react';
import { useAppState } from '../../app-state-context';
import { joinWaitlist } from '../../api/waitlist';
import { ErrorSummary } from '../../components/form/error-summary';
import { FormField, type FieldLook } from '../../components/form/form-field';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/server-errors';
import { SubmitButton } from '../../components/form/submit-button';
import { useLanguage } from '../../components/layout/language-root';
import { LANGUAGES, type LanguageCode } from '../../contract/languages';
import { PRODUCTS } from '../../contract/booking-constants';
import { WAITLIST_ERROR_CODES } from '../../contract/waitlist-constants';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { notify } from '../toast/toast-store';
import stylesUrl from './waitlist.css?url';

// Issue 28: on days another booking holds, a visitor asks to be told when they free up. The first in line
// then gets an option of their own by e-mail (server/waitlist). The form kit's fields and error summary;
// the server's 409 says when the days are free after all (book them) or the address already waits.

const LOOK: FieldLook = { field: 'waitlist__field', invalid: 'waitlist__field--invalid', hint: 'waitlist__hint', error: 'waitlist__error' };
type Field = 'first_name' | 'last_name' | 'email' | 'phone' | 'language' | 'product' | 'people';

interface WaitlistDefaults {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  people?: number;
  product?: string;
}

interface Props {
  slug: string;
  start: string;
  end: string;
  products: readonly string[];
  maxPeople: number;
  defaults?: WaitlistDefaults;
  /** The heading's level: a section of the boat page (h3) or of a booking step (h2). */
  level?: 2 | 3;
}

export function WaitlistForm({ slug, start, end, products, maxPeople, defaults = {}, level = 3 }: Props) {
  const t = useT('waitlist');
  const lang = useLanguage();
  const { config } = useAppState();
  const offered = PRODUCTS.filter((p) => products.includes(p));
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: defaults.first_name ?? '',
    last_name: defaults.last_name ?? '',
    email: defaults.email ?? '',
    phone: defaults.phone ?? '',
    language: lang,
    product: defaults.product && offered.includes(defaults.product as (typeof PRODUCTS)[number]) ? defaults.product : (offered[0] ?? ''),
    people: String(Math.min(defaults.people ?? 2, maxPeople)),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ place: number } | 'free' | 'blocked' | 'duplicate' | null>(null);
  const Heading = level === 2 ? 'h2' : 'h3';
  const idOf = (name: string) => `waitlist-${name}`;
  const labels: Record<Field, string> = {
    first_name: t('form.firstName'),
    last_name: t('form.lastName'),
    email: t('form.email'),
    phone: t('form.phone'),
    language: t('form.language'),
    product: t('form.product'),
    people: t('form.people'),
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const people = /^\d{1,3}$/.test(values.people.trim()) ? Number(values.people) : (values.people as unknown as number);
      const answer = await joinWaitlist(config, {
        yacht_slug: slug,
        date_start: start,
        date_end: end,
        first_name: values.first_name,
        last_name: values.last_name,
        email: values.email,
        phone: values.phone,
        language: values.language as LanguageCode,
        product: values.product as (typeof PRODUCTS)[number],
        people,
      });
      setErrors({});
      setOutcome({ place: (answer.data.ahead ?? 0) + 1 });
      notify('success', t('form.done'));
    } catch (err) {
      const code = err instanceof ApiError ? (err.body as { code?: unknown } | null)?.code : undefined;
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      if (Object.keys(fields).length) setAttempt((n) => n + 1);
      else if (code === WAITLIST_ERROR_CODES.free) setOutcome('free');
      else if (code === WAITLIST_ERROR_CODES.duplicate) setOutcome('duplicate');
      else if (code === WAITLIST_ERROR_CODES.blocked) setOutcome('blocked');
      else notify('error', t('form.failed'));
    } finally {
      setSending(false);
    }
  };

  const input = (name: Field, type: string, autoComplete: string) => (
    <FormField id={idOf(name)} label={labels[name]} error={errors[name]} look={LOOK}>
      {(control) => (
        <input
          {...control}
          type={type}
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          {...(type === 'number' ? { min: 1, max: maxPeople, inputMode: 'numeric' as const } : {})}
        />
      )}
    </FormField>
  );

  return (
    <section className="waitlist" aria-labelledby="waitlist-heading" data-testid="waitlist">
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <Heading id="waitlist-heading">{t('form.heading')}</Heading>
      {typeof outcome === 'object' && outcome !== null ? (
        <div role="status">
          <p className="waitlist__done">{t('form.done')}</p>
          <p>{t('form.place', { place: formatNumber(outcome.place, lang) })}</p>
        </div>
      ) : (
        <>
          <p>{t('form.intro')}</p>
          <form onSubmit={(e) => void submit(e)} noValidate>
            <ErrorSummary errors={errors} labels={labels} idOf={idOf} attempt={attempt} />
            <div className="waitlist__grid">
              {input('first_name', 'text', 'given-name')}
              {input('last_name', 'text', 'family-name')}
              {input('email', 'email', 'email')}
              {input('phone', 'tel', 'tel')}
              <FormField id={idOf('language')} label={labels.language} error={errors.language} look={LOOK}>
                {(control) => (
                  <select
                    {...control}
                    name="language"
                    value={values.language}
                    onChange={(e) => setValues((v) => ({ ...v, language: e.target.value }))}
                  >
                    {LANGUAGES.map((l) => (
                      <option key={l.code} value={l.code} lang={l.tag}>
                        {l.name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField id={idOf('product')} label={labels.product} error={errors.product} look={LOOK}>
                {(control) => (
                  <select
                    {...control}
                    name="product"
                    value={values.product}
                    onChange={(e) => setValues((v) => ({ ...v, product: e.target.value }))}
                  >
                    {offered.map((p) => (
                      <option key={p} value={p}>
                        {t(`products.${p}`)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              {input('people', 'number', 'off')}
            </div>
            {outcome === 'free' && (
              <p className="waitlist__problem" role="alert">
                {t('form.free')}
              </p>
            )}
            {outcome === 'blocked' && (
              <p className="waitlist__problem" role="alert">
                {t('form.blocked')}
              </p>
            )}
            {outcome === 'duplicate' && (
              <p className="waitlist__problem" role="alert">
                {t('form.duplicate')}
              </p>
            )}
            <SubmitButton pending={sending} className="button">
              {t('form.submit')}
            </SubmitButton>
          </form>
        </>
      )}
    </section>
  );
}
