import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import type { Booking } from '../../src/contract/booking-api';
import { bookingPagePath } from '../../src/contract/booking-constants';
import { isLanguageCode, LANGUAGE_CODES, languageOf, type LanguageCode } from '../../src/contract/languages';
import type { ApiContext } from '../api/endpoint';
import { operatorAddress } from '../content/forms';
import { LOCALES_DIR } from '../i18n';
import { formatPercent, formatPrice } from '../../src/lib/format';
import { icsOf } from './ics';

// The booking mails (issue 12): to the customer in the booking's language (namespace booking-mail), the
// confirmation with the charter as an .ics attachment and the link to the booking's own page; a copy of
// each to the office (BOOKING_NOTIFY_EMAIL, else OPERATOR_EMAIL, else the MAIL_FROM address). A mail that fails is logged: the
// booking stands whatever the mail server says.

const NS = 'booking-mail';
let translator: Promise<(lang: LanguageCode) => TFunction> | undefined;

/** One i18next instance holding only this namespace, made on first use. */
function mailTexts(): Promise<(lang: LanguageCode) => TFunction> {
  translator ??= (async () => {
    const resources = Object.fromEntries(
      LANGUAGE_CODES.map((lng) => [lng, { [NS]: JSON.parse(readFileSync(join(LOCALES_DIR, lng, `${NS}.json`), 'utf8')) as object }]),
    );
    const instance = i18next.createInstance();
    await instance.init({ resources, ns: [NS], defaultNS: NS, fallbackLng: 'en', interpolation: { escapeValue: false } });
    return (lang) => instance.getFixedT(lang, NS);
  })();
  return translator;
}

export type BookingMailKind = 'reserved' | 'cancelled';

interface BookingLetter {
  subject: string;
  text: string;
  ics: string;
}

/** The customer's mail for a booking in its language; pure apart from the texts. */
async function bookingLetter(kind: BookingMailKind, booking: Booking, siteUrl: string, stamp: Date): Promise<BookingLetter> {
  const lang: LanguageCode = isLanguageCode(booking.language) ? booking.language : 'en';
  const t = (await mailTexts())(lang);
  const tag = languageOf(lang).tag;
  // Issue 30 item 5: the same words for an amount as the booking's pages in that language ("4.410 €" in German).
  const money = (amount: number) => formatPrice(amount, lang, booking.price.currency);
  const day = (iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const { yacht } = booking;
  const url = `${siteUrl}/${lang}/${bookingPagePath(booking.access_token)}`;
  const lines = [
    t('greeting', { name: `${booking.first_name} ${booking.last_name}` }),
    '',
    t(`${kind}.intro`, { boat: yacht.name }),
    '',
    t('reference', { reference: booking.reference }),
    t('boat', { boat: yacht.name, model: yacht.model.name, base: yacht.base.name, city: yacht.base.city }),
    t('dates', { start: day(booking.date_start), end: day(booking.date_end) }),
    t('people', { count: booking.people, product: t(`products.${booking.product}`) }),
    t('total', { amount: money(booking.price.total) }),
    t('payNow', { amount: money(booking.price.pay_now) }),
    t('atBase', { amount: money(booking.price.payable_at_base) }),
    t('deposit', { amount: money(booking.price.security_deposit) }),
  ];
  // Issue 28: who the contract is with, in every mail.
  const { company, payment } = booking;
  if (company) {
    lines.push(
      '',
      t('company', { name: company.legal_name }),
      `  ${company.address}`,
      ...(company.registration_number ? [`  ${company.registration_number}`] : []),
      ...(company.vat_number ? [`  ${company.vat_number}`] : []),
      `  ${[company.phone, company.email].filter(Boolean).join(' · ')}`,
    );
  }
  if (kind === 'reserved') {
    lines.push(
      '',
      t('plan'),
      ...booking.payment_plan.map((i) => `  ${t(`instalment.${i.kind}`, { date: day(i.due_date), amount: money(i.amount) })}`),
    );
    // How to pay: the company's own account and the booking's reference (issue 28).
    if (payment) {
      lines.push(
        '',
        t('transfer.intro', { holder: payment.account_holder }),
        `  ${t('transfer.iban', { iban: payment.iban })}`,
        `  ${t('transfer.bic', { bic: payment.bic })}${payment.bank_name ? `, ${payment.bank_name}` : ''}`,
        `  ${t('transfer.reference', { reference: payment.reference })}`,
      );
    } else if (company) lines.push('', t('transfer.pending', { name: company.legal_name }));
  } else {
    const fee = booking.cancellation.fee_charged ?? 0;
    const percent = fee > 0 ? Math.round((fee * 100) / Math.max(booking.price.pay_now, 1)) : 0;
    lines.push('', fee > 0 ? t('cancelled.fee', { amount: money(fee), percent: formatPercent(percent, lang) }) : t('cancelled.free'));
  }
  lines.push('', t('link', { url }));
  if (kind === 'reserved') lines.push(t('calendarNote'));
  lines.push('', t('signature'));
  return {
    subject: t(`${kind}.subject`, { reference: booking.reference }),
    text: lines.join('\n'),
    ics: await bookingIcs(booking, siteUrl, stamp),
  };
}

/** The booking's calendar file, in its language. */
export async function bookingIcs(booking: Booking, siteUrl: string, stamp: Date): Promise<string> {
  const lang: LanguageCode = isLanguageCode(booking.language) ? booking.language : 'en';
  const t = (await mailTexts())(lang);
  const { yacht } = booking;
  const names = { boat: yacht.name, model: yacht.model.name, base: yacht.base.name, reference: booking.reference };
  return icsOf({
    uid: `${booking.reference}@${new URL(siteUrl).hostname}`,
    stamp,
    dateStart: booking.date_start,
    dateEnd: booking.date_end,
    summary: t('calendar.summary', names),
    location: `${yacht.base.name}, ${yacht.base.city}`,
    description: t('calendar.description', names),
    url: `${siteUrl}/${lang}/${bookingPagePath(booking.access_token)}`,
    status:
      booking.status === 'option'
        ? 'TENTATIVE'
        : booking.status === 'cancelled' || booking.status === 'expired'
          ? 'CANCELLED'
          : 'CONFIRMED',
  });
}

export async function sendBookingMails(ctx: ApiContext, kind: BookingMailKind, booking: Booking): Promise<void> {
  const letter = await bookingLetter(kind, booking, ctx.config.SITE_URL, ctx.now());
  const attachments =
    kind === 'reserved'
      ? [{ filename: `${booking.reference}.ics`, content: letter.ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }]
      : [];
  const office = ctx.config.BOOKING_NOTIFY_EMAIL ?? operatorAddress(ctx.config);
  const mails = [
    { to: booking.email, subject: letter.subject, text: letter.text, attachments },
    {
      to: office,
      subject: `[${kind}] ${booking.reference}: ${booking.yacht.name}, ${booking.date_start} – ${booking.date_end}`,
      text: [
        `Customer: ${booking.first_name} ${booking.last_name}, ${booking.email}, ${booking.phone}`,
        ...(booking.message ? [`Message: ${booking.message}`] : []),
        '',
        letter.text,
      ].join('\n'),
      attachments,
    },
  ];
  for (const mail of mails) {
    await ctx.mailer.send(mail).catch((err: unknown) => ctx.logger.error({ err, reference: booking.reference }, 'booking mail failed'));
  }
}
