import type { CrewMember } from '../../src/contract/content-api';

// The certificates each crew role holds (P1 crew pages). Charter companies require them of the crew
// they send on board: a skipper the national or international skipper's licence, the marine radio
// certificate and the sea-survival course; hosts and cooks the basic safety course, and cooks and chefs
// the food-hygiene certificate. The names are the certificates' own (not translated).
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

export const licencesOf = (role: CrewMember['role']): string[] => [...LICENCES[role]];
