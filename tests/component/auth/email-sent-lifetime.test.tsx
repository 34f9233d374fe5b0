// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { PublicSiteConfig, SiteConfig } from '../../../src/domain/site-config.js';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { setSiteConfigResult } from '../../../src/lib/site-config.js';
import { EmailSentScreen } from '../../../src/features/auth/email-sent-page.js';
import { renderWithProviders, stubMatchMedia, stubRelativeRequests } from '../helpers/render.js';

/** The "we sent you an e-mail" screens say how long the mailed link works, from the club's settings. */
beforeAll(() => {
  initI18n({ locales: [...SUPPORTED_LOCALES], languageCookieMinutes: null } as unknown as SiteConfig);
  setSiteConfigResult({
    config: { locales: [...SUPPORTED_LOCALES], passwordResetTokenMinutes: 45, emailVerificationTokenMinutes: 1440 } as unknown as PublicSiteConfig,
  });
});
beforeEach(() => {
  stubMatchMedia();
  stubRelativeRequests();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the e-mail sent screens', () => {
  it('a reset link: its configured minutes', () => {
    renderWithProviders(<EmailSentScreen kind="reset_password" email="fan@example.com" />);
    expect(screen.getByTestId('email-sent-lifetime').textContent).toBe('The link is valid for 45 minutes.');
  });

  it('a verification link of a day: in hours, in the fan\'s language', async () => {
    await i18n.changeLanguage('ru');
    renderWithProviders(<EmailSentScreen kind="verify_email" email="fan@example.com" />);
    expect(screen.getByTestId('email-sent-lifetime').textContent).toBe('Ссылка действует 24 часа.');
  });

  for (const language of SUPPORTED_LOCALES) {
    it(`${language}: says the lifetime in words, not a missing key`, async () => {
      await i18n.changeLanguage(language);
      renderWithProviders(<EmailSentScreen kind="reset_password" email="fan@example.com" />);
      const text = screen.getByTestId('email-sent-lifetime').textContent ?? '';
      expect(text).toContain('45');
      expect(text).not.toContain('emailSent');
    });
  }
});
