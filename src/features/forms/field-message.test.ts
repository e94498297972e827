import { describe, expect, it } from 'vitest';
import { fieldMessageKey, outcomeKey } from './field-message';

describe('form messages in the page language (P1)', () => {
  it('P1 maps the API messages (A5, English) to the forms texts', () => {
    expect(fieldMessageKey('This field is required')).toBe('errors.required');
    expect(fieldMessageKey('Must be a valid e-mail address')).toBe('errors.email');
    expect(fieldMessageKey('Must be a phone number')).toBe('errors.phone');
    expect(fieldMessageKey('The CV must be at most 5 MiB')).toBe('errors.cvTooLarge');
    expect(fieldMessageKey('The CV must be a PDF or a Word document')).toBe('errors.cvType');
    expect(fieldMessageKey('Too big: expected string to have <=120 characters')).toBe('errors.tooLong');
    expect(fieldMessageKey('Must not contain control characters')).toBe('errors.control');
    expect(fieldMessageKey('Invalid input: expected number, received string')).toBe('errors.invalid');
  });

  it('P1 one sentence per outcome', () => {
    expect(outcomeKey('contact', 201)).toBe('contact.sent');
    expect(outcomeKey('joinus', 201)).toBe('joinus.sent');
    for (const status of [413, 415, 422]) expect(outcomeKey('joinus', status)).toBe('errors.summary');
    expect(outcomeKey('contact', 429)).toBe('errors.tooMany');
    expect(outcomeKey('contact', 403)).toBe('errors.forbidden');
    expect(outcomeKey('joinus', 400)).toBe('errors.unreadable');
    expect(outcomeKey('contact', 500)).toBe('errors.failed');
  });
});
