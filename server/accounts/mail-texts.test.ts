import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/contract/languages';
import { alreadyRegisteredMail, finishRegistrationMail, passwordChangedMail, resetMail } from './mail-texts';

describe('account e-mails in the 12 languages (U1)', () => {
  const site = 'https://bluewater.test';

  it('U1 every language has its own finish-registration, already-registered, reset and password-changed text with every placeholder filled', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGE_CODES) {
      const finish = finishRegistrationMail('a@example.com', language, site, 'tok_EN-456', 24);
      const already = alreadyRegisteredMail('a@example.com', language, site);
      const reset = resetMail('a@example.com', language, site, 'tok_EN-123', 60);
      const changed = passwordChangedMail('a@example.com', language, site, new Date('2026-06-01T10:05:30Z'));
      expect(changed.text, language).toContain(`${site}/${language}\n`);
      expect(changed.text, language).toContain('2026-06-01 10:05');
      expect(finish.text, language).toContain(`${site}/${language}/finish-registration/tok_EN-456\n`);
      expect(finish.text, language).toMatch(/\b24\b/);
      expect(already.text, language).toContain(`${site}/${language}\n`);
      expect(reset.text, language).toContain(`${site}/${language}/reset-password/tok_EN-123/a%40example.com\n`);
      expect(reset.text, language).toMatch(/\b60\b/);
      for (const mail of [finish, already, reset, changed]) {
        expect(mail.to).toBe('a@example.com');
        expect(mail.text, language).not.toMatch(/\{\w+\}/);
        expect(mail.text, language).toContain('Bluewater');
        subjects.add(mail.subject);
      }
    }
    // 48 different subjects: no language falls back to another's text.
    expect(subjects.size).toBe(LANGUAGE_CODES.length * 4);
  });

  it('U1 the reset link carries the address percent-encoded, so any address fits in the path', () => {
    const mail = resetMail('o+tag/x@example.com', 'en', site, 'abc', 60);
    expect(mail.text).toContain(`${site}/en/reset-password/abc/o%2Btag%2Fx%40example.com`);
  });
});
