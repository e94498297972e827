// Issue 27: the console's price words, apart from the zod schemas of operator-prices-api.ts so the pages
// (which list them) load no zod.

/** The kinds of discount, which name the offer's title: each is a percentage off charters inside its dates. */
export const OFFER_KINDS = ['early-booking', 'last-minute', 'special'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** Why a boat is blocked (migration 0014's yacht_blocks.reason). */
export const BLOCK_REASONS = ['maintenance', 'owner', 'other'] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];
/** What a block's days can be: also an option or booking made in the company's fleet system (issue 29), which its sync writes. */
export const HELD_BLOCK_REASONS = [...BLOCK_REASONS, 'fleet_system'] as const;

export const MAX_PRICE_PERIODS = 200;
