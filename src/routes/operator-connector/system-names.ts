// Issue 29: the fleet systems by their own names, the same in every language (proper names, not texts).
export const SYSTEM_NAMES = { booking_manager: 'Booking Manager (MMK)', nausys: 'NauSYS' } as const;
