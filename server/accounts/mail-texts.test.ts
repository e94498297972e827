import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/contract/languages';
import { passwordChangedMail, resetMail, welcomeMail } from './mail-texts';

describe('account e-mails in the 12 languages (U1)', () => {
  const site = 'https://bluewater.test';

  it('U1 every language has its own welcome, reset and password-changed text with every placeholder filled', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGE_CODES) {
      const welcome = welcomeMail('a@example.com', language, site);
      const reset = resetMail('a@example.com', language, site, 'tok_EN-123', 60);
      const changed = passwordChangedMail('a@example.com', language, site, new Date('2026-06-01T10:05:30Z'));
      expect(changed.text, language).toContain(`${site}/${language}\n`);
      expect(changed.text, language).toContain('2026-06-01 10:05');
      expect(welcome.text, language).toContain(`${site}/${language}\n`);
      expect(reset.text, language).toContain(`${site}/${language}/reset-password/tok_EN-123/a%40example.com\n`);
      expect(reset.text, language).toMatch(/\b60\b/);
      for (const mail of [welcome, reset, changed]) {
        expect(mail.to).toBe('a@example.com');
        expect(mail.text, language).not.toMatch(/\{\w+\}/);
        expect(mail.text, language).toContain('Bluewater');
        subjects.add(mail.subject);
      }
    }
    // 36 different subjects: no language falls back to another's text.
    expect(subjects.size).toBe(LANGUAGE_CODES.length * 3);
  });

  it('U1 the reset link carries the address percent-encoded, so any address fits in the path', () => {
    const mail = resetMail('o+tag/x@example.com', 'en', site, 'abc', 60);
    expect(mail.text).toContain(`${site}/en/reset-password/abc/o%2Btag%2Fx%40example.com`);
  });
});
