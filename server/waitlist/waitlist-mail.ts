import type { Booking } from '../../src/contract/booking-api';
import { isLanguageCode, languageOf, type LanguageCode } from '../../src/contract/languages';
import { waitlistWithdrawPath } from '../../src/contract/waitlist-constants';
import { formatDay } from '../../src/lib/format-date';
import type { ApiContext } from '../api/endpoint';
import type { Mail } from '../mail/mailer';
import { namespaceTexts } from '../mail/namespace-texts';
import type { WaitlistRow } from './waitlist-store';

// The waiting list's mails (issue 28), in the visitor's language (namespace waitlist, key mail): on joining,
// what they wait for and the link to withdraw; when their turn comes, the option placed for them, how long
// it is held, the link to step two (the same page a visitor's own option leads to) and the withdraw link.
// A mail that fails is logged: the entry and the option stand whatever the mail server says.

const langOf = (language: string): LanguageCode => (isLanguageCode(language) ? language : 'en');

export async function sendWaitlistJoinedMail(ctx: ApiContext, entry: WaitlistRow): Promise<void> {
  const lang = langOf(entry.language);
  const t = (await namespaceTexts('waitlist'))(lang);
  const site = ctx.config.SITE_URL;
  const text = [
    t('mail.greeting', { name: `${entry.firstName} ${entry.lastName}` }),
    '',
    t('mail.joined.intro', { boat: entry.yachtName, start: formatDay(entry.dateStart, lang), end: formatDay(entry.dateEnd, lang) }),
    t('mail.joined.how'),
    '',
    t('mail.withdraw', { url: `${site}${waitlistWithdrawPath(lang, entry.withdrawToken)}` }),
    '',
    t('mail.signature'),
  ].join('\n');
  await send(ctx, { to: entry.email, subject: t('mail.joined.subject', { boat: entry.yachtName }), text });
}

export async function sendWaitlistOfferMail(ctx: ApiContext, booking: Booking, withdrawToken: string): Promise<void> {
  const lang = langOf(booking.language);
  const t = (await namespaceTexts('waitlist'))(lang);
  const site = ctx.config.SITE_URL;
  const until = new Intl.DateTimeFormat(languageOf(lang).tag, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(booking.expires_at ?? booking.server_time));
  const text = [
    t('mail.greeting', { name: `${booking.first_name} ${booking.last_name}` }),
    '',
    t('mail.offered.intro', {
      boat: booking.yacht.name,
      start: formatDay(booking.date_start, lang),
      end: formatDay(booking.date_end, lang),
    }),
    t('mail.offered.held', { until, reference: booking.reference }),
    '',
    // Step two's page, built from the access token as a visitor's own option leads there (booking-links.ts).
    t('mail.offered.link', { url: `${site}/${lang}/detailsfinal/${booking.access_token}` }),
    '',
    t('mail.withdraw', { url: `${site}${waitlistWithdrawPath(lang, withdrawToken)}` }),
    '',
    t('mail.signature'),
  ].join('\n');
  await send(ctx, { to: booking.email, subject: t('mail.offered.subject', { boat: booking.yacht.name }), text });
}

async function send(ctx: ApiContext, mail: Mail): Promise<void> {
  await ctx.mailer.send(mail).catch((err: unknown) => ctx.logger.error({ err }, 'waiting-list mail failed'));
}
