/**
 * Every refusal of an account call reads as its reason, in every language: sign in, sign up,
 * a mailed link (verify the e-mail, reset the password) and its new-link request, the password
 * change, the profile save (bank details included) and the account deletion. The codes are read
 * from the sources of the calls those screens make, so a new refusal without a text fails here.
 */
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import { VALIDATION_CODES } from '../../../src/domain/validation/codes.js';
import { codeMessage as authText } from '../../../src/features/auth/messages.js';
import { codeMessage as accountText } from '../../../src/features/account/messages.js';
import { refusalCodes, translator } from './refusal-sources.js';

// POST /api/sign-up, /api/auth/authenticate, /api/auth/reset-password, /api/auth/action-token,
// GET /api/auth/action-token/:token and POST /api/auth/action-token/execute/:token.
const AUTH_CALLS = [
  'src/server/routes/auth.ts',
  'src/server/services/accounts/auth-flows.ts',
  'src/server/services/accounts/action-tokens.ts',
  'src/server/services/accounts/input.ts',
];
// PUT /api/customer/:id (profile and bank details), PUT /api/customer/:id/password and
// DELETE /api/customer/:id.
const ACCOUNT_CALLS = [
  'src/server/routes/customer.ts',
  'src/server/services/accounts/profile.ts',
  'src/server/services/accounts/password-confirmation.ts',
  'src/server/services/accounts/gdpr.ts',
  'src/server/services/accounts/deletion-money.ts',
  'src/server/services/accounts/input.ts',
  'src/server/services/resale/bank-details.ts',
];
// Codes held in a variable before they are thrown (`const code = 'CURRENT_PASSWORD_INVALID'`).
const HELD = /\bconst\s+code\s*=\s*'([A-Z][A-Z0-9_]+)'/g;
// Answers of every call (session, CSRF, rate limits, a path that names no customer of the session).
const SHARED = ['UNAUTHENTICATED', 'CSRF_INVALID', 'RATE_LIMITED', 'NOT_FOUND'];

async function heldCodes(files: readonly string[]): Promise<string[]> {
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { ROOT } = await import('./refusal-sources.js');
  return files.flatMap((file) => [...readFileSync(join(ROOT, file), 'utf8').matchAll(HELD)].map((m) => m[1]!));
}

describe('the refusals of the account screens', async () => {
  // Field codes come back in `details.fields`, each shown on its field.
  const auth = [...new Set([...refusalCodes(AUTH_CALLS), ...(await heldCodes(AUTH_CALLS)), ...VALIDATION_CODES, ...SHARED])].sort();
  const account = [...new Set([...refusalCodes(ACCOUNT_CALLS), ...(await heldCodes(ACCOUNT_CALLS)), ...VALIDATION_CODES, ...SHARED])].sort();

  it('finds the refusals in the sources', () => {
    expect(auth).toEqual(expect.arrayContaining(['EMAIL_ALREADY_USED', 'INVALID_CREDENTIALS', 'EMAIL_NOT_VERIFIED', 'ACTION_TOKEN_MISSING', 'ACTION_TOKEN_EXPIRED', 'VERIFICATION_PASSWORD_INVALID', 'BAD_REQUEST']));
    expect(account).toEqual(expect.arrayContaining(['CURRENT_PASSWORD_INVALID', 'PASSWORD_CONFIRMATION_REQUIRED', 'ACCOUNT_HAS_TICKETS_ON_RESALE', 'ACCOUNT_HAS_PAYMENTS_DUE', 'BANK_DETAILS_NEEDED_FOR_RESALE', 'IBAN_BIC_COUNTRY_MISMATCH']));
  });

  for (const locale of SUPPORTED_LOCALES) {
    it(`says why sign in, sign up or a mailed link is refused in ${locale}`, async () => {
      const t = await translator(locale, ['auth', 'account', 'errors']);
      const generic = t('errors:UNKNOWN');
      expect(auth.filter((code) => authText(t, code) === generic), 'codes shown as the generic failure').toEqual([]);
    });

    it(`says why a profile save, a password change or a deletion is refused in ${locale}`, async () => {
      const t = await translator(locale, ['account', 'auth', 'errors']);
      const generic = t('errors:UNKNOWN');
      expect(account.filter((code) => accountText(t, code) === generic), 'codes shown as the generic failure').toEqual([]);
    });
  }
});

describe('a rate limit on the account screens', () => {
  // The account limits' windows last 15 minutes to an hour: "wait a moment" sends the fan back too soon.
  for (const locale of SUPPORTED_LOCALES) {
    it(`says how long to wait in ${locale}, when the answer tells it`, async () => {
      const t = await translator(locale, ['auth', 'account', 'errors']);
      for (const text of [authText, accountText]) {
        for (const minutes of [1, 3, 14]) {
          const shown = text(t, 'RATE_LIMITED', { retryAfterSeconds: minutes * 60 - 30 });
          expect(shown).toContain(String(minutes));
          expect(shown).not.toBe(t('errors:RATE_LIMITED'));
        }
        expect(text(t, 'RATE_LIMITED')).toBe(t('errors:RATE_LIMITED'));
      }
    });
  }

  it('words the Russian wait by its number: one, few and many', async () => {
    const t = await translator('ru', ['auth', 'account', 'errors']);
    expect(authText(t, 'RATE_LIMITED', { retryAfterSeconds: 60 })).toContain('через 1 минуту');
    expect(authText(t, 'RATE_LIMITED', { retryAfterSeconds: 180 })).toContain('через 3 минуты');
    expect(accountText(t, 'RATE_LIMITED', { retryAfterSeconds: 900 })).toContain('через 15 минут');
  });
});
