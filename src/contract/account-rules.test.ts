import { describe, expect, it } from 'vitest';
import { PASSWORD_HAS_EMAIL, PASSWORD_REPEATED, passwordRuleBroken } from './account-rules';

// Issue 25, item 6: the rules of a new password that the forms and the server share.

describe('a new password’s own rules (U1, U5)', () => {
  it('U5 one character repeated, or nothing but white space, is refused', () => {
    // Rule: a password of one repeated character, white space included, is as guessable as no password.
    expect(passwordRuleBroken('aaaaaaaa', 'ana@example.com')).toBe(PASSWORD_REPEATED);
    expect(passwordRuleBroken('        ', 'ana@example.com')).toBe(PASSWORD_REPEATED);
    expect(passwordRuleBroken(' \t \u00a0    ', 'ana@example.com')).toBe(PASSWORD_REPEATED);
    expect(passwordRuleBroken('😀😀😀😀😀😀😀😀', 'ana@example.com')).toBe(PASSWORD_REPEATED);
    expect(passwordRuleBroken('aaaaaaab', 'ana@example.com')).toBeNull();
    expect(passwordRuleBroken('quiet harbour', 'ana@example.com')).toBeNull();
  });

  it('U5 the e-mail address, or a password containing its local part, is refused without regard to case', () => {
    // Rule: the address and the name before its @ are the first guesses of anyone who knows the address.
    expect(passwordRuleBroken('marina.k@example.com', 'Marina.K@Example.com ')).toBe(PASSWORD_HAS_EMAIL);
    expect(passwordRuleBroken('MARINA.K2027', 'marina.k@example.com')).toBe(PASSWORD_HAS_EMAIL);
    expect(passwordRuleBroken('my marina.k password', 'marina.k@example.com')).toBe(PASSWORD_HAS_EMAIL);
    expect(passwordRuleBroken('marina 2027 harbour', 'marina.k@example.com')).toBeNull();
  });

  it('U5 a local part shorter than 3 characters only refuses the whole address', () => {
    // Rule: "al" inside a password says nothing; "al@x.io" itself is still refused.
    expect(passwordRuleBroken('alphabet soup', 'al@x.io')).toBeNull();
    expect(passwordRuleBroken('al@x.io!!', 'al@x.io')).toBe(PASSWORD_HAS_EMAIL);
  });

  it('U5 while the address is typed (no @ yet) or the password is empty, nothing is reported', () => {
    expect(passwordRuleBroken('marina2027', 'marina')).toBeNull();
    expect(passwordRuleBroken('', 'marina@example.com')).toBeNull();
  });
});
