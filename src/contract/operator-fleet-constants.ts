// Issue 27, the fleet: the console's boat words, apart from the zod schemas of operator-fleet-api.ts so the
// pages (which list them) load no zod (decision 011).

/** The main sail kinds the site knows (their names in every language: server/catalog/data-texts.ts). */
export const MAIN_SAIL_TYPES = ['classic', 'furling', 'full batten', 'lazy jack'] as const;
export type MainSailType = (typeof MAIN_SAIL_TYPES)[number];

/** Publishing a boat needs its description in English, the language every other falls back to. */
export const PUBLISH_LANGUAGE = 'en';

/** The longest description a boat has in one language. */
export const MAX_DESCRIPTION_LENGTH = 10_000;
