import { useState } from 'react';
import { useLocation } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useLanguage } from '../../components/layout/language-root';
import { SLUG } from '../../contract/slug';
import { MESSAGE_MAX } from '../../contract/forms';
import { PhoneField } from '../../features/phone/phone-field';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { FormResult } from '../../features/forms/form-result';
import { Honeypot } from '../../features/forms/honeypot';
import { useFormPost, type FormPost } from '../../features/forms/use-form-post';
import { useT } from '../../i18n/use-t';
import stylesUrl from '../../features/forms/forms.css?url';

// P1: the contact form. It posts to this page's URL: without JavaScript the server answers with this page
// and the outcome; with JavaScript the answer comes in place (docs/decisions/023). `?yacht={slug}` (a boat
// page's "ask about this boat") is sent along.
export default function ContactPage({ route }: PageProps) {
  const post = useFormPost('contact');
  const { search } = useLocation();
  const yacht = new URLSearchParams(search).get('yacht') ?? post.valueOf('yacht_slug');
  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageIntro route={route} />
      <ContactForm key={post.generation} post={post} yacht={SLUG.test(yacht) ? yacht : ''} />
    </>
  );
}

function ContactForm({ post, yacht }: { post: FormPost; yacht: string }) {
  const lang = useLanguage();
  const t = useT('forms');
  const [phone, setPhone] = useState(post.valueOf('phone'));
  const labels = {
    name: t('fields.name'),
    email: t('fields.email'),
    phone: t('fields.phoneOptional'),
    subject: t('fields.subject'),
    message: t('fields.message'),
  };
  const field = (name: keyof typeof labels) => ({ id: post.idOf(name), label: labels[name], error: post.errors[name] });
  return (
    <form className="site-form" method="post" action={`/${lang}/contact`} onSubmit={post.onSubmit} noValidate>
      <FormResult post={post} />
      <ErrorSummary errors={post.errors} labels={labels} idOf={post.idOf} attempt={post.attempt} />
      <div className="site-form__row">
        <FormField {...field('name')}>
          {(control) => <input {...control} {...post.inputProps('name')} type="text" autoComplete="name" maxLength={120} required />}
        </FormField>
        <FormField {...field('email')}>
          {(control) => <input {...control} {...post.inputProps('email')} type="email" autoComplete="email" maxLength={254} required />}
        </FormField>
      </div>
      <FormField {...field('phone')}>
        {(control) => (
          <PhoneField
            id={control.id}
            name="phone"
            value={phone}
            onChange={setPhone}
            invalid={control['aria-invalid']}
            errorId={control['aria-describedby']}
          />
        )}
      </FormField>
      <FormField {...field('subject')}>
        {(control) => <input {...control} {...post.inputProps('subject')} type="text" maxLength={200} required />}
      </FormField>
      <FormField {...field('message')}>
        {(control) => <textarea {...control} {...post.inputProps('message')} maxLength={MESSAGE_MAX} required />}
      </FormField>
      {yacht && <input type="hidden" name="yacht_slug" value={yacht} />}
      <Honeypot idPrefix="contact" />
      <div>
        <SubmitButton pending={post.sending}>{t('contact.submit')}</SubmitButton>
      </div>
    </form>
  );
}
