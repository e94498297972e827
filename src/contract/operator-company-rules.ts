// The company page's plain values (issues 27 and 28), without zod (decision 011): the console's page reads
// them in the browser, the schemas of operator-company-api.ts and the server the same numbers.

/** The free-cancellation window is at most a week after reserving. */
export const MAX_FREE_CANCELLATION_HOURS = 168;
/** A logo as uploaded: at most this many bytes (it is re-encoded to a small WebP). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The logo's width as kept and served, at most. */
export const LOGO_WIDTH = 400;
/** What an uploaded logo may be, by content; SVG is refused (it can carry scripts). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The calendar feed's path below the API base; the token is its only key. */
export const companyCalendarPath = (token: string) => `/company-calendar/${token}.ics`;
