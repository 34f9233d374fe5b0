// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import type { OrderView } from '../../../src/domain/ticket-groups.js';
import { PromoCodes } from '../../../src/features/summary/promo-codes.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { renderWithProviders, stubMatchMedia } from '../helpers/render.js';

/**
 * An applied code's line read "5,00 €" beside the total's "Descuento -5,00 €": a fan could take it
 * for a charge. It is an amount off, signed as the summary's discount is, in every language. The
 * amounts are the server's: positive, the amount taken off (order_promo_codes.discount_amount).
 */

const order: OrderView = {
  orderId: 7, status: 'onhold', expiryDatetime: '2030-01-01T00:00:00Z', hasTransactionInProgress: false, saleDatetime: null,
  grossAmount: 5950, discountAmount: -500, ticketGroups: [],
  appliedDiscounts: [{ rank: 1, promoCode: { id: 2, name: 'FAN5', description: null } }],
};

beforeAll(() => {
  stubMatchMedia();
  initI18n({ locales: ['en', 'es', 'fr', 'nl', 'ru'], languageCookieMinutes: null } as unknown as SiteConfig);
});
afterEach(cleanup);

describe('an applied promo code\'s discount', () => {
  it.each([
    ['en', '-€5.00'],
    ['es', '-5,00\u00a0€'],
    ['fr', '-5,00\u00a0€'],
    ['nl', '€\u00a0-5,00'],
    ['ru', '-5,00\u00a0€'],
  ])('reads as an amount off in %s: %s', async (language, expected) => {
    await i18n.changeLanguage(language);
    renderWithProviders(<PromoCodes order={order} discounts={new Map([[2, 500]])} onChanged={() => undefined} />);
    expect(screen.getByTestId('promo-applied-amount').textContent).toBe(expected);
  });

  it('reads a code that takes nothing off as zero, unsigned', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(<PromoCodes order={order} discounts={new Map([[2, 0]])} onChanged={() => undefined} />);
    expect(screen.getByTestId('promo-applied-amount').textContent).toBe('0,00\u00a0€');
  });
});
