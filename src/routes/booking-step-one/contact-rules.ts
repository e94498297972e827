// B1: the contact fields of step one and their checks, before the server checks them again. The phone
// rule (B3) comes with libphonenumber's metadata, so it loads when the visitor continues, not with the page.

export interface Contact {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
}
export type ContactErrors = Partial<Record<keyof Contact, string>>;

export const emptyContact: Contact = { first_name: '', last_name: '', email: '', phone: '', message: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Error keys (booking.json `errors.*`) per field; empty when all is well. */
export async function checkContact(c: Contact): Promise<ContactErrors> {
  const errors: ContactErrors = {};
  if (!c.first_name.trim()) errors.first_name = 'required';
  if (!c.last_name.trim()) errors.last_name = 'required';
  if (!c.email.trim()) errors.email = 'required';
  else if (!EMAIL.test(c.email.trim())) errors.email = 'email';
  const { phoneProblem } = await import('../../contract/phone-validity');
  const phone = phoneProblem(c.phone);
  if (phone) errors.phone = phone === 'missing' ? 'required' : `phone_${phone}`;
  return errors;
}

const CONTACT_FIELDS = new Set<string>(['first_name', 'last_name', 'email', 'phone', 'message']);

/** The server's 422 (A5) as the page's error keys: its own words never reach the page. */
export function fieldErrorsOf(body: unknown): ContactErrors {
  const errors: ContactErrors = {};
  const fields = body && typeof body === 'object' && 'errors' in body && body.errors && typeof body.errors === 'object' ? body.errors : {};
  for (const key of Object.keys(fields)) {
    if (CONTACT_FIELDS.has(key)) errors[key as keyof Contact] = key === 'phone' ? 'phone_invalid' : key === 'email' ? 'email' : 'invalid';
  }
  return errors;
}
