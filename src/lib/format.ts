import { CURRENCY } from '../contract/price-rules';

// C10 and §9: numbers are shown with thousands commas in every language (the site's one number format,
// so a price reads the same in all 12), prices in euros, lengths in metres and feet (C7).

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 12345 → "12,345"; 12.5 → "12.5". */
export function formatNumber(n: number): string {
  // Whole numbers (nearly every price, count and year) are grouped here: Intl's format takes ten times as
  // long, and a search page writes a few hundred numbers (issue 15). format.test.ts holds both to one answer.
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return GROUPED.format(n);
  const digits = String(Math.abs(n));
  let i = digits.length % 3 || 3;
  let out = digits.slice(0, i);
  for (; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return n < 0 ? `-${out}` : out;
}

const CURRENCY_SIGN: Record<string, string> = { EUR: '€' };

/** 12345 → "€12,345" (whole euros: the API's prices are integers). */
export function formatPrice(n: number, currency: string = CURRENCY): string {
  return `${CURRENCY_SIGN[currency] ?? `${currency} `}${formatNumber(Math.round(n))}`;
}

/** §9: metres × 3.28084, two decimals. */
const FEET_PER_METRE = 3.28084;

export function feetOf(metres: number): number {
  return Math.round(metres * FEET_PER_METRE * 100) / 100;
}

/** 12.35 → "12.35 m (40.52 ft)". */
export function formatLength(metres: number): string {
  return `${formatNumber(metres)} m (${feetOf(metres).toFixed(2)} ft)`;
}

/** "Bavaria" + "Cruiser 34" → "Bavaria Cruiser 34"; a model already named with its shipyard is left as it is. */
export function modelName(shipyard: string, model: string): string {
  return model.toLowerCase().startsWith(shipyard.toLowerCase()) ? model : `${shipyard} ${model}`;
}
