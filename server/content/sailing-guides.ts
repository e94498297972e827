import type { SailingGuide } from '../../src/contract/content-api';

// What a sailor wants to know before choosing a country (P1 country pages): the season and the
// prevailing wind month by month, and the airports that serve its charter bases. Figures are the usual
// ones of pilot books and charter guides: typical force of the prevailing wind on the Beaufort scale
// (gusts and gales excepted) and the mean surface temperature of the sea. Wind ids are translated on the
// page (content.json `winds`). Countries without a guide show none.

type Month = SailingGuide['months'][number];
const month = (season: Month['season'], wind: Month['wind'], bf: [number, number], seaC: number): Month => ({
  season,
  wind,
  beaufort_min: bf[0],
  beaufort_max: bf[1],
  sea_c: seaC,
});

const GUIDES: Readonly<Record<string, SailingGuide>> = {
  croatia: {
    months: [
      month('off', 'bora', [4, 7], 13),
      month('off', 'bora', [4, 7], 13),
      month('off', 'jugo', [3, 6], 13),
      month('shoulder', 'jugo', [3, 5], 15),
      month('shoulder', 'maestral', [2, 4], 18),
      month('high', 'maestral', [3, 4], 22),
      month('high', 'maestral', [3, 5], 24),
      month('high', 'maestral', [3, 5], 25),
      month('shoulder', 'maestral', [2, 4], 23),
      month('shoulder', 'jugo', [3, 6], 20),
      month('off', 'jugo', [4, 7], 17),
      month('off', 'bora', [4, 7], 15),
    ],
    airports: [
      { code: 'SPU', name: 'Split', serves: ['Split', 'Kaštel Gomilica', 'Trogir', 'Seget Donji', 'Marina', 'Rogoznica', 'Šibenik'] },
      { code: 'ZAD', name: 'Zadar', serves: ['Zadar', 'Sukošan', 'Biograd na Moru'] },
      { code: 'DBV', name: 'Dubrovnik', serves: ['Dubrovnik'] },
      { code: 'PUY', name: 'Pula', serves: ['Pula'] },
      { code: 'RJK', name: 'Rijeka (Krk)', serves: ['Punat'] },
    ],
  },
  greece: {
    months: [
      month('off', 'northerly', [4, 6], 16),
      month('off', 'northerly', [4, 6], 15),
      month('off', 'southerly', [3, 6], 15),
      month('shoulder', 'southerly', [3, 5], 17),
      month('shoulder', 'seaBreeze', [2, 4], 19),
      month('high', 'meltemi', [3, 5], 23),
      month('high', 'meltemi', [4, 7], 25),
      month('high', 'meltemi', [4, 7], 25),
      month('shoulder', 'meltemi', [3, 5], 24),
      month('shoulder', 'southerly', [3, 5], 22),
      month('off', 'southerly', [4, 6], 19),
      month('off', 'northerly', [4, 6], 17),
    ],
    airports: [
      { code: 'ATH', name: 'Athens', serves: ['Athens', 'Lavrio'] },
      { code: 'PVK', name: 'Preveza / Aktion', serves: ['Lefkada', 'Preveza'] },
      { code: 'CFU', name: 'Corfu', serves: ['Corfu'] },
      { code: 'JMK', name: 'Mykonos', serves: ['Mykonos'] },
      { code: 'PAS', name: 'Paros', serves: ['Paros'] },
      { code: 'KGS', name: 'Kos', serves: ['Kos'] },
      { code: 'RHO', name: 'Rhodes', serves: ['Rhodes'] },
      { code: 'JSI', name: 'Skiathos', serves: ['Skiathos'] },
      { code: 'VOL', name: 'Volos (Nea Anchialos)', serves: ['Volos'] },
    ],
  },
  spain: {
    months: [
      month('off', 'tramontana', [4, 7], 14),
      month('off', 'tramontana', [4, 6], 14),
      month('off', 'levante', [3, 5], 14),
      month('shoulder', 'levante', [3, 5], 16),
      month('shoulder', 'seaBreeze', [2, 4], 18),
      month('high', 'seaBreeze', [3, 4], 22),
      month('high', 'seaBreeze', [3, 4], 25),
      month('high', 'seaBreeze', [3, 4], 26),
      month('shoulder', 'levante', [3, 5], 25),
      month('shoulder', 'levante', [3, 5], 22),
      month('off', 'tramontana', [4, 6], 19),
      month('off', 'tramontana', [4, 7], 16),
    ],
    airports: [
      { code: 'PMI', name: 'Palma de Mallorca', serves: ['Palma', 'Alcúdia'] },
      { code: 'IBZ', name: 'Ibiza', serves: ['Ibiza'] },
      { code: 'BCN', name: 'Barcelona', serves: ['Barcelona'] },
    ],
  },
  italy: {
    months: [
      month('off', 'mistral', [4, 7], 15),
      month('off', 'mistral', [4, 7], 14),
      month('off', 'scirocco', [3, 6], 15),
      month('shoulder', 'scirocco', [3, 5], 16),
      month('shoulder', 'seaBreeze', [2, 4], 18),
      month('high', 'mistral', [3, 5], 22),
      month('high', 'mistral', [3, 5], 25),
      month('high', 'mistral', [3, 5], 26),
      month('shoulder', 'scirocco', [3, 5], 25),
      month('shoulder', 'scirocco', [3, 5], 22),
      month('off', 'mistral', [4, 6], 19),
      month('off', 'mistral', [4, 7], 16),
    ],
    airports: [
      { code: 'CTA', name: 'Catania', serves: ['Furnari'] },
      { code: 'PMO', name: 'Palermo', serves: ['Capo d’Orlando'] },
      { code: 'NAP', name: 'Naples', serves: ['Procida', 'Salerno'] },
      { code: 'OLB', name: 'Olbia', serves: ['Olbia'] },
      { code: 'CAG', name: 'Cagliari', serves: ['Cagliari'] },
      { code: 'SUF', name: 'Lamezia Terme', serves: ['Tropea'] },
    ],
  },
  turkey: {
    months: [
      month('off', 'southerly', [4, 6], 17),
      month('off', 'southerly', [4, 6], 16),
      month('off', 'southerly', [3, 5], 17),
      month('shoulder', 'seaBreeze', [3, 4], 18),
      month('shoulder', 'seaBreeze', [3, 4], 21),
      month('high', 'meltemi', [3, 5], 24),
      month('high', 'meltemi', [4, 6], 26),
      month('high', 'meltemi', [4, 6], 27),
      month('shoulder', 'meltemi', [3, 5], 26),
      month('shoulder', 'seaBreeze', [3, 4], 23),
      month('off', 'southerly', [3, 5], 20),
      month('off', 'southerly', [4, 6], 18),
    ],
    airports: [
      { code: 'DLM', name: 'Dalaman', serves: ['Göcek', 'Fethiye', 'Marmaris'] },
      { code: 'BJV', name: 'Bodrum–Milas', serves: ['Bodrum', 'Turgutreis'] },
    ],
  },
};

// Own keys only: a slug such as "constructor" names no guide (not an Object property).
export const sailingGuideOf = (countrySlug: string): SailingGuide | null =>
  Object.hasOwn(GUIDES, countrySlug) ? GUIDES[countrySlug]! : null;
