import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/server-errors';
import { saveCompanyDetails } from '../../api/operator-company';
import type { CompanyDetails } from '../../contract/operator-company-api';
import { MAX_FREE_CANCELLATION_HOURS } from '../../contract/operator-company-rules';
import { formatIban } from '../../contract/iban';
import { isLanguageCode, LANGUAGES, type LanguageCode } from '../../contract/languages';
import { notify } from '../../features/toast/toast-store';

// Issues 27 and 28: the company's details as a form. Owners save them (the server checks the IBAN's mod-97
// and the BIC's form and answers each field's message); managers see the same form, read only. The IBAN is
// shown in groups of four, as banks print it, and kept without spaces.

type TextField =
  | 'legal_name'
  | 'trading_name'
  | 'street'
  | 'postcode'
  | 'city'
  | 'country_code'
  | 'phone'
  | 'email'
  | 'registration_number'
  | 'vat_number'
  | 'account_holder'
  | 'iban'
  | 'bic'
  | 'bank_name';

interface FieldSpec {
  name: TextField;
  label: string;
  hint?: string;
  type?: 'email' | 'tel';
  autoComplete?: string;
}

type Form = Record<TextField, string> & { staff_languages: LanguageCode[]; free_cancellation_hours: string };

const formOf = (d: CompanyDetails): Form => ({
  legal_name: d.legal_name,
  trading_name: d.trading_name,
  street: d.street,
  postcode: d.postcode,
  city: d.city,
  country_code: d.country_code,
  phone: d.phone,
  email: d.email,
  registration_number: d.registration_number,
  vat_number: d.vat_number ?? '',
  account_holder: d.account_holder,
  iban: d.iban && formatIban(d.iban),
  bic: d.bic,
  bank_name: d.bank_name,
  staff_languages: d.staff_languages.filter(isLanguageCode),
  free_cancellation_hours: String(d.free_cancellation_hours),
});

interface Props {
  token: string;
  owner: boolean;
  details: CompanyDetails;
  onSaved(details: CompanyDetails): void;
}

