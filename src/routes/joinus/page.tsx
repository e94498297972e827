import { useState } from 'react';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useLanguage } from '../../components/layout/language-root';
import { CREW_ROLES, CV_ACCEPT, CV_FIELD, MESSAGE_MAX } from '../../contract/forms';
import { FORM_TEXT_VALUES } from '../../features/forms/field-message';
import { PhoneField } from '../../features/phone/phone-field';
import { FormField, describedBy } from '../../features/forms/form-field';
import { FormResult } from '../../features/forms/form-result';
import { Honeypot } from '../../features/forms/honeypot';
import { useFormPost, type FormPost } from '../../features/forms/use-form-post';
import { useT } from '../../i18n/use-t';
import { SPOKEN_LANGUAGES } from './spoken-languages';
import stylesUrl from '../../features/forms/forms.css?url';

// P1: the crew application ("join us") with a CV (PDF or Word, at most 5 MiB, checked by its content on the
// server). Posted as multipart to this page's URL, with or without JavaScript (docs/decisions/023).
export default function JoinUsPage({ route }: PageProps) {
  const post = useFormPost('joinus', { multipart: true });
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
  const [phone, setPhone] = useState(post.valueOf('phone'));
  const phoneError = post.errorOf('phone');
  const languagesError = post.errorOf('languages');
  const cvError = post.errorOf(CV_FIELD);
  const spoken = post.valuesOf('languages');
  const role = post.inputProps('role');
  return (
    <form className="site-form" method="post" action={`/${lang}/joinus`} encType="multipart/form-data" onSubmit={post.onSubmit} noValidate>
      <FormResult post={post} />
      <div className="site-form__row">
        <FormField id={post.idOf('first_name')} label={t('fields.firstName')} error={post.errorOf('first_name')}>
          <input {...post.inputProps('first_name')} type="text" autoComplete="given-name" maxLength={80} required />
        </FormField>
        <FormField id={post.idOf('last_name')} label={t('fields.lastName')} error={post.errorOf('last_name')}>
          <input {...post.inputProps('last_name')} type="text" autoComplete="family-name" maxLength={80} required />
        </FormField>
      </div>
      <div className="site-form__row">
        <FormField id={post.idOf('email')} label={t('fields.email')} error={post.errorOf('email')}>
          <input {...post.inputProps('email')} type="email" autoComplete="email" maxLength={254} required />
        </FormField>
        <FormField id={post.idOf('phone')} label={t('fields.phone')} error={phoneError}>
          <PhoneField
            id={post.idOf('phone')}
            name="phone"
            value={phone}
            onChange={setPhone}
            required
            invalid={Boolean(phoneError)}
            errorId={phoneError ? `${post.idOf('phone')}-error` : undefined}
          />
        </FormField>
      </div>
      <div className="site-form__row">
        <FormField id={role.id} label={t('fields.role')} error={post.errorOf('role')}>
          <select {...role} defaultValue={role.defaultValue || 'skipper'} required>
            {CREW_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={post.idOf('years_experience')} label={t('fields.years')} error={post.errorOf('years_experience')}>
          <input {...post.inputProps('years_experience')} type="number" inputMode="numeric" min={0} max={60} step={1} required />
        </FormField>
      </div>
      <fieldset aria-describedby={languagesError ? `${post.idOf('languages')}-error` : undefined}>
        <legend>{t('fields.languages')}</legend>
        <div className="site-form__choices">
          {SPOKEN_LANGUAGES.map((l) => (
            <label key={l.code} lang={l.code}>
              <input type="checkbox" name="languages" value={l.code} defaultChecked={spoken.includes(l.code)} />
              {l.name}
            </label>
          ))}
        </div>
        {languagesError && (
          <p className="form-field__error" id={`${post.idOf('languages')}-error`}>
            {languagesError}
          </p>
        )}
      </fieldset>
      <FormField id={post.idOf('message')} label={t('fields.about')} error={post.errorOf('message')}>
        <textarea {...post.inputProps('message')} maxLength={MESSAGE_MAX} required />
      </FormField>
      <FormField id={post.idOf(CV_FIELD)} label={t('fields.cv')} hint={t('fields.cvHint', FORM_TEXT_VALUES)} error={cvError}>
        <input
          id={post.idOf(CV_FIELD)}
          name={CV_FIELD}
          type="file"
          accept={CV_ACCEPT}
          aria-invalid={cvError ? true : undefined}
          aria-describedby={describedBy(post.idOf(CV_FIELD), { hint: true, error: cvError })}
        />
      </FormField>
      <Honeypot idPrefix="joinus" />
      <div>
        <button className="button" type="submit" disabled={post.sending}>
          {post.sending ? t('sending') : t('joinus.submit')}
        </button>
      </div>
    </form>
  );
}
