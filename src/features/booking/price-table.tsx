import type { BookingPrice } from '../../contract/booking-api';
import { useT } from '../../i18n/use-t';
import { formatPercent, formatPrice } from '../../lib/format';
import { useLanguage } from '../../components/layout/language-root';
import type { DiscountKind } from '../../contract/discount-rules';

// The price of a booking line by line (B1, B2, thank-you, the booking's page): nothing found out late,
// what is paid now and what at the base told apart, the deposit said apart from the total. A discount rule's
// discount is named by its kind (issue 27: "Early booking −10 %"); an offer's, and a booking made before
// rules, as "Discount".
export function PriceTable({
  price,
  discountPercent,
  discountKind,
}: {
  price: BookingPrice;
  discountPercent?: number;
  discountKind?: DiscountKind | null;
}) {
  const t = useT('booking');
  const lang = useLanguage();
  const percent = formatPercent(discountPercent ?? 0, lang);
  const label = (kind: string, name: string | null) =>
    kind === 'charter'
      ? t('price.charter')
      : kind === 'discount'
        ? discountKind && discountKind !== 'offer'
          ? t(`price.discountKinds.${discountKind}`, { percent })
          : t('price.discount', { percent })
        : (name ?? '');
  return (
    <div className="booking-price" data-testid="booking-price">
      <dl className="booking-price__lines">
        {price.lines.map((l, i) => (
          <div key={`${l.kind}-${i}`} className="booking-price__line">
            <dt>
              {label(l.kind, l.name)}
              {l.kind === 'optional_extra' && <span className="booking-price__tag"> ({t('price.chosen')})</span>}
              {l.payable_at_base && <span className="booking-price__tag"> · {t('price.atBaseTag')}</span>}
            </dt>
            <dd>{l.amount < 0 ? `−${formatPrice(-l.amount, lang, price.currency)}` : formatPrice(l.amount, lang, price.currency)}</dd>
          </div>
        ))}
      </dl>
      <dl className="booking-price__sums">
        <div className="booking-price__line">
          <dt>{t('price.payNow')}</dt>
          <dd>{formatPrice(price.pay_now, lang, price.currency)}</dd>
        </div>
        <div className="booking-price__line">
          <dt>{t('price.payAtBase')}</dt>
          <dd>{formatPrice(price.payable_at_base, lang, price.currency)}</dd>
        </div>
        <div className="booking-price__line booking-price__total">
          <dt>{t('price.total')}</dt>
          <dd data-testid="booking-total">{formatPrice(price.total, lang, price.currency)}</dd>
        </div>
      </dl>
      {price.security_deposit > 0 && (
        <p className="booking-price__deposit">
          {t('price.deposit', { amount: formatPrice(price.security_deposit, lang, price.currency) })}
        </p>
      )}
    </div>
  );
}
