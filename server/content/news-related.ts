// The sailing areas each demo article is about (P1 articles: related destinations), by article slug and
// destination slug. An article missing here has no related areas.
export const NEWS_DESTINATIONS: Readonly<Record<string, readonly string[]>> = {
  'early-booking-next-season': ['split-region', 'ionian-islands', 'turkish-riviera'],
  'catamaran-or-monohull': ['cyclades', 'balearic-islands', 'sibenik-kornati'],
  'sailing-licence-requirements': ['split-region', 'saronic-gulf', 'sardinia'],
  'meltemi-when-to-sail-greece': ['cyclades', 'ionian-islands', 'saronic-gulf'],
  'what-is-included-in-the-charter-price': ['split-region', 'dubrovnik-region'],
  'protect-the-seagrass-when-anchoring': ['balearic-islands', 'sardinia', 'sibenik-kornati'],
};
