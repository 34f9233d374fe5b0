// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import type { Cart, PricedExtra } from '../../../src/domain/cart/index.js';
import { OptionsSummary } from '../../../src/features/options/options-summary.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { renderWithProviders, stubMatchMedia } from '../helpers/render.js';

/**
 * The Options page's summary said "Options: Free" (Spanish "Opciones: Gratis") while the fan had
 * chosen no option at all, which reads as a free option taken. Without one there is no line; a
 * chosen option shows its price, "Free" included when it costs nothing.
 */
const extras: PricedExtra[] = [
  { id: 2, netPrice: 1500, type: 'parking' },
  { id: 5, netPrice: 0, type: 'plastic_card' },
];

function cart(over: Partial<Cart> = {}): Cart {
  return {
    ticketType: 'event', event: { id: 2, name: 'FC Riverside – Northgate United' }, pack: null,
    tickets: [{
      seat: { id: 11, rowName: '1', seatNumber: '15', categoryId: 1 },
      block: { id: 3, name: '210', standName: 'Tribuna Este', isOpenSeating: false },
      offer: { categoryId: 1, productId: 1, price: 3000, blockId: 3, isFromResale: false, seatIds: [11] },
      holderInfo: { gender: 'unknown', firstName: '', lastName: '' },
    }] as unknown as Cart['tickets'],
    options: [], parking: null, ticketWithdrawal: { name: 'Envoi par email', value: 1 },
    selectedTicketIndex: 0, lastTicketIndexSelected: 0, orderId: null, expiryDatetime: null, heldSeatIds: [],
    ...over,
  };
}

const LANGUAGES = ['en', 'es', 'fr', 'nl', 'ru'] as const;

beforeAll(() => {
  stubMatchMedia();
  initI18n({ locales: [...LANGUAGES], languageCookieMinutes: null } as unknown as SiteConfig);
});
afterEach(cleanup);

describe('the Options page summary', () => {
  it.each(LANGUAGES)('has no options line when none is chosen (%s)', async (language) => {
    await i18n.changeLanguage(language);
    renderWithProviders(<OptionsSummary cart={cart()} extras={extras} mandatoryCardId={null} />);
    const summary = screen.getByTestId('options-summary');
    expect(screen.queryByTestId('options-extras-amount')).toBeNull();
    expect(summary.textContent).not.toContain(i18n.t('booking:options.extrasAmount'));
    expect(summary.textContent).not.toContain(i18n.t('common:price.free'));
    expect(screen.getByTestId('options-total').textContent).toMatch(/30[.,]00/);
  });

  it('shows the chosen options\' price, and "Free" for a chosen option that costs nothing', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(<OptionsSummary cart={cart({ parking: 2 })} extras={extras} mandatoryCardId={null} />);
    expect(screen.getByTestId('options-extras-amount').textContent).toMatch(/15,00/);
    expect(screen.getByTestId('options-total').textContent).toMatch(/45,00/);
    cleanup();
    renderWithProviders(<OptionsSummary cart={cart()} extras={extras} mandatoryCardId={5} />);
    expect(screen.getByTestId('options-extras-amount').textContent).toBe('Gratis');
  });
});
