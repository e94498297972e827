import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAQ } from '../../server/db/seed/facts/faq';

// Issue 28 (docs/decisions/038): one set of words for a booking's states everywhere. The pages' words are
// the `status.*` keys of locales/<lang>/booking.json; the FAQ, the terms and the mails must use them as the
// pages do: "confirmed" only for what the company has received the first instalment of (never for a booking
// the visitor has only reserved), "paid in full" for every instalment received, and the terms name each live
// state. No text says the site passes payments on (the visitor pays the company directly) or calls a fee a
// share of an amount "paid online".

const read = (lang: string, ns: string): unknown => JSON.parse(readFileSync(join('locales', lang, `${ns}.json`), 'utf8'));

/** Every string of a locale file (or part of one). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const sentences = (texts: string[]) => texts.flatMap((t) => t.split(/(?<=[.;!?])\s+/));

interface LanguageRules {
  /** What tells a sentence speaks of money received by the company. */
  money: RegExp;
  /** Ways of saying the site handles the visitor's payments. */
  passesPayments: RegExp;
  /** A fee as a share of an amount paid online. */
  paidOnline: RegExp;
}

const RULES: Record<'en' | 'de', LanguageRules> = {
  en: {
    money: /instalment|payment|received/i,
    passesPayments: /pass(es|ing)? (your )?payments on|payable to us/i,
    paidOnline: /paid online/i,
  },
  de: {
    money: /Rate|Zahlung|erhalten/i,
    passesPayments: /Weiterleitung Ihrer Zahlungen|an uns zu zahlen/i,
    paidOnline: /online (zu zahlen|bezahlt)/i,
  },
};

describe.each(Object.entries(RULES))('the state words in %s (issue 28)', (lang, rules) => {
  const status = (read(lang, 'booking') as { status: Record<string, string> }).status;
  const terms = strings((read(lang, 'legal') as { terms: unknown }).terms);
  const faq = FAQ.flatMap((f) => [f.question[lang as 'en'], f.answer[lang as 'en']]);
  const mails = [...strings(read(lang, 'booking-mail')), ...strings(read(lang, 'payment-mail'))];
  const pages = strings(read(lang, 'booking'));
  const everywhere = { faq, terms, mails, pages };
  const word = (state: string) => new RegExp(`(?<!\\p{L})${status[state]!}(?!\\p{L})`, 'iu');

  it('"confirmed" is said only of a booking whose first instalment the company has received', () => {
    for (const [where, texts] of Object.entries(everywhere)) {
      for (const sentence of sentences(texts)) {
        if (word('confirmed').test(sentence) && sentence.trim() !== status.confirmed) {
          expect(sentence, `${where}: "${status.confirmed}" without the money that makes it so`).toMatch(rules.money);
        }
      }
    }
  });

  it('the terms name the live states with the pages’ words', () => {
    for (const state of ['reserved', 'confirmed', 'paid'] as const) {
      expect(
        terms.some((t) => word(state).test(t)),
        `${lang} terms say "${status[state]}"`,
      ).toBe(true);
    }
  });

  it('no text says the site handles the visitor’s payments, or calls a fee a share of money paid online', () => {
    for (const [where, texts] of Object.entries(everywhere)) {
      for (const text of texts) {
        expect(text, where).not.toMatch(rules.passesPayments);
        expect(text, where).not.toMatch(rules.paidOnline);
      }
    }
  });
});
