// Phone numbers in the profile (U7). Zod-free: the dashboard form uses the same rules as the server.

export const PHONE_MAX_LENGTH = 20;

/** Digits and spaces with an optional leading +, 5 to 15 digits (E.164 allows at most 15). */
export function isPhoneNumber(value: string): boolean {
  if (value.length > PHONE_MAX_LENGTH || !/^\+?[\d ]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 5 && digits <= 15;
}

/**
 * U7: the number with a leading + if it is missing. The international dialling prefix 00 becomes the +
 * ("00385 91 …" is "+385 91 …"), since a + in front of it would make a different, wrong number.
 */
export function withLeadingPlus(phone: string): string {
  const trimmed = phone.trim().replace(/\s+/g, ' ');
  if (trimmed === '' || trimmed.startsWith('+')) return trimmed;
  return `+${trimmed.replace(/^00\s*/, '')}`;
}
