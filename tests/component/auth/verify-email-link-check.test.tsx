// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { setSiteConfigResult } from '../../../src/lib/site-config.js';
import type { PublicSiteConfig } from '../../../src/domain/site-config.js';
import VerifyEmailPage from '../../../src/features/auth/verify-email-page.js';
import { renderWithProviders, stubMatchMedia, stubRelativeRequests } from '../helpers/render.js';

/**
 * The verification screen checks its link on arrival. Only the server's word that the link is
 * dead (used, unknown, expired) shows the dead-link screen: a refused check (too many checks from
 * this address) leaves the form, which still works, and says why the check was refused.
 */
beforeAll(async () => {
  initI18n({ locales: [...SUPPORTED_LOCALES], languageCookieMinutes: null } as unknown as SiteConfig);
  setSiteConfigResult({ config: { locales: [...SUPPORTED_LOCALES], clubName: 'FC Riverside' } as unknown as PublicSiteConfig });
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

/** The server's answer to GET /api/auth/action-token/:token. */
function answerLinkCheck(status: number, code: string, details?: unknown): void {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: { code, details } }), { status, headers: { 'content-type': 'application/json' } }));
}

const renderPage = () => renderWithProviders(<VerifyEmailPage params={{ token: 'a-mailed-token' }} />);

describe('the verification link check', () => {
  for (const language of ['nl', 'ru'] as const) {
    it(`${language}: a rate-limited check keeps the form and says how long to wait, not that the link is dead`, async () => {
      await i18n.changeLanguage(language);
      answerLinkCheck(429, 'RATE_LIMITED', { retryAfterSeconds: 800 });
      renderPage();
      expect(await screen.findByText(i18n.t('errors:RATE_LIMITED_WAIT', { count: 14 }))).toBeTruthy();
      expect(screen.queryByTestId('action-token-error')).toBeNull();
      expect(screen.getByTestId('verify-email-submit').textContent).toBe(i18n.t('auth:verifyEmail.submit'));
    });
  }

  it('a used link shows the dead-link screen at once', async () => {
    answerLinkCheck(404, 'ACTION_TOKEN_MISSING');
    renderPage();
    expect((await screen.findByTestId('action-token-error')).textContent).toBe(i18n.t('auth:actionTokenError.missing'));
  });
});
