import type { Booking } from '../../src/contract/booking-api';
import { bookingPagePath } from '../../src/contract/booking-constants';
import { isLanguageCode, languageOf, type LanguageCode } from '../../src/contract/languages';
import type { MoneyMovement } from '../../src/contract/payment-plan';
import { formatPrice } from '../../src/lib/format';
import type { ApiContext } from '../api/endpoint';
import { namespaceTexts } from '../mail/namespace-texts';

// The money mails to the visitor (issue 28), in the booking's language (namespace payment-mail): the receipt
// when the company records a payment or a refund (amount, the day received, what remains and when), and the
// reminders before an instalment's due day and once it is overdue. They name the company, whom the visitor
// pays. A mail that fails is logged: what was recorded stands whatever the mail server says.

type MailContext = Pick<ApiContext, 'config' | 'mailer' | 'logger'>;

async function letterTools(booking: Booking, siteUrl: string) {
  const lang: LanguageCode = isLanguageCode(booking.language) ? booking.language : 'en';
  const t = (await namespaceTexts('payment-mail'))(lang);
  const tag = languageOf(lang).tag;
  const money = (amount: number) => formatPrice(amount, lang, booking.price.currency);
  const day = (iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const company = booking.company?.legal_name ?? t('theCompany');
  const url = `${siteUrl}/${lang}/${bookingPagePath(booking.access_token)}`;
  const head = [t('greeting', { name: `${booking.first_name} ${booking.last_name}` }), ''];
  const foot = ['', t('reference', { reference: booking.reference, boat: booking.yacht.name }), t('link', { url }), '', t('signature')];
  return { t, money, day, company, head, foot };
}

/** What is still owed and when: the instalments not yet received, or that everything is. */
function remainingLines(booking: Booking, tools: Awaited<ReturnType<typeof letterTools>>): string[] {
  const { t, money, day } = tools;
  const open = booking.payment_plan.filter((i) => i.state !== 'received');
  if (open.length === 0) return [t('allReceived')];
  const owed = Math.max(0, booking.price.pay_now - booking.received);
  return [
    t('remaining', { amount: money(owed) }),
    ...open.map((i) => `  ${t(`instalment.${i.kind}`, { date: day(i.due_date), amount: money(i.amount) })}`),
  ];
}

async function send(ctx: MailContext, booking: Booking, subject: string, lines: string[]): Promise<void> {
  await ctx.mailer
    .send({ to: booking.email, subject, text: lines.join('\n') })
    .catch((err: unknown) => ctx.logger.error({ err, reference: booking.reference }, 'payment mail failed'));
}

export async function sendPaymentReceipt(ctx: MailContext, booking: Booking, movement: MoneyMovement): Promise<void> {
  const tools = await letterTools(booking, ctx.config.SITE_URL);
  const { t, money, day, company } = tools;
  const amount = money(movement.amount);
  const lines =
    movement.kind === 'payment'
      ? [
          t('receipt.received', { company, amount, date: day(movement.received_on) }),
          t('receipt.total', { amount: money(booking.received), of: money(booking.price.pay_now) }),
          ...(booking.status === 'confirmed' || booking.status === 'paid' ? [t(`receipt.status.${booking.status}`)] : []),
          '',
          ...remainingLines(booking, tools),
        ]
      : [t('refund.sent', { company, amount, date: day(movement.received_on) })];
  const subject = t(movement.kind === 'payment' ? 'receipt.subject' : 'refund.subject', { reference: booking.reference });
  await send(ctx, booking, subject, [...tools.head, ...lines, ...tools.foot]);
}

export async function sendReminder(ctx: MailContext, booking: Booking, index: number, kind: 'due_soon' | 'overdue'): Promise<void> {
  const tools = await letterTools(booking, ctx.config.SITE_URL);
  const { t, money, day, company } = tools;
  const instalment = booking.payment_plan[index]!;
  const what = { amount: money(instalment.amount), date: day(instalment.due_date), company, what: t(`kind.${instalment.kind}`) };
  const lines = [t(`${kind}.intro`, what), ''];
  if (booking.payment) {
    lines.push(
      t('transfer.intro', { holder: booking.payment.account_holder }),
      `  IBAN: ${booking.payment.iban}`,
      `  BIC: ${booking.payment.bic}`,
      `  ${t('transfer.reference', { reference: booking.payment.reference })}`,
      '',
    );
  }
  lines.push(t(`${kind}.note`, { company }));
  await send(ctx, booking, t(`${kind}.subject`, { reference: booking.reference }), [...tools.head, ...lines, ...tools.foot]);
}
