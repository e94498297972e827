import { EMAIL_PATTERN } from '../../contract/email-pattern';
import type { RuleCode } from '../../components/form/field-messages';

// B1: the contact fields of step one and their checks, before the server checks them again, by the
// server's own e-mail rule. The phone rule (B3) comes with libphonenumber's metadata, so it loads when the
// visitor continues, not with the page.

export interface Contact {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
}
export type ContactErrors = Partial<Record<keyof Contact, RuleCode>>;

export const emptyContact: Contact = { first_name: '', last_name: '', email: '', phone: '', message: '' };

const PHONE_RULES = { missing: 'required', country: 'phoneCountry', invalid: 'phoneInvalid', type: 'phoneType' } as const;

/** The broken rule of each field (the form kit's message table says it); empty when all is well. */
export async function checkContact(c: Contact): Promise<ContactErrors> {
  const errors: ContactErrors = {};
  if (!c.first_name.trim()) errors.first_name = 'required';
  if (!c.last_name.trim()) errors.last_name = 'required';
  if (!c.email.trim()) errors.email = 'required';
  else if (!EMAIL_PATTERN.test(c.email.trim())) errors.email = 'email';
  const { phoneProblem } = await import('../../contract/phone-validity');
  const phone = phoneProblem(c.phone);
  if (phone) errors.phone = PHONE_RULES[phone];
  return errors;
}
