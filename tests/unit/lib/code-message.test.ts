/**
 * translateCode with a screen's own wording for a code: the override key comes first, a rate
 * limit's override gets the wait in minutes, and with no wait told the shop-wide text stands.
 */
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import { translateCode } from '../../../src/lib/code-message.js';
import { translator } from '../i18n/refusal-sources.js';

const NAMESPACES = ['account', 'auth', 'errors'] as const;
const EXPORT_WORDING = { RATE_LIMITED: 'account:privacy.exportLimited' };
const waitOf = (minutes: number) => ({ retryAfterSeconds: minutes * 60 - 10 });

describe('translateCode with a per-screen override', () => {
  for (const locale of SUPPORTED_LOCALES) {
    it(`words a rate limit with the screen's own key and the wait (${locale})`, async () => {
      const t = await translator(locale, NAMESPACES);
      for (const minutes of [1, 3, 42]) {
        const own = translateCode(t, ['account', 'auth'], 'RATE_LIMITED', waitOf(minutes), EXPORT_WORDING);
        expect(own).toBe(t('account:privacy.exportLimited', { count: minutes }));
        expect(own).not.toBe(t('errors:RATE_LIMITED_WAIT', { count: minutes }));
        expect(own).toContain(String(minutes));
      }
    });
  }

  it('keeps the shop-wide wording without an override, and for other codes', async () => {
    const t = await translator('en', NAMESPACES);
    expect(translateCode(t, ['account'], 'RATE_LIMITED', waitOf(2))).toBe('Too many attempts. Try again in 2 minutes.');
    expect(translateCode(t, ['account'], 'CSRF_INVALID', undefined, EXPORT_WORDING)).toBe(t('errors:CSRF_INVALID'));
  });

  it('keeps the shop-wide "wait a moment" when the answer does not tell the wait', async () => {
    const t = await translator('en', NAMESPACES);
    expect(translateCode(t, ['account'], 'RATE_LIMITED', undefined, EXPORT_WORDING)).toBe('Too many attempts. Please wait a moment and try again.');
  });

  it('puts an override of another code before the namespaces', async () => {
    const t = await translator('fr', NAMESPACES);
    const text = translateCode(t, ['account', 'auth'], 'VALIDATION_FAILED', undefined, { VALIDATION_FAILED: 'account:errors.PROFILE_INVALID' });
    expect(text).toBe('Certains champs ne sont pas correctement remplis. Corrigez les champs obligatoires.');
  });
});
