// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { SaleFooter } from '../../../src/features/home/sale-state-badge.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { renderWithProviders, stubMatchMedia } from '../helpers/render.js';

/** The last line of the event and pack cards on the home page: sale badge and lowest price. */
beforeAll(async () => {
  stubMatchMedia();
  initI18n(null);
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('SaleFooter', () => {
  it('shows the sale state and the lowest price while tickets can be bought', () => {
    renderWithProviders(<SaleFooter item={{ saleState: 'on_sale', channelConfigurations: [], minimumPrice: 1750 }} />);
    expect(document.querySelector('[data-sale-state="on_sale"]')).not.toBeNull();
    expect(screen.getByTestId('minimum-price').textContent).toMatch(/17\.50/);
  });

  it('shows no price once the event is sold out', () => {
    renderWithProviders(<SaleFooter item={{ saleState: 'sold_out', channelConfigurations: [], minimumPrice: 1750 }} />);
    expect(document.querySelector('[data-sale-state="sold_out"]')).not.toBeNull();
    expect(screen.queryByTestId('minimum-price')).toBeNull();
  });
});
