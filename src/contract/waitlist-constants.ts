// Zod-free words of the waiting list (issue 28) that the pages need without loading the API schemas.

/** waiting → offered (an option was placed for them) → (its hold lapsed) lapsed; or withdrawn by the visitor. */
export const WAITLIST_STATES = ['waiting', 'offered', 'lapsed', 'withdrawn'] as const;

/** The machine codes of the waiting list's refusals (the page words them). */
export const WAITLIST_ERROR_CODES = {
  /** The days are free: book them instead of waiting. */
  free: 'waitlist_days_free',
  /** No booking holds the days, but they cannot be booked either (the company blocked them). */
  blocked: 'waitlist_days_blocked',
  /** The same e-mail address already waits for these days on this boat. */
  duplicate: 'waitlist_duplicate',
} as const;

/** The withdraw page's path (the mail's link). */
export const waitlistWithdrawPath = (lang: string, token: string) => `/${lang}/waitlist/${token}`;
