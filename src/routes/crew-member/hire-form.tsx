import { useId, useState, type FormEvent } from 'react';
import type { CrewMember } from '../../contract/content-api';
import { useAppState } from '../../app-state-context';
import { useLanguage } from '../../components/layout/language-root';
import { sendContactMessage } from '../../api/contact-message';
import { notify } from '../../features/toast/toast-store';
import { PhoneField } from '../../features/phone/phone-field';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../i18n/use-t';
import { Honeypot } from '../../features/forms/honeypot';
import { HONEYPOT_FIELD } from '../../contract/forms';

// P1: asking to hire this crew member. The message goes to the charter office through POST /contact
// with the member named in its subject and first line; the answer (or the per-field errors of a 422)
// comes back as notifications (I4) and messages under the fields.
type Field = 'name' | 'email' | 'phone' | 'message';
const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'message'];

export function HireForm({ member }: { member: CrewMember }) {
  const t = useT('content');
  const lang = useLanguage();
  const { config } = useAppState();
  const id = useId();
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const role = t(`roles.${member.role}`);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    setSending(true);
    try {
      await sendContactMessage(config, {
        name: text('name'),
        email: text('email'),
        phone: phone.trim() === '' ? null : phone,
        subject: t('hire.subject', { name: member.name, role }),
        message: `${t('hire.messageIntro', { name: member.name, role, slug: member.slug })}\n\n${text('message')}`,
        language: lang,
        [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
      });
      setErrors({});
      form.reset();
      setPhone('');
      notify('success', t('hire.sent', { name: member.name }));
    } catch (err) {
      const fields = err instanceof ApiError ? fieldErrors(err.body) : {};
      setErrors(fields);
      notify('error', err instanceof ApiError && err.status === 429 ? t('hire.tooMany') : Object.keys(fields).length > 0 ? t('hire.invalid') : t('hire.failed'));
    } finally {
      setSending(false);
    }
  };

  const errorOf = (field: Field) => errors[field];
  const describedBy = (field: Field) => (errorOf(field) ? `${id}-${field}-error` : undefined);
  const error = (field: Field) =>
    errorOf(field) ? (
      <p id={`${id}-${field}-error`} className="hire-form__error">
        {t(`hire.errors.${field}`)}
      </p>
    ) : null;

  return (
    // Before its script runs the form posts to the contact page (never a GET that would put the address in
    // the URL), with the member named in the subject.
    <form className="hire-form" method="post" action={`/${lang}/contact`} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={`${id}-heading`}>
      <Honeypot idPrefix={`${id}-hire`} />
      <input type="hidden" name="subject" value={t('hire.subject', { name: member.name, role })} />
      <h2 id={`${id}-heading`}>{t('hire.heading', { name: member.name })}</h2>
      <p>{t('hire.lead', { name: member.name })}</p>
      <div className="hire-form__field">
        <label htmlFor={`${id}-name`}>{t('hire.name')}</label>
        <input id={`${id}-name`} name="name" autoComplete="name" required maxLength={120} aria-invalid={errorOf('name') ? true : undefined} aria-describedby={describedBy('name')} />
        {error('name')}
      </div>
      <div className="hire-form__field">
        <label htmlFor={`${id}-email`}>{t('hire.email')}</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} aria-invalid={errorOf('email') ? true : undefined} aria-describedby={describedBy('email')} />
        {error('email')}
      </div>
      <div className="hire-form__field">
        <label htmlFor={`${id}-phone`}>{t('hire.phone')}</label>
        <PhoneField id={`${id}-phone`} name="phone" value={phone} onChange={setPhone} errorId={describedBy('phone')} invalid={Boolean(errorOf('phone'))} />
        {error('phone')}
      </div>
      <div className="hire-form__field">
        <label htmlFor={`${id}-message`}>{t('hire.message')}</label>
        <textarea id={`${id}-message`} name="message" rows={5} required maxLength={4000} placeholder={t('hire.placeholder')} aria-invalid={errorOf('message') ? true : undefined} aria-describedby={describedBy('message')} />
        {error('message')}
      </div>
      <button type="submit" className="button" disabled={sending}>
        {t('hire.send', { name: member.name })}
      </button>
    </form>
  );
}

/** The fields a 422 names (`errors: { field: [messages] }`), among the form's own. */
function fieldErrors(body: unknown): Partial<Record<Field, string>> {
  const errors = (body as { errors?: Record<string, unknown> } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const found: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) {
    const messages = errors[field];
    if (Array.isArray(messages) && typeof messages[0] === 'string') found[field] = messages[0];
  }
  return found;
}
