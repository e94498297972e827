import { ACCESS_TOKEN_PATTERN } from '../../contract/booking-token';

// The booking pages reached by the access token (step two, the booking's own page, thank-you's ?ref=):
// a path or query that can hold no token is the page's 404 before anything is asked.
export const tokenOf = (value: string | null | undefined): string | null => (value && ACCESS_TOKEN_PATTERN.test(value) ? value : null);
