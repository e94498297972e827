// Issue 29: what a company's fleet system owns is read-only in the console. A console write that would change
// it (an imported boat's specs, photos, prices, discounts, the system's extras and holds) answers 409 with
// this code, its message naming the system. Zod-free: the console's pages read it.
export const FLEET_OWNED_CODE = 'fleet_owned';

/** The fleet systems by their own names, the same in every language (proper names, not texts). */
export const FLEET_SYSTEM_NAMES = { booking_manager: 'Booking Manager', nausys: 'NauSYS' } as const;
