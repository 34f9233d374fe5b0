import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import { VALIDATION_CODES } from '../../../src/domain/validation/codes.js';

const LOCALES = join(import.meta.dirname, '../../../src/locales');
const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as { errors: Record<string, string> };

/** Codes the account server answers with, beyond the field rules. */
const ACCOUNT_CODES = ['CURRENT_PASSWORD_INVALID', 'ACCOUNT_HAS_TICKETS_ON_RESALE', 'ACCOUNT_HAS_PAYMENTS_DUE', 'BANK_DETAILS_NEEDED_FOR_RESALE', 'PROFILE_INVALID', 'PASSWORD_CONFIRMATION_REQUIRED'];
const AUTH_CODES = ['INVALID_CREDENTIALS', 'USERNAME_DOES_NOT_EXIST', 'EMAIL_ALREADY_USED', 'EMAIL_NOT_VERIFIED', 'ACTION_TOKEN_EXPIRED', 'ACTION_TOKEN_MISSING'];

describe('account error codes are translated', () => {
  for (const language of SUPPORTED_LOCALES) {
    it(`in ${language}`, () => {
      const account = read(language, 'account').errors;
      const auth = read(language, 'auth').errors;
      for (const code of [...VALIDATION_CODES, ...ACCOUNT_CODES]) expect(account[code], `${language} account:errors.${code}`).toBeTruthy();
      for (const code of AUTH_CODES) expect(auth[code], `${language} auth:errors.${code}`).toBeTruthy();
    });
  }

  it('uses the spec wording in English', () => {
    expect(read('en', 'auth').errors.INVALID_CREDENTIALS).toBe('Password or email is not valid.');
    expect(read('en', 'auth').errors.USERNAME_DOES_NOT_EXIST).toBe("Username doesn't exist");
    expect(read('en', 'auth').errors.EMAIL_ALREADY_USED).toBe('The email is already used');
    expect(read('en', 'account').errors.PASSWORDS_NOT_IDENTICAL).toBe('Passwords are not identical');
    expect(read('en', 'account').errors.PHONE_REQUIRED).toBe('Phone number required');
  });

  it('is translated, not copied from English', () => {
    const english = read('en', 'account').errors;
    for (const language of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
      const translated = read(language, 'account').errors;
      const copies = Object.keys(english).filter((code) => translated[code] === english[code]);
      expect(copies, language).toEqual([]);
    }
  });
});
