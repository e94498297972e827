// The console's payment form's limits, without zod (decision 011): the form reads them in the browser.

/** Larger sums are typing mistakes (no charter costs ten million euros). */
export const MAX_PAYMENT_AMOUNT = 10_000_000;
export const PAYMENT_NOTE_MAX = 500;
