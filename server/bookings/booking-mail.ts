import type { TFunction } from 'i18next';
import type { Booking } from '../../src/contract/booking-api';
import { bookingInvoicePath, bookingPagePath } from '../../src/contract/booking-constants';
import { isLanguageCode, languageOf, type LanguageCode } from '../../src/contract/languages';
import type { ApiContext } from '../api/endpoint';
import { operatorAddress } from '../content/forms';
import { namespaceTexts } from '../mail/namespace-texts';
import { formatPercent, formatPrice } from '../../src/lib/format';
import { icsOf } from './ics';
import { companyReader } from './office-mail';

// The booking mails (issue 12): to the customer in the booking's language (namespace booking-mail), the
// confirmation with the charter as an .ics attachment and the link to the booking's own page; a copy of
// each to the office (BOOKING_NOTIFY_EMAIL, else OPERATOR_EMAIL, else the MAIL_FROM address) in English, and
// (issue 28) to the charter company's own address in its staff's first language: the same facts, with the
// customer's contact, every date written for the reader's language. A mail that fails is logged: the
// booking stands whatever the mail server says.

const mailTexts = () => namespaceTexts('booking-mail');

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
  const lines = [
    t('greeting', { name: `${booking.first_name} ${booking.last_name}` }),
    '',
    kind === 'cancelled' && booking.ended_by === 'company'
      ? t('cancelled.byCompany', { boat: booking.yacht.name, company: booking.company?.legal_name ?? '', reason: booking.end_reason ?? '' })
      : t(`${kind}.intro`, { boat: booking.yacht.name }),
    '',
    ...factLines(t, lang, kind, booking, siteUrl),
  ];
  if (kind === 'reserved') lines.push(t('calendarNote'));
  lines.push('', t('signature'));
  return {
    subject: t(`${kind}.subject`, { reference: booking.reference }),
    text: lines.join('\n'),
    ics: await bookingIcs(booking, siteUrl, stamp),
  };
}

/**
 * The office's and the company's copy (issue 28) in the reader's language: who the customer is and what
 * they wrote, then the same facts as the customer's mail.
 */
async function officeLetter(
  kind: BookingMailKind,
  booking: Booking,
  lang: LanguageCode,
  siteUrl: string,
): Promise<Omit<BookingLetter, 'ics'>> {
  const t = (await mailTexts())(lang);
  const day = dayIn(lang);
  // The customer's language named in the reader's ("Deutsch" reads "German" to the office).
  const customerLanguage = isLanguageCode(booking.language)
    ? (new Intl.DisplayNames([languageOf(lang).tag], { type: 'language' }).of(languageOf(booking.language).tag) ?? booking.language)
    : booking.language;
  const lines = [
    t(`office.${kind}`, { reference: booking.reference }),
    '',
    t('office.customer', { name: `${booking.first_name} ${booking.last_name}`, email: booking.email, phone: booking.phone }),
    t('office.language', { language: customerLanguage }),
    ...(booking.message ? [t('office.message', { message: booking.message })] : []),
    '',
    ...factLines(t, lang, kind, booking, siteUrl),
  ];
  const names = { reference: booking.reference, boat: booking.yacht.name, start: day(booking.date_start), end: day(booking.date_end) };
  return { subject: t(`office.subject.${kind}`, names), text: lines.join('\n') };
}

/** "1. Juli 2026": a calendar date in the reader's language. */
const dayIn = (lang: LanguageCode) => {
  const format = new Intl.DateTimeFormat(languageOf(lang).tag, { dateStyle: 'long', timeZone: 'UTC' });
  return (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
};

/** The booking's facts, money and link in `lang`: the body every copy of the mail shares. */
function factLines(t: TFunction, lang: LanguageCode, kind: BookingMailKind, booking: Booking, siteUrl: string): string[] {
  // Issue 30 item 5: the same words for an amount as the booking's pages in that language ("4.410 €" in German).
  const money = (amount: number) => formatPrice(amount, lang, booking.price.currency);
  const day = dayIn(lang);
  const { yacht } = booking;
  const url = `${siteUrl}/${lang}/${bookingPagePath(booking.access_token)}`;
  const lines = [
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
    // Issue 28: the fee is a share of the charter price (never of money not paid), and the refund is stated.
    const fee = booking.cancellation.fee_charged ?? 0;
    const percent = fee > 0 ? Math.round((fee * 100) / Math.max(booking.cancellation.charter_price, 1)) : 0;
    lines.push('', fee > 0 ? t('cancelled.fee', { amount: money(fee), percent: formatPercent(percent, lang) }) : t('cancelled.free'));
    if (booking.received > 0) lines.push(t('cancelled.refund', { amount: money(booking.cancellation.refund_due ?? 0) }));
  }
  lines.push('', t('link', { url }));
  if (kind === 'reserved') lines.push(t('invoice', { url: `${siteUrl}/${lang}/${bookingInvoicePath(booking.access_token)}` }));
  return lines;
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
  // The office reads English; the company its staff's first language (issue 28).
  const readers: { to: string; lang: LanguageCode }[] = [
    { to: ctx.config.BOOKING_NOTIFY_EMAIL ?? operatorAddress(ctx.config), lang: 'en' },
    ...(await companyReader(ctx.db, booking.reference)),
  ];
  const mails = [{ to: booking.email, subject: letter.subject, text: letter.text, attachments }];
  for (const reader of readers) {
    const copy = await officeLetter(kind, booking, reader.lang, ctx.config.SITE_URL);
    mails.push({ to: reader.to, subject: copy.subject, text: copy.text, attachments });
  }
  for (const mail of mails) {
    await ctx.mailer.send(mail).catch((err: unknown) => ctx.logger.error({ err, reference: booking.reference }, 'booking mail failed'));
  }
}
