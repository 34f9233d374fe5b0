// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { classifySubmitFailure } from '../../../src/domain/cart/index.js';
import { NoticeAlert } from '../../../src/features/booking/notice-alert.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { renderWithProviders, stubMatchMedia } from '../helpers/render.js';

const LANGUAGES = ['en', 'es', 'fr', 'nl', 'ru'] as const;

beforeAll(() => {
  stubMatchMedia();
  initI18n({ locales: [...LANGUAGES], languageCookieMinutes: null } as unknown as SiteConfig);
});
afterEach(cleanup);

describe('the booking notice when the order is refused because a seat is the fan\'s own resale ticket', () => {
  // The server's answer when a fan picks a seat they themselves put on resale.
  const failure = classifySubmitFailure({ order: null, errors: 'OWN_RESALE_TICKET', error: { code: 'UNKNOWN', message: 'OWN_RESALE_TICKET', details: { reason: 'OWN_RESALE_TICKET' } } });

  for (const language of LANGUAGES) {
    it(`says why in ${language}, not "try again" (trying again is refused the same way)`, async () => {
      await act(async () => { await i18n.changeLanguage(language); });
      renderWithProviders(<NoticeAlert notice={{ kind: 'error', code: failure.code }} onClose={() => undefined} />);
      const text = screen.getByRole('alert').textContent ?? '';
      expect(text).not.toBe(i18n.t('booking:errors.UNKNOWN'));
      expect(text).toBe(i18n.t('booking:errors.OWN_RESALE_TICKET'));
      expect(i18n.exists('booking:errors.OWN_RESALE_TICKET', { lng: language, fallbackLng: [] })).toBe(true);
    });
  }
});

describe('the booking notice when a limit refuses the order', () => {
  // The server's answer when the seats chosen and those of the fan's orders awaiting payment pass the cap.
  const failure = classifySubmitFailure({ order: null, errors: 'CART_MAX_TICKETS', error: { code: 'UNKNOWN', details: { reason: 'CART_MAX_TICKETS', limit: 4 } } });
  const expected = { en: 'at most 4 tickets', es: 'como máximo 4 entradas', fr: 'au plus 4 billets', nl: 'maximaal 4 tickets', ru: 'не более 4 билетов' } as const;

  for (const language of LANGUAGES) {
    it(`says the limit in ${language}, not "try again"`, async () => {
      await act(async () => { await i18n.changeLanguage(language); });
      const notice = { kind: 'error' as const, code: failure.code, ...('limit' in failure ? { limit: failure.limit } : {}) };
      renderWithProviders(<NoticeAlert notice={notice} onClose={() => undefined} />);
      const text = screen.getByRole('alert').textContent ?? '';
      expect(text).toContain(expected[language]);
      expect(text).not.toBe(i18n.t('booking:errors.UNKNOWN'));
    });
  }

  it('says a closed sale as such, and a rate limit in the shop\'s words', async () => {
    await act(async () => { await i18n.changeLanguage('en'); });
    renderWithProviders(<NoticeAlert notice={{ kind: 'error', code: 'SALE_CLOSED' }} onClose={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toBe(i18n.t('booking:errors.SALE_CLOSED'));
    cleanup();
    renderWithProviders(<NoticeAlert notice={{ kind: 'error', code: 'RATE_LIMITED' }} onClose={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toBe(i18n.t('errors:RATE_LIMITED'));
  });
});
