import type { CrewMember } from '../../src/contract/content-api';
import type { LanguageCode } from '../../src/contract/languages';
import { dataTextIn, LICENCE_NAMES } from '../catalog/data-texts';

// The certificates each crew role holds (P1 crew pages). Charter companies require them of the crew
// they send on board: a skipper the national or international skipper's licence, the marine radio
// certificate and the sea-survival course; hosts and cooks the basic safety course, and cooks and chefs
// the food-hygiene certificate. Named here in English; the API answers them in the page's language
// (server/catalog/data-texts.ts, issue 30 item 10).
const LICENCES: Record<CrewMember['role'], readonly string[]> = {
  skipper: [
    'ICC (International Certificate of Competence)',
    'VHF SRC marine radio certificate',
    'STCW Basic Safety Training',
    'First aid at sea',
  ],
  hostess: ['STCW Basic Safety Training', 'First aid at sea'],
  cook: ['Food hygiene certificate (HACCP)', 'STCW Basic Safety Training'],
  chef: ['Food hygiene certificate (HACCP)', 'STCW Basic Safety Training', 'First aid at sea'],
};

export const licencesOf = (role: CrewMember['role'], locale: LanguageCode): string[] =>
  LICENCES[role].map((licence) => dataTextIn(LICENCE_NAMES, licence, locale));

/** Every certificate named above once (npm run i18n:check: each has its names in every language). */
export const allLicences = (): string[] => [...new Set(Object.values(LICENCES).flat())];
