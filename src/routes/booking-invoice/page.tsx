import { useLocation } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageHead } from '../../components/head/page-head';
import { BookingPending } from '../../features/booking/booking-pending';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { useBooking } from '../../api/booking';
import { formatPrice } from '../../lib/format';
import { formatDate } from '../../lib/format-date';
import stylesUrl from './invoice.css?url';

// Issue 28: a booking's pro-forma invoice, to print or keep — the charter company as its issuer (the visitor's
// contract and payments are with it, never with the site), the customer, the charter and extras line by line,
// what is paid before the charter and what at the base, the instalments with their due dates, and the bank
// transfer's details with the RF reference. It says plainly that it is not a tax invoice.
export default function BookingInvoicePage({ route }: PageProps) {
  const t = useT('invoice');
  const tb = useT('booking');
  const lang = useLanguage();
  const location = useLocation();
  const token = location.pathname.split('/').at(-2) ?? '';
  const { booking, error } = useBooking(token);
  if (!booking) return <BookingPending route={route} failed={error !== undefined} />;
  const { price, company, payment, yacht } = booking;
  const money = (amount: number) =>
    amount < 0 ? `−${formatPrice(-amount, lang, price.currency)}` : formatPrice(amount, lang, price.currency);
  const label = (kind: string, name: string | null) =>
    kind === 'charter' ? tb('price.charter') : kind === 'discount' ? t('discount') : (name ?? '');
  const issued = (booking.reserved_at ?? booking.created_at).slice(0, 10);
  return (
    <article className="invoice" data-testid="invoice">
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageHead title={t('title', { reference: booking.reference })} description={t('description')} canonical={false} noindex />
      <h1>{t('heading', { reference: booking.reference })}</h1>
      <p className="invoice__note" data-testid="invoice-note">
        {t('notTax')}
      </p>
      <p>{t('issued', { date: formatDate(issued, lang) })}</p>
      <div className="invoice__parties">
        <section aria-labelledby="invoice-issuer">
          <h2 id="invoice-issuer">{t('issuer')}</h2>
          {company ? (
            <address data-testid="invoice-issuer">
              <strong>{company.legal_name}</strong>
              <br />
              {company.address}
              <br />
              {t('registration', { number: company.registration_number })}
              {company.vat_number && (
                <>
                  <br />
                  {t('vat', { number: company.vat_number })}
                </>
              )}
              <br />
              {[company.phone, company.email].filter(Boolean).join(' · ')}
            </address>
          ) : (
            <p>{t('noCompany')}</p>
          )}
        </section>
        <section aria-labelledby="invoice-customer">
          <h2 id="invoice-customer">{t('customer')}</h2>
          <address>
            <strong>
              {booking.first_name} {booking.last_name}
            </strong>
            <br />
            {booking.email}
            <br />
            {booking.phone}
          </address>
        </section>
      </div>
      <h2>{t('charter')}</h2>
      <p>
        {t('charterLine', {
          boat: yacht.name,
          model: yacht.model.name,
          base: `${yacht.base.name}, ${yacht.base.city}`,
          start: formatDate(booking.date_start, lang),
          end: formatDate(booking.date_end, lang),
        })}{' '}
        {tb(`product.${booking.product}`)}, {t('people', { number: booking.people })}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('item')}</th>
            <th scope="col">{t('where')}</th>
            <th scope="col" className="invoice__amount">
              {t('amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {price.lines.map((l, i) => (
            <tr key={`${l.kind}-${i}`}>
              <td>{label(l.kind, l.name)}</td>
              <td>{l.payable_at_base ? tb('price.payAtBase') : tb('price.payNow')}</td>
              <td className="invoice__amount">{money(l.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>{tb('price.payNow')}</td>
            <td className="invoice__amount" data-testid="invoice-pay-now">
              {money(price.pay_now)}
            </td>
          </tr>
          <tr>
            <td colSpan={2}>{tb('price.payAtBase')}</td>
            <td className="invoice__amount">{money(price.payable_at_base)}</td>
          </tr>
          <tr className="invoice__total">
            <td colSpan={2}>{tb('price.total')}</td>
            <td className="invoice__amount">{money(price.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p>{tb('price.deposit', { amount: money(price.security_deposit) })}</p>
      <h2>{tb('plan.heading')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('instalment')}</th>
            <th scope="col">{t('dueDate')}</th>
            <th scope="col">{t('state')}</th>
            <th scope="col" className="invoice__amount">
              {t('amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {booking.payment_plan.map((p) => (
            <tr key={p.kind}>
              <td>{tb(`plan.${p.kind}`)}</td>
              <td>{formatDate(p.due_date, lang)}</td>
              <td>{p.received_on ? tb('plan.received', { date: formatDate(p.received_on, lang) }) : tb(`plan.state.${p.state}`)}</td>
              <td className="invoice__amount">{money(p.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {booking.received > 0 && <p>{tb('plan.receivedTotal', { amount: money(booking.received), of: money(price.pay_now) })}</p>}
      <h2>{tb('pay.heading')}</h2>
      {payment ? (
        <dl data-testid="invoice-transfer">
          <dt>{tb('pay.holder')}</dt>
          <dd>{payment.account_holder}</dd>
          <dt>{tb('pay.iban')}</dt>
          <dd>{payment.iban}</dd>
          <dt>{tb('pay.bic')}</dt>
          <dd>
            {payment.bic}
            {payment.bank_name ? `, ${payment.bank_name}` : ''}
          </dd>
          <dt>{tb('pay.reference')}</dt>
          <dd className="invoice__reference">{payment.reference}</dd>
        </dl>
      ) : (
        company && <p>{tb('pay.pending', { name: company.legal_name })}</p>
      )}
      <p>{t('payee', { name: company?.legal_name ?? t('theCompany') })}</p>
      <p className="invoice__print">
        <button type="button" className="button" onClick={() => window.print()}>
          {t('print')}
        </button>
      </p>
    </article>
  );
}
