// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import CheckoutPage from '../../../src/features/checkout/checkout-page.js';
import { renderWithProviders, stubMatchMedia, stubRelativeRequests } from '../helpers/render.js';

beforeAll(() => {
  initI18n({ locales: ['en', 'es', 'fr', 'nl', 'ru'], languageCookieMinutes: null } as unknown as SiteConfig);
});
beforeEach(() => {
  stubMatchMedia();
  stubRelativeRequests();
  window.history.replaceState(null, '', '/checkout?orderId=5&termsAccepted=1');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The label of the three-instalment option of an order whose instalments are `amounts` cents. */
async function threeInstalmentsLabel(language: string, amounts: [number, number, number]): Promise<string> {
  await i18n.changeLanguage(language);
  const total = amounts[0] + amounts[1] + amounts[2];
  const schedule = amounts.map((amount, i) => ({ position: i + 1, dueDate: `2026-1${i}-27`, amount }));
  vi.stubGlobal('fetch', vi.fn(async () => json({
    orderId: 5, totalAmount: total,
    options: [
      { numberOfInstallments: 1, minimumAmount: 0, maximumAmount: 1_000_000, schedule: [{ position: 1, dueDate: '2026-10-27', amount: total }] },
      { numberOfInstallments: 3, minimumAmount: 10_000, maximumAmount: 1_000_000, schedule },
    ],
  })));
  renderWithProviders(<CheckoutPage />);
  const option = await screen.findByTestId('checkout-option-3');
  return option.closest('.mantine-Radio-root')?.textContent ?? option.textContent ?? '';
}

/** The word each language uses for an approximate amount. */
const ABOUT: Record<string, RegExp> = { en: /\babout\b/, es: /\bunos\b/, fr: /environ/, nl: /ongeveer/, ru: /около/ };

describe('the instalment option of the checkout', () => {
  for (const [language, about] of Object.entries(ABOUT)) {
    it(`${language}: says the amount of equal instalments exactly, and "about" only when the first carries a remainder`, async () => {
      const exact = await threeInstalmentsLabel(language, [4600, 4600, 4600]);
      expect(exact).toMatch(/46[.,]00/);
      expect(exact).not.toMatch(about);
      cleanup();
      const rounded = await threeInstalmentsLabel(language, [3334, 3333, 3333]);
      expect(rounded).toMatch(/33[.,]33/);
      expect(rounded).toMatch(about);
    });
  }
});
