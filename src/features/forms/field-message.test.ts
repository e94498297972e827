import { describe, expect, it } from 'vitest';
import { outcomeKey } from './field-message';

describe('form messages in the page language (P1)', () => {
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
