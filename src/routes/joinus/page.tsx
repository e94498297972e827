import { useState } from 'react';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useLanguage } from '../../components/layout/language-root';
import { CREW_ROLES, CV_ACCEPT, CV_FIELD, CV_MAX_BYTES, CV_MAX_MIB, MESSAGE_MAX } from '../../contract/forms';
import { PhoneField } from '../../features/phone/phone-field';
import { FormField, SITE_FIELD_LOOK } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldMessageText, type RuleCode } from '../../components/form/field-messages';
import { FormResult } from '../../features/forms/form-result';
import { Honeypot } from '../../features/forms/honeypot';
import { useFormPost, type FormPost } from '../../features/forms/use-form-post';
import { useT } from '../../i18n/use-t';
import { SPOKEN_LANGUAGES } from './spoken-languages';
import stylesUrl from '../../features/forms/forms.css?url';

// P1: the crew application ("join us") with a CV (PDF or Word, at most 5 MiB, checked by its content on the
// server). Posted as multipart to this page's URL, with or without JavaScript (docs/decisions/023).
// Issue 30 item 11: with JavaScript a CV over the limit is refused as soon as it is chosen, and again on
// submit, before any upload (the server refuses it by its Content-Length anyway, but only after the wait).
export default function JoinUsPage({ route }: PageProps) {
  const post = useFormPost('joinus', { multipart: true, check: checkCv });
  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageIntro route={route} />
      <JoinUsForm key={post.generation} post={post} />
    </>
  );
}

function JoinUsForm({ post }: { post: FormPost }) {
  const lang = useLanguage();
  const t = useT('forms');
  const common = useT('common');
  const [phone, setPhone] = useState(post.valueOf('phone'));
  const languagesError = post.errors.languages;
  const spoken = post.valuesOf('languages');
  const labels = {
    first_name: t('fields.firstName'),
    last_name: t('fields.lastName'),
    email: t('fields.email'),
    phone: t('fields.phone'),
    role: t('fields.role'),
    years_experience: t('fields.years'),
    languages: t('fields.languages'),
    message: t('fields.about'),
    [CV_FIELD]: t('fields.cv'),
  };
  const field = (name: keyof typeof labels) => ({ id: post.idOf(name), label: labels[name], error: post.errors[name] });
  const role = post.inputProps('role');
  return (
    <form className="site-form" method="post" action={`/${lang}/joinus`} encType="multipart/form-data" onSubmit={post.onSubmit} noValidate>
      <FormResult post={post} />
      <ErrorSummary errors={post.errors} labels={labels} idOf={post.idOf} attempt={post.attempt} />
      <div className="site-form__row">
        <FormField {...field('first_name')}>
          {(control) => (
            <input {...control} {...post.inputProps('first_name')} type="text" autoComplete="given-name" maxLength={80} required />
          )}
        </FormField>
        <FormField {...field('last_name')}>
          {(control) => (
            <input {...control} {...post.inputProps('last_name')} type="text" autoComplete="family-name" maxLength={80} required />
          )}
        </FormField>
      </div>
      <div className="site-form__row">
        <FormField {...field('email')}>
          {(control) => <input {...control} {...post.inputProps('email')} type="email" autoComplete="email" maxLength={254} required />}
        </FormField>
        <FormField {...field('phone')}>
          {(control) => (
            <PhoneField
              id={control.id}
              name="phone"
              value={phone}
              onChange={setPhone}
              required
              invalid={control['aria-invalid']}
              errorId={control['aria-describedby']}
            />
          )}
        </FormField>
      </div>
      <div className="site-form__row">
        <FormField {...field('role')}>
          {(control) => (
            <select {...control} name={role.name} defaultValue={role.defaultValue || 'skipper'} required>
              {CREW_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`roles.${r}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField {...field('years_experience')}>
          {(control) => (
            <input
              {...control}
              {...post.inputProps('years_experience')}
              type="number"
              inputMode="numeric"
              min={0}
              max={60}
              step={1}
              required
            />
          )}
        </FormField>
      </div>
      {/* A group of checkboxes has a legend, not a label: the same message and wiring as a field's. */}
      <fieldset
        id={post.idOf('languages')}
        tabIndex={-1}
        aria-describedby={languagesError !== undefined ? `${post.idOf('languages')}-error` : undefined}
      >
        <legend>{labels.languages}</legend>
        <div className="site-form__choices">
          {SPOKEN_LANGUAGES.map((l) => (
            <label key={l.code} lang={l.code}>
              <input type="checkbox" name="languages" value={l.code} defaultChecked={spoken.includes(l.code)} />
              {l.name}
            </label>
          ))}
        </div>
        {languagesError !== undefined && (
          <p className={SITE_FIELD_LOOK.error} id={`${post.idOf('languages')}-error`}>
            {fieldMessageText(common, languagesError)}
          </p>
        )}
      </fieldset>
      <FormField {...field('message')}>
        {(control) => <textarea {...control} {...post.inputProps('message')} maxLength={MESSAGE_MAX} required />}
      </FormField>
      <FormField {...field(CV_FIELD)} hint={t('fields.cvHint', { max: CV_MAX_MIB })}>
        {(control) => (
          <input
            {...control}
            name={CV_FIELD}
            type="file"
            accept={CV_ACCEPT}
            onChange={(e) => post.mark(CV_FIELD, cvProblem(e.currentTarget.files?.[0]))}
          />
        )}
      </FormField>
      <Honeypot idPrefix="joinus" />
      <div>
        <SubmitButton pending={post.sending}>{t('joinus.submit')}</SubmitButton>
      </div>
    </form>
  );
}

const cvProblem = (file: File | undefined): RuleCode | undefined => (file && file.size > CV_MAX_BYTES ? 'cvTooLarge' : undefined);

function checkCv(form: HTMLFormElement): Record<string, string> {
  const input = form.elements.namedItem(CV_FIELD);
  const problem = cvProblem(input instanceof HTMLInputElement ? input.files?.[0] : undefined);
  return problem ? { [CV_FIELD]: problem } : {};
}
