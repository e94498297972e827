import { CURRENCY } from '../contract/price-rules';
import { languageOf, type LanguageCode } from '../contract/languages';

// Issue 30 item 5 (docs/decisions/039): numbers, prices, lengths and percentages are written the way the page's
// language writes them, by Intl's rules: "€4,410" and "11.99 m" in English, "4.410 €" and "11,99 m" in
// German, "€ 4.410" in Dutch, "4410 €" in Spanish (no separator in a four-digit number there). This
// replaces C10's thousands commas in every language; prices in euros, lengths in metres and feet (C7).
// Machine-readable output (JSON-LD, the API) never comes here.
//
// Speed (issue 15): a search page writes a few hundred numbers. Making an Intl.NumberFormat costs as much
// as hundreds of format calls, so each is made once per language and kind; and whole numbers (nearly every
// price, count and year) are grouped by hand with the separator and the minimum grouping digits read from
// that same formatter, as Intl's format call takes several times as long. format.test.ts holds the hand
// path to Intl's answer for random numbers in all 12 languages.

interface Affixes {
  prefix: string;
  suffix: string;
  negativePrefix: string;
  negativeSuffix: string;
}

/** How one language writes a whole number, read once from Intl's own parts. */
interface Shape {
  numbers: Intl.NumberFormat;
  /** One and two decimals always ("4,0" stars, "39,34 ft"). */
  fixed: Record<1 | 2, Intl.NumberFormat>;
  group: string;
  /** Digits a number needs before it is grouped: 4 in most languages, 5 where "1234" stands ungrouped (es, it, lv). */
  groupFrom: number;
  plain: Affixes;
}

const shapes = new Map<LanguageCode, Shape>();

/** The text around the digits of 1 and −1 ("€", "\u00a0€", "-", "€\u00a0-"…). */
function affixesOf(format: Intl.NumberFormat, one: number): Affixes {
  const around = (n: number) => {
    const parts = format.formatToParts(n);
    const first = parts.findIndex((p) => p.type === 'integer');
    const last = parts.findLastIndex((p) => p.type === 'integer');
    const text = (from: number, to: number) =>
      parts
        .slice(from, to)
        .map((p) => p.value)
        .join('');
    return { prefix: text(0, first), suffix: text(last + 1, parts.length) };
  };
  const positive = around(one);
  const negative = around(-one);
  return { prefix: positive.prefix, suffix: positive.suffix, negativePrefix: negative.prefix, negativeSuffix: negative.suffix };
}

const fixedDigits = (tag: string, digits: number) =>
  new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits });

function shapeOf(lang: LanguageCode): Shape {
  let shape = shapes.get(lang);
  if (!shape) {
    const tag = languageOf(lang).tag;
    const numbers = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
    const group = numbers.formatToParts(1_234_567).find((p) => p.type === 'group')?.value ?? '';
    shape = {
      numbers,
      fixed: { 1: fixedDigits(tag, 1), 2: fixedDigits(tag, 2) },
      group,
      groupFrom: numbers.formatToParts(1000).some((p) => p.type === 'group') ? 4 : 5,
      plain: affixesOf(numbers, 1),
    };
    shapes.set(lang, shape);
  }
  return shape;
}

/** A safe, non-negative-zero integer's digits, grouped as the language groups them. */
function grouped(n: number, shape: Shape, affixes: Affixes): string {
  const digits = String(Math.abs(n));
  let out = digits;
  if (digits.length >= shape.groupFrom) {
    let i = digits.length % 3 || 3;
    out = digits.slice(0, i);
    for (; i < digits.length; i += 3) out += shape.group + digits.slice(i, i + 3);
  }
  return n < 0 ? affixes.negativePrefix + out + affixes.negativeSuffix : affixes.prefix + out + affixes.suffix;
}

const isWhole = (n: number) => Number.isSafeInteger(n) && !Object.is(n, -0);

/** 12345 → "12,345" (en), "12.345" (de), "12 345" (fr, with a narrow no-break space); 12.5 → "12.5" / "12,5". */
export function formatNumber(n: number, lang: LanguageCode): string {
  const shape = shapeOf(lang);
  return isWhole(n) ? grouped(n, shape, shape.plain) : shape.numbers.format(n);
}

interface Money {
  format: Intl.NumberFormat;
  affixes: Affixes;
}

const moneys = new Map<string, Money | null>();

/** The language's whole-unit formatter for a currency; null for a code Intl does not take. */
function moneyOf(lang: LanguageCode, currency: string): Money | null {
  const key = `${lang} ${currency}`;
  let money = moneys.get(key);
  if (money === undefined) {
    try {
      // narrowSymbol: "€" in every language (Ukrainian's plain symbol for the euro is "EUR").
      const format = new Intl.NumberFormat(languageOf(lang).tag, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 0,
      });
      money = { format, affixes: affixesOf(format, 1) };
    } catch {
      money = null;
    }
    moneys.set(key, money);
  }
  return money;
}

/** 4410 → "€4,410" (en), "4.410 €" (de), "€ 4.410" (nl): whole units, as the API's prices are. */
export function formatPrice(n: number, lang: LanguageCode, currency: string = CURRENCY): string {
  const whole = Math.round(n);
  const money = moneyOf(lang, currency);
  if (!money) return `${currency} ${formatNumber(whole, lang)}`;
  return isWhole(whole) ? grouped(whole, shapeOf(lang), money.affixes) : money.format.format(whole);
}

const percents = new Map<LanguageCode, Intl.NumberFormat>();

/** A percentage given in percent: 15 → "15%" (en), "15 %" (de), "%15" (tr). */
export function formatPercent(percent: number, lang: LanguageCode): string {
  let format = percents.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(languageOf(lang).tag, { style: 'percent', maximumFractionDigits: 1 });
    percents.set(lang, format);
  }
  return format.format(percent / 100);
}

/** 4 → "4.0" (en), "4,0" (de): a rating, or feet, with a set number of decimals. */
export function formatFixed(n: number, lang: LanguageCode, digits: 1 | 2): string {
  return shapeOf(lang).fixed[digits].format(n);
}

/** §9: metres × 3.28084, two decimals. */
const FEET_PER_METRE = 3.28084;

export function feetOf(metres: number): number {
  return Math.round(metres * FEET_PER_METRE * 100) / 100;
}

/** 12.35 → "12.35 m (40.52 ft)" (en), "12,35 m (40,52 ft)" (de). */
export function formatLength(metres: number, lang: LanguageCode): string {
  return `${formatNumber(metres, lang)} m (${formatFixed(feetOf(metres), lang, 2)} ft)`;
}

/** "Bavaria" + "Cruiser 34" → "Bavaria Cruiser 34"; a model already named with its shipyard is left as it is. */
export function modelName(shipyard: string, model: string): string {
  return model.toLowerCase().startsWith(shipyard.toLowerCase()) ? model : `${shipyard} ${model}`;
}
