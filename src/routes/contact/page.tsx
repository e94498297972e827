import { useState } from 'react';
import { useLocation } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useLanguage } from '../../components/layout/language-root';
import { SLUG } from '../../contract/slug';
import { MESSAGE_MAX } from '../../contract/forms';
import { PhoneField } from '../../features/phone/phone-field';
import { FormField } from '../../features/forms/form-field';
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
  const phoneError = post.errorOf('phone');
  return (
    <form className="site-form" method="post" action={`/${lang}/contact`} onSubmit={post.onSubmit} noValidate>
      <FormResult post={post} />
      <div className="site-form__row">
        <FormField id={post.idOf('name')} label={t('fields.name')} error={post.errorOf('name')}>
          <input {...post.inputProps('name')} type="text" autoComplete="name" maxLength={120} required />
        </FormField>
        <FormField id={post.idOf('email')} label={t('fields.email')} error={post.errorOf('email')}>
          <input {...post.inputProps('email')} type="email" autoComplete="email" maxLength={254} required />
        </FormField>
      </div>
      <FormField id={post.idOf('phone')} label={t('fields.phoneOptional')} error={phoneError}>
        <PhoneField
          id={post.idOf('phone')}
          name="phone"
          value={phone}
          onChange={setPhone}
          invalid={Boolean(phoneError)}
          errorId={phoneError ? `${post.idOf('phone')}-error` : undefined}
        />
      </FormField>
      <FormField id={post.idOf('subject')} label={t('fields.subject')} error={post.errorOf('subject')}>
        <input {...post.inputProps('subject')} type="text" maxLength={200} required />
      </FormField>
      <FormField id={post.idOf('message')} label={t('fields.message')} error={post.errorOf('message')}>
        <textarea {...post.inputProps('message')} maxLength={MESSAGE_MAX} required />
      </FormField>
      {yacht && <input type="hidden" name="yacht_slug" value={yacht} />}
      <Honeypot idPrefix="contact" />
      <div>
        <button className="button" type="submit" disabled={post.sending}>
          {post.sending ? t('sending') : t('contact.submit')}
        </button>
      </div>
    </form>
  );
}