export function DetailsForm({ token, owner, details, onSaved }: Props) {
  const t = useT('operator-company');
  const [form, setForm] = useState<Form>(() => formOf(details));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);

  const groups: { legend: string; fields: FieldSpec[] }[] = [
    {
      legend: t('groups.identity'),
      fields: [
        { name: 'legal_name', label: t('fields.legalName'), hint: t('fields.legalNameHint'), autoComplete: 'organization' },
        { name: 'trading_name', label: t('fields.tradingName'), hint: t('fields.tradingNameHint') },
        { name: 'registration_number', label: t('fields.registration') },
        { name: 'vat_number', label: t('fields.vat'), hint: t('fields.vatHint') },
      ],
    },
    {
      legend: t('groups.contact'),
      fields: [
        { name: 'street', label: t('fields.street'), autoComplete: 'street-address' },
        { name: 'postcode', label: t('fields.postcode'), autoComplete: 'postal-code' },
        { name: 'city', label: t('fields.city'), autoComplete: 'address-level2' },
        { name: 'country_code', label: t('fields.country'), hint: t('fields.countryHint'), autoComplete: 'country' },
        { name: 'phone', label: t('fields.phone'), hint: t('fields.phoneHint'), type: 'tel', autoComplete: 'tel' },
        { name: 'email', label: t('fields.email'), type: 'email', autoComplete: 'email' },
      ],
    },
    {
      legend: t('groups.bank'),
      fields: [
        { name: 'account_holder', label: t('fields.accountHolder') },
        { name: 'iban', label: t('fields.iban'), hint: errors.iban ? t('fields.ibanInvalid') : t('fields.ibanHint') },
        { name: 'bic', label: t('fields.bic'), hint: t('fields.bicHint') },
        { name: 'bank_name', label: t('fields.bank') },
      ],
    },
  ];
  const labels: Record<string, string> = Object.fromEntries(groups.flatMap((g) => g.fields.map((f) => [f.name, f.label])));
  labels.staff_languages = t('fields.languages');
  labels.free_cancellation_hours = t('fields.freeCancellation');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    try {
      const hours = form.free_cancellation_hours.trim();
      const saved = await saveCompanyDetails(token, {
        ...form,
        // A number when it is one; anything else goes as typed, so the server names the field.
        free_cancellation_hours: (hours !== '' && Number.isFinite(Number(hours)) ? Number(hours) : hours) as number,
      });
      setErrors({});
      setForm(formOf(saved));
      onSaved(saved);
      notify('success', t('details.saved'));
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      setAttempt((n) => n + 1);
      if (!Object.keys(fields).length) notify('error', t('details.failed'));
    } finally {
      setSending(false);
    }
  };

  const toggleLanguage = (code: LanguageCode, on: boolean) =>
    setForm({
      ...form,
      staff_languages: on
        ? LANGUAGES.map((l) => l.code).filter((c) => c === code || form.staff_languages.includes(c))
        : form.staff_languages.filter((c) => c !== code),
    });

  return (
    <section className="operator-card" aria-labelledby="company-details-heading">
      <h2 id="company-details-heading">{t('details.heading')}</h2>
      <p>{t('details.explain')}</p>
      {!owner && <p role="note">{t('details.readOnly')}</p>}
      <form className="operator-form" onSubmit={(e) => void submit(e)} noValidate data-testid="company-details">
        <ErrorSummary errors={errors} labels={labels} idOf={(name) => `company-${name}`} attempt={attempt} />
        <fieldset className="operator-fieldset" disabled={!owner}>
          {groups.map((group) => (
            <fieldset key={group.legend} className="operator-fieldset">
              <legend>{group.legend}</legend>
              {group.fields.map((field) => (
                <FormField key={field.name} id={`company-${field.name}`} label={field.label} hint={field.hint} error={errors[field.name]}>
                  {(control) => (
                    <input
                      {...control}
                      name={field.name}
                      type={field.type ?? 'text'}
                      autoComplete={field.autoComplete ?? 'off'}
                      value={form[field.name]}
                      onChange={(e) => setForm({ ...form, [field.name]: e.target.value })}
                    />
                  )}
                </FormField>
              ))}
            </fieldset>
          ))}
          <fieldset className="operator-fieldset">
            <legend>{t('groups.bookings')}</legend>
            <fieldset
              id="company-staff_languages"
              className="operator-choices"
              aria-describedby={errors.staff_languages ? 'company-staff_languages-error' : undefined}
            >
              <legend>{labels.staff_languages}</legend>
              {LANGUAGES.map((l) => (
                <label key={l.code} lang={l.tag}>
                  <input
                    type="checkbox"
                    name="staff_languages"
                    value={l.code}
                    checked={form.staff_languages.includes(l.code)}
                    onChange={(e) => toggleLanguage(l.code, e.target.checked)}
                  />{' '}
                  {l.name}
                </label>
              ))}
              {errors.staff_languages && (
                <p id="company-staff_languages-error" className="form-field__error">
                  {t('fields.languagesError')}
                </p>
              )}
            </fieldset>
            <FormField
              id="company-free_cancellation_hours"
              label={labels.free_cancellation_hours}
              hint={t('fields.freeCancellationHint', { max: MAX_FREE_CANCELLATION_HOURS })}
              error={errors.free_cancellation_hours}
            >
              {(control) => (
                <input
                  {...control}
                  name="free_cancellation_hours"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_FREE_CANCELLATION_HOURS}
                  step={1}
                  value={form.free_cancellation_hours}
                  onChange={(e) => setForm({ ...form, free_cancellation_hours: e.target.value })}
                />
              )}
            </FormField>
          </fieldset>
          {owner && <SubmitButton pending={sending}>{t('details.save')}</SubmitButton>}
        </fieldset>
      </form>
    </section>
  );
}
