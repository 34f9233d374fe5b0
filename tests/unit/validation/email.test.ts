import { describe, expect, it } from 'vitest';
import { checkEmail, isValidEmail, normalizeEmail } from '../../../src/domain/validation/email.js';

const label = (n: number) => 'a'.repeat(n);

describe('e-mail rule', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
    expect(checkEmail('  Jane.Doe@Example.COM ')).toBeNull();
  });

  it('requires a value', () => {
    expect(checkEmail('')).toBe('EMAIL_REQUIRED');
    expect(checkEmail('   ')).toBe('EMAIL_REQUIRED');
    expect(checkEmail(null)).toBe('EMAIL_REQUIRED');
    expect(checkEmail(undefined)).toBe('EMAIL_REQUIRED');
  });

  it('accepts standard local parts', () => {
    for (const email of ['a@b.co', "o'neil+tickets@club.fr", 'first.last@sub.domain.org', 'x_y-z@my-club.nl']) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('refuses a missing or doubled at-sign and malformed local parts', () => {
    for (const email of ['plain.example.com', '@example.com', 'a@@example.com', 'a@b@example.com', '.a@example.com', 'a.@example.com', 'a..b@example.com', 'a b@example.com']) {
      expect(checkEmail(email), email).toBe('EMAIL_INVALID');
    }
  });

  it('limits domain labels to 63 characters', () => {
    expect(isValidEmail(`a@${label(63)}.com`)).toBe(true);
    expect(isValidEmail(`a@${label(64)}.com`)).toBe(false);
  });

  it('takes a top-level part of 2 to 63 letters', () => {
    expect(isValidEmail('a@example.c')).toBe(false);
    expect(isValidEmail('a@example.co')).toBe(true);
    expect(isValidEmail(`a@example.${label(63)}`)).toBe(true);
    expect(isValidEmail(`a@example.${label(64)}`)).toBe(false);
    expect(isValidEmail('a@example.c0m')).toBe(false);
  });

  it('needs a dotted domain with well-formed labels', () => {
    for (const email of ['a@localhost', 'a@-example.com', 'a@example-.com', 'a@exa_mple.com', 'a@example..com', 'a@.example.com']) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('is case-insensitive', () => {
    expect(isValidEmail('A@EXAMPLE.COM')).toBe(true);
  });

  it('bounds the local part (64) and the whole address (254)', () => {
    expect(isValidEmail(`${label(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${label(65)}@example.com`)).toBe(false);
    // 'a@' + 3 × (63 + '.') + tail + '.com' : total 254 with a 56-letter tail, 255 with 57.
    const address = (tail: number) => `a@${label(63)}.${label(63)}.${label(63)}.${label(tail)}.com`;
    expect(address(56)).toHaveLength(254);
    expect(isValidEmail(address(56))).toBe(true);
    expect(isValidEmail(address(57))).toBe(false);
  });
});
