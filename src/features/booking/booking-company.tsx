import type { Booking } from '../../contract/booking-api';
import { useT } from '../../i18n/use-t';
import { isReservation } from '../../contract/booking-constants';

// Issue 28: who the visitor books with and how to pay them. The charter company is named on every booking
// page (its legal name, address, registration, phone and e-mail); once the booking is reserved, the bank
// transfer's details follow — the company's own account and the booking's payment reference — so the money
// goes straight to the fleet that owns the boat.
export function BookingCompany({ booking }: { booking: Booking }) {
  const t = useT('booking');
  const { company, payment } = booking;
  if (!company) return null;
  const row = (label: string, value: string, testId?: string) => (
    <div className="booking-facts__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  const reserved = isReservation(booking.status);
  return (
    <>
      <section className="booking-block" aria-labelledby="booking-company-heading" data-testid="booking-company">
        <h2 id="booking-company-heading">{t('company.heading')}</h2>
        <p>{t('company.contract', { name: company.legal_name })}</p>
        <dl className="booking-facts">
          {row(t('company.name'), company.legal_name)}
          {row(t('company.address'), company.address)}
          {company.registration_number && row(t('company.registration'), company.registration_number)}
          {company.vat_number && row(t('company.vat'), company.vat_number)}
          {company.phone && row(t('company.phone'), company.phone)}
          {row(t('company.email'), company.email)}
        </dl>
      </section>
      {reserved && (
        <section className="booking-block" aria-labelledby="booking-pay-heading" data-testid="booking-payment">
          <h2 id="booking-pay-heading">{t('pay.heading')}</h2>
          {payment ? (
            <>
              <p>{t('pay.transfer', { holder: payment.account_holder })}</p>
              <dl className="booking-facts">
                {row(t('pay.holder'), payment.account_holder)}
                {row(t('pay.iban'), payment.iban, 'payment-iban')}
                {row(t('pay.bic'), payment.bic)}
                {payment.bank_name && row(t('pay.bank'), payment.bank_name)}
                {row(t('pay.reference'), payment.reference, 'payment-reference')}
              </dl>
            </>
          ) : (
            <p>{t('pay.pending', { name: company.legal_name })}</p>
          )}
        </section>
      )}
    </>
  );
}
