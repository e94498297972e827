import { BASES } from '../server/db/seed/facts/bases';
import { MODELS } from '../server/db/seed/facts/models';
import { EXTRA_NAMES } from '../server/db/seed/facts/extras';
import { EQUIPMENT } from '../server/db/seed/facts/equipment';
import { CREW_SPECIALTIES } from '../server/db/seed/facts/crew';
import { CITY_NAMES, LICENCE_NAMES, SAIL_TYPE_NAMES } from '../server/catalog/data-texts';
import { allLicences } from '../server/content/crew-licences';

// Issue 30 item 10: the data texts pages show (sail types, extras, equipment, crew certificates and
// specialties, base cities) are checked by npm run i18n:check like the locale files: every text has every
// language, none is empty, and none reads as in English unless listed below. The texts the database holds
// in English only (sail types, cities, certificates) must each have their names in
// server/catalog/data-texts.ts, so a new one of the demo fleet fails the check until it is translated.

/** A text in each language, keyed by language code. */
type Texts = Readonly<Record<string, string>>;

/** Names a language really writes as English does (a loanword, an abbreviation), by text and language. */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  'extra skipper': ['de', 'fr', 'it', 'cs'],
  'extra hostess': ['de', 'it', 'nl'],
  'extra gennaker': ['de', 'fr', 'el', 'es', 'it', 'tr', 'nl'],
  'equipment 1': ['de', 'cs'],
  'equipment 2': ['ru', 'de', 'fr', 'lv', 'el', 'es', 'it', 'tr', 'ua', 'cs', 'nl'],
  'equipment 3': ['de', 'fr', 'es', 'it', 'cs', 'nl'],
  'equipment 8': ['nl'],
  'equipment 10': ['de', 'fr', 'es', 'it', 'tr', 'cs', 'nl'],
  'equipment 11': ['it'],
  'equipment 12': ['de', 'nl'],
  'equipment 19': ['de'],
  'equipment 20': ['lv', 'cs'],
};

/** Languages whose script is not Latin: a city's name in them is never the English one. */
const OTHER_SCRIPTS = new Set(['ru', 'ua', 'el']);

interface Entry {
  name: string;
  texts: Texts | undefined;
  /** The languages allowed to read as English. */
  sameAllowed: (language: string) => boolean;
}

function check(entries: readonly Entry[], languages: readonly string[]): string[] {
  const problems: string[] = [];
  for (const { name, texts, sameAllowed } of entries) {
    if (!texts) {
      problems.push(`data texts: ${name} has no translations`);
      continue;
    }
    for (const language of languages) {
      const text = texts[language];
      if (text === undefined || text.trim() === '') problems.push(`data texts: ${name} has no ${language} text`);
      else if (language !== 'en' && text === texts.en && !sameAllowed(language))
        problems.push(`data texts: ${name} in ${language} is identical to English ("${text}")`);
    }
  }
  return problems;
}

const TABLES = {
  sails: SAIL_TYPE_NAMES,
  cities: CITY_NAMES,
  licences: LICENCE_NAMES,
  extras: EXTRA_NAMES as Readonly<Record<string, Texts>>,
};

/** Problems with the data texts in `languages` (empty when all is well); `tables` replaces the site's (tests). */
export function checkDataTexts(languages: readonly string[], tables: Partial<typeof TABLES> = {}): string[] {
  const { sails: sailNames, cities: cityNames, licences: licenceNames, extras } = { ...TABLES, ...tables };
  const listed = (name: string) => (language: string) => SAME_AS_ENGLISH[name]?.includes(language) ?? false;
  const sails = [...new Set(MODELS.flatMap((m) => m.sails))];
  const cities = [...new Set(BASES.map((b) => b.city))];
  return check(
    [
      ...sails.map((sail) => ({ name: `sail type "${sail}"`, texts: sailNames[sail], sameAllowed: () => false })),
      ...cities.map((city) => ({ name: `city "${city}"`, texts: cityNames[city], sameAllowed: (l: string) => !OTHER_SCRIPTS.has(l) })),
      ...allLicences().map((licence) => ({ name: `certificate "${licence}"`, texts: licenceNames[licence], sameAllowed: () => false })),
      ...Object.entries(extras).map(([key, texts]) => ({ name: `extra ${key}`, texts, sameAllowed: listed(`extra ${key}`) })),
      ...EQUIPMENT.map((e) => ({ name: `equipment ${e.id}`, texts: e.name, sameAllowed: listed(`equipment ${e.id}`) })),
      ...Object.entries(CREW_SPECIALTIES).flatMap(([role, list]) =>
        list.map((texts, i) => ({ name: `specialty ${role} ${i + 1}`, texts, sameAllowed: () => false })),
      ),
    ],
    languages,
  );
}
