import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/server-errors';
import { inviteOperator, useOperatorPeople } from '../../api/operator-people';
import { OPERATOR_ROLES, type OperatorRole } from '../../contract/operator-roles';
import { LANGUAGES, type LanguageCode } from '../../contract/languages';
import { useLanguage } from '../../components/layout/language-root';
import { formatDate } from '../../lib/format-date';
import { notify } from '../../features/toast/toast-store';

// Issue 27: owners see the company's people and invite more by e-mail; the invitation's link expires in
// 72 hours and the invited person must set up two-factor sign-in before the console opens.
export function PeopleSection({ token }: { token: string }) {
  const t = useT('operator');
  const lang = useLanguage();
  const people = useOperatorPeople(token);
  const [form, setForm] = useState<{ email: string; name: string; role: OperatorRole; language: LanguageCode }>({
    email: '',
    name: '',
    role: 'manager',
    language: lang,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    try {
      await inviteOperator(token, form);
      notify('success', t('people.invited', { email: form.email }));
      setForm({ ...form, email: '', name: '' });
      setErrors({});
      void people.mutate();
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setAttempt((n) => n + 1);
      if (!Object.keys(fieldErrorsOf(err)).length) notify('error', t('unavailable'));
    } finally {
      setSending(false);
    }
  };

  const labels = { email: t('people.email'), name: t('people.name'), role: t('people.role'), language: t('people.language') };
  return (
    <section className="operator-card" aria-labelledby="people-heading">
      <h2 id="people-heading">{t('people.heading')}</h2>
      {people.data ? (
        <div className="operator-scroll">
          <table className="operator-table" data-testid="people">
            <thead>
              <tr>
                <th scope="col">{labels.name}</th>
                <th scope="col">{labels.email}</th>
                <th scope="col">{labels.role}</th>
                <th scope="col">{t('people.status')}</th>
                <th scope="col">{t('people.since')}</th>
              </tr>
            </thead>
            <tbody>
              {people.data.people.map((p) => (
                <tr key={p.id}>
                  <td data-label={labels.name}>{p.name}</td>
                  <td data-label={labels.email}>{p.email}</td>
                  <td data-label={labels.role}>{t(`roles.${p.role}`)}</td>
                  <td data-label={t('people.status')}>{t(`people.statuses.${p.status}`)}</td>
                  <td data-label={t('people.since')}>{formatDate(p.created_at.slice(0, 10), lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
      <h3>{t('people.invite')}</h3>
      <form className="operator-form" onSubmit={(e) => void submit(e)} noValidate>
        <ErrorSummary errors={errors} labels={labels} idOf={(name) => `invite-${name}`} attempt={attempt} />
        <FormField id="invite-email" label={labels.email} error={errors.email}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="off"
              required
              value={form.email}
              onChange={(e) => setForm({ ...form, email: e.target.value })}
            />
          )}
        </FormField>
        <FormField id="invite-name" label={labels.name} error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="off"
              required
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
            />
          )}
        </FormField>
        <FormField id="invite-role" label={labels.role} hint={t(`people.roleHints.${form.role}`)} error={errors.role}>
          {(control) => (
            <select {...control} name="role" value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as OperatorRole })}>
              {OPERATOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="invite-language" label={labels.language} hint={t('people.languageHint')} error={errors.language}>
          {(control) => (
            <select
              {...control}
              name="language"
              value={form.language}
              onChange={(e) => setForm({ ...form, language: e.target.value as LanguageCode })}
            >
              {LANGUAGES.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <SubmitButton pending={sending}>{t('people.send')}</SubmitButton>
      </form>
    </section>
  );
}
