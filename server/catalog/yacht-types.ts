import { languageOf, type LanguageCode } from '../../src/contract/languages';

// A6: yacht types come in the site's fixed order, ids 0,1,2,4,7,6,3,8,5,9,10,11,13 first, then the rest
// by id; names are shown with each word capitalised.
const YACHT_TYPE_ORDER = [0, 1, 2, 4, 7, 6, 3, 8, 5, 9, 10, 11, 13] as const;

function rank(id: number): number {
  const position = (YACHT_TYPE_ORDER as readonly number[]).indexOf(id);
  return position === -1 ? YACHT_TYPE_ORDER.length : position;
}

export function sortYachtTypes<T extends { id: number }>(types: readonly T[]): T[] {
  return [...types].sort((a, b) => rank(a.id) - rank(b.id) || a.id - b.id);
}

// Every card names its type, and a locale's capitals were 1.2 % of the main thread under mixed traffic
// (issue 15): each name is written once per language. The names are the database's types, a short list.
const capitalisedNames = new Map<string, string>();

/** `sailing yacht` → `Sailing Yacht`, with the language's own capitals (Turkish `i` → `İ`). */
export function capitaliseWords(name: string, locale: LanguageCode): string {
  const key = `${locale} ${name}`;
  let capitalised = capitalisedNames.get(key);
  if (capitalised === undefined) {
    const tag = languageOf(locale).tag;
    capitalised = name.replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toLocaleUpperCase(tag));
    capitalisedNames.set(key, capitalised);
  }
  return capitalised;
}
