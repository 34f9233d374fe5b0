// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import type { CartTicket } from '../../../src/domain/cart/index.js';
import { emptyHolder } from '../../../src/domain/cart/cart-machine.js';
import { HolderForm } from '../../../src/features/booking/holder-form.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { renderWithProviders, stubMatchMedia } from '../helpers/render.js';

beforeAll(async () => {
  initI18n({ locales: ['en', 'fr'], languageCookieMinutes: null } as unknown as SiteConfig);
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  stubMatchMedia();
  // The country select (a Mantine combobox) measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ticket: CartTicket = {
  seat: { id: 7, rowName: '1', seatNumber: '3', categoryId: 1 },
  block: { id: 103, name: '103', standName: 'North Stand', isOpenSeating: false },
  offer: { categoryId: 1, productId: 9, price: 0, blockId: 103, availability: 10, isResale: false, isOpenSeating: false, seatIds: [7], isFromResale: false },
  holderInfo: emptyHolder(),
};

describe('HolderForm heading', () => {
  it('names the ticket\'s rate beside its seat, so the child\'s form is told from the adults\'', () => {
    renderWithProviders(<HolderForm index={2} ticket={ticket} rateName="Child" required={['firstName', 'lastName']} errors={{}} />);
    expect(screen.getByText('Ticket 3 – North Stand, block 103, row 1, seat 3 · Child')).toBeTruthy();
  });

  it('shows the seat alone while the rate names are not in', () => {
    renderWithProviders(<HolderForm index={0} ticket={ticket} rateName={undefined} required={['firstName', 'lastName']} errors={{}} />);
    expect(screen.getByText('Ticket 1 – North Stand, block 103, row 1, seat 3')).toBeTruthy();
  });
});
