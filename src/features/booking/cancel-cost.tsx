import type { Booking } from '../../contract/booking-api';
import { useT } from '../../i18n/use-t';
import { formatPercent, formatPrice } from '../../lib/format';
import { useLanguage } from '../../components/layout/language-root';

// Issue 28: what cancelling now costs, shown before the visitor confirms it — the exact fee and the rule that
// sets it (an option, the free window, or the scale as a share of the charter price), and the refund of what
// the company has received. No fee is described as a share of money that was not paid.
export function CancelCost({ booking }: { booking: Booking }) {
  const t = useT('booking');
  const lang = useLanguage();
  const today = booking.cancellation.today;
  if (!today.allowed) return null;
  const money = (amount: number) => formatPrice(amount, lang, booking.price.currency);
  const owed = today.fee - Math.min(today.fee, booking.received);
  return (
    <div data-testid="cancel-cost">
      <p>
        {today.rule === 'scale'
          ? t('own.cancelFee', {
              fee: money(today.fee),
              percent: formatPercent(today.fee_percent, lang),
              price: money(booking.cancellation.charter_price),
            })
          : t(today.rule === 'option' ? 'own.cancelFree' : 'own.cancelFreeWindow')}
      </p>
      {booking.received > 0 && <p>{t('own.cancelRefund', { received: money(booking.received), refund: money(today.refund) })}</p>}
      {owed > 0 && <p>{t('own.cancelOwed', { amount: money(owed) })}</p>}
    </div>
  );
}
