import type { BookingPrice, PriceLine } from '../../contract/booking-api';
import type { Quote } from '../../contract/catalog-api';
import { extraTotal, type ExtraUnit } from '../../contract/price-rules';

// B1: step one shows the price the option will carry, line by line, as the visitor ticks extras. The
// charter, the discount and the obligatory extras are the server's quote; the chosen extras are the boat's
// prices from the server through the same rule the server applies (price-rules.ts). It is a preview: the
// option is priced by the server from its own data, and step two shows that price.

export interface OptionalExtra {
  id: number;
  name: string;
  price: number;
  unit: ExtraUnit;
  payable_at_base: boolean;
}

export function previewPrice(
  quote: Quote,
  extras: readonly OptionalExtra[],
  chosen: ReadonlySet<number>,
  deposit: number,
  people: number,
): BookingPrice {
  const lines: PriceLine[] = [{ kind: 'charter', name: null, amount: quote.list_price, payable_at_base: false }];
  if (quote.list_price > quote.price)
    lines.push({ kind: 'discount', name: null, amount: quote.price - quote.list_price, payable_at_base: false });
  for (const e of quote.obligatory_extras)
    lines.push({ kind: 'obligatory_extra', name: e.name, amount: e.total, payable_at_base: e.payable_at_base });
  for (const e of extras) {
    if (!chosen.has(e.id)) continue;
    lines.push({
      kind: 'optional_extra',
      name: e.name,
      amount: extraTotal(e.price, e.unit, quote.charged_days, people),
      payable_at_base: e.payable_at_base,
    });
  }
  const atBase = lines.filter((l) => l.payable_at_base).reduce((sum, l) => sum + l.amount, 0);
  const payNow = lines.filter((l) => !l.payable_at_base).reduce((sum, l) => sum + l.amount, 0);
  return { lines, pay_now: payNow, payable_at_base: atBase, total: payNow + atBase, security_deposit: deposit, currency: quote.currency };
}
