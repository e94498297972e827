import { useId, useState, type FormEvent } from 'react';
import type { CrewMember } from '../../contract/content-api';
import { useAppState } from '../../app-state-context';
import { useLanguage } from '../../components/layout/language-root';
import { sendContactMessage } from '../../api/contact-message';
import { notify } from '../../features/toast/toast-store';
import { PhoneField } from '../../features/phone/phone-field';
import { ApiError } from '../../lib/api-client';
import { FormField, type FieldLook } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/server-errors';
import { useT } from '../../i18n/use-t';
import { Honeypot } from '../../features/forms/honeypot';
import { HONEYPOT_FIELD } from '../../contract/forms';

// P1: asking to hire this crew member. The message goes to the charter office through POST /contact
// with the member named in its subject and first line; the answer (or the per-field errors of a 422)
// comes back as notifications (I4) and messages under the fields.

/** The hire form keeps crew-member.css's names. */
const HIRE_FIELD: FieldLook = { field: 'hire-form__field', hint: 'hire-form__hint', error: 'hire-form__error' };

export function HireForm({ member }: { member: CrewMember }) {
  const t = useT('content');
  const lang = useLanguage();
  const { config } = useAppState();
  const id = useId();
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
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
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      if (Object.keys(fields).length) setAttempt((n) => n + 1);
      notify(
        'error',
        err instanceof ApiError && err.status === 429
          ? t('hire.tooMany')
          : Object.keys(fields).length > 0
            ? t('hire.invalid')
            : t('hire.failed'),
      );
    } finally {
      setSending(false);
    }
  };

  const labels = { name: t('hire.name'), email: t('hire.email'), phone: t('hire.phone'), message: t('hire.message') };
  const field = (name: keyof typeof labels) => ({ id: `${id}-${name}`, label: labels[name], error: errors[name], look: HIRE_FIELD });

  return (
    // Before its script runs the form posts to the contact page (never a GET that would put the address in
    // the URL), with the member named in the subject.
    <form
      className="hire-form"
      method="post"
      action={`/${lang}/contact`}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <Honeypot idPrefix={`${id}-hire`} />
      <input type="hidden" name="subject" value={t('hire.subject', { name: member.name, role })} />
      <h2 id={`${id}-heading`}>{t('hire.heading', { name: member.name })}</h2>
      <p>{t('hire.lead', { name: member.name })}</p>
      <ErrorSummary errors={errors} labels={labels} idOf={(name) => `${id}-${name}`} attempt={attempt} />
      <FormField {...field('name')}>
        {(control) => <input {...control} name="name" autoComplete="name" required maxLength={120} />}
      </FormField>
      <FormField {...field('email')}>
        {(control) => <input {...control} name="email" type="email" autoComplete="email" required maxLength={254} />}
      </FormField>
      <FormField {...field('phone')}>
        {(control) => (
          <PhoneField
            id={control.id}
            name="phone"
            value={phone}
            onChange={setPhone}
            errorId={control['aria-describedby']}
            invalid={control['aria-invalid']}
          />
        )}
      </FormField>
      <FormField {...field('message')}>
        {(control) => <textarea {...control} name="message" rows={5} required maxLength={4000} placeholder={t('hire.placeholder')} />}
      </FormField>
      <SubmitButton pending={sending}>{t('hire.send', { name: member.name })}</SubmitButton>
    </form>
  );
}
