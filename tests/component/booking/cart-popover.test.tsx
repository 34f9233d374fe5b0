// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import type { CartSummary } from '../../../src/domain/cart-summary.js';
import type { TicketGroup } from '../../../src/domain/ticket-groups.js';
import { buildTheme } from '../../../src/app/theme.js';
import { CartPopover } from '../../../src/features/cart-popover/cart-popover.js';
import { bookingState, setPopoverOpen, setSummary } from '../../../src/features/booking/state.js';
import { EMPTY_CART } from '../../../src/domain/cart-summary.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { setSiteConfigResult } from '../../../src/lib/site-config.js';
import { stubRelativeRequests } from '../helpers/render.js';

const config = {
  client: { name: 'fc', configuration: {} }, locales: ['en', 'fr'], languageCookieMinutes: null, clientShortName: 'FCR', clientLongName: 'FC Riverside',
  logoUrl: '/logo.svg', primaryColor: '#0b5fff', secondaryColor: '#ffb400', subscriptionsLinkEnabled: true, footers: [], socials: [], banners: [],
  plasticCardConfiguration: { mandatory: true },
} as unknown as SiteConfig;

const seatGroup = (id: number, seat: string): TicketGroup => ({
  packInfo: null,
  ancillaryTickets: [],
  seatTickets: [{
    id, grossAmount: 2000, discountAmount: 0, productName: 'Full', isFromResale: false, packGroup: null, packInfo: null,
    eventInfo: { id: 1, name: 'FC – City', homeTeam: null, startDatetime: '2030-03-14T19:00:00Z' },
    seatInfo: { standName: 'North', standId: 1, blockName: '101', blockId: 1, rowName: '4', seatNumber: seat, isOpenSeating: false, eventId: 1, categoryName: 'C1' },
  }],
});
const cardGroup: TicketGroup = { packInfo: null, seatTickets: [], ancillaryTickets: [{ id: 9, ancillaryName: 'Plastic card', ancillaryType: 'plastic_card', grossAmount: 300, discountAmount: 0 }] };

function summary(groups: TicketGroup[]): CartSummary {
  return {
    orderId: 12, seatTicketIds: groups.flatMap((g) => g.seatTickets.map((s) => s.id)), ancillaryTicketIds: groups.flatMap((g) => g.ancillaryTickets.map((a) => a.id)),
    promoCodeIds: [], ticketGroups: groups, cartCount: groups.length, totalPrice: 4300, expiryDatetime: new Date(2030, 2, 4, 9, 5).toISOString(),
  };
}

function renderPopover() {
  const { hook, searchHook } = memoryLocation({ path: '/summary' });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={buildTheme(config)}>
        <Router hook={hook} searchHook={searchHook}>
          <CartPopover />
        </Router>
      </MantineProvider>
    </I18nextProvider>,
  );
}

beforeAll(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined,
    addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false,
  }));
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  setSiteConfigResult({ config });
  initI18n(config);
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  setSummary({ ...EMPTY_CART });
  setPopoverOpen(false);
});
afterEach(cleanup);

const open = () => act(() => { fireEvent.click(screen.getByTestId('cart-button')); });

describe('CartPopover', () => {
  it('is disabled while the cart is empty', () => {
    renderPopover();
    expect(screen.getByTestId('cart-button').hasAttribute('disabled')).toBe(true);
  });

  it('lists at most two groups, then the remaining count', async () => {
    setSummary(summary([seatGroup(1, '1'), seatGroup(2, '2'), seatGroup(3, '3'), seatGroup(4, '4')]));
    renderPopover();
    expect(screen.getByTestId('cart-button').hasAttribute('disabled')).toBe(false);
    open();
    expect(await screen.findAllByTestId('cart-popover-group')).toHaveLength(2);
    expect(screen.getByTestId('cart-popover-more').textContent).toBe('+ 2 more items');
  });

  it('shows no remaining line for two groups', async () => {
    setSummary(summary([seatGroup(1, '1'), seatGroup(2, '2')]));
    renderPopover();
    open();
    expect(await screen.findAllByTestId('cart-popover-group')).toHaveLength(2);
    expect(screen.queryByTestId('cart-popover-more')).toBeNull();
  });

  it('names a ticket taken off sale after it was held, and only that one', async () => {
    const withdrawn = seatGroup(2, '2');
    withdrawn.seatTickets[0] = { ...withdrawn.seatTickets[0]!, isFromResale: true, noLongerForSale: true };
    setSummary(summary([seatGroup(1, '1'), withdrawn]));
    renderPopover();
    open();
    const groups = await screen.findAllByTestId('cart-popover-group');
    expect(groups.map((g) => g.querySelector('[data-testid="cart-popover-withdrawn"]')?.textContent ?? null)).toEqual([null, 'No longer for sale']);
  });

  it('writes the expiry month first in English and day first in French', async () => {
    setSummary(summary([seatGroup(1, '1')]));
    renderPopover();
    open();
    expect((await screen.findByTestId('cart-popover-expiry')).textContent).toContain('03/04/2030 09:05');
    await act(async () => { await i18n.changeLanguage('fr'); });
    expect(screen.getByTestId('cart-popover-expiry').textContent).toContain('04/03/2030 09:05');
  });

  it('offers no removal for a mandatory plastic card group', async () => {
    setSummary(summary([seatGroup(1, '7'), cardGroup]));
    renderPopover();
    open();
    await screen.findAllByTestId('cart-popover-group');
    expect(screen.getAllByLabelText(/^Remove /)).toHaveLength(1);
    expect(screen.getByLabelText(/^Remove FC – City/)).toBeTruthy();
  });

  it('asks for confirmation before abandoning, and cancelling keeps the cart', async () => {
    setSummary(summary([seatGroup(1, '1')]));
    renderPopover();
    open();
    await act(async () => { fireEvent.click(await screen.findByTestId('cart-popover-abandon')); });
    expect(await screen.findByText('Do you really want to abandon this order? Your seats will be released.')).toBeTruthy();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Cancel' })); });
    expect(bookingState.summary.cartCount).toBe(1);
    expect(screen.getByTestId('cart-button').hasAttribute('disabled')).toBe(false);
  });

  describe('abandoning an order the server no longer holds', () => {
    const refusedAs = (status: string) => vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(
      JSON.stringify({ error: { code: 'ORDER_NOT_ONHOLD', message: 'x', details: { status } } }),
      { status: 409, headers: { 'content-type': 'application/json' } },
    ));
    async function abandonFromPopover(): Promise<void> {
      stubRelativeRequests();
      bookingState.notice = null;
      setSummary(summary([seatGroup(1, '1')]));
      renderPopover();
      open();
      await act(async () => { fireEvent.click(await screen.findByTestId('cart-popover-abandon')); });
      await act(async () => { fireEvent.click(await screen.findByTestId('abandon-confirm')); });
    }

    it('takes one abandoned already (its first answer lost, another tab) as abandoned: the cart empties, no error', async () => {
      const fetchSpy = refusedAs('abandoned');
      await abandonFromPopover();
      await waitFor(() => expect(bookingState.summary.cartCount).toBe(0));
      expect(screen.getByTestId('cart-button').hasAttribute('disabled')).toBe(true);
      expect(bookingState.notice).toBeNull();
      fetchSpy.mockRestore();
    });

    it('says why and keeps the cart when the order ended otherwise (paid meanwhile)', async () => {
      const fetchSpy = refusedAs('confirmed');
      await abandonFromPopover();
      // The refusal is the cart's notice, said in the popover opened again.
      await waitFor(() => expect(bookingState.notice).toEqual({ kind: 'error', code: 'ORDER_NOT_ONHOLD' }));
      expect(bookingState.popoverOpen).toBe(true);
      expect(bookingState.summary.cartCount).toBe(1);
      fetchSpy.mockRestore();
    });
  });

  describe('when the hold expires', () => {
    // The summary's hold ends at 09:05 on 4 March 2030 (local time); the clock starts a minute before.
    const start = new Date(2030, 2, 4, 9, 4);
    const storedCart = () => localStorage.getItem('venue-shop.cart');
    beforeEach(() => {
      vi.useFakeTimers({ now: start, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    async function bookedCart(): Promise<void> {
      bookingState.cart = { ...bookingState.cart, ticketType: 'event', event: { id: 1, name: 'E' }, orderId: 12, expiryDatetime: new Date(2030, 2, 4, 9, 5).toISOString() };
      setSummary(summary([seatGroup(1, '1')]));
      await act(async () => { await Promise.resolve(); });
    }

    it('keeps the cart while the hold runs', async () => {
      await bookedCart();
      renderPopover();
      await act(async () => { vi.advanceTimersByTime(59_000); });
      expect(screen.getByTestId('cart-button').hasAttribute('disabled')).toBe(false);
      expect(JSON.parse(storedCart() ?? 'null')?.orderId).toBe(12);
    });

    it('empties the cart at its expiry without a reload: disabled at zero, popover closed, stored cart removed', async () => {
      await bookedCart();
      renderPopover();
      await act(async () => { setPopoverOpen(true); });
      expect(storedCart()).not.toBeNull();
      await act(async () => { vi.advanceTimersByTime(61_000); });
      expect(screen.getByTestId('cart-button').hasAttribute('disabled')).toBe(true);
      expect(bookingState.summary.cartCount).toBe(0);
      expect(bookingState.popoverOpen).toBe(false);
      expect(bookingState.cart.orderId).toBeNull();
      expect(storedCart()).toBeNull();
    });

    it('empties at once a cart whose hold already ended', async () => {
      vi.setSystemTime(new Date(2030, 2, 4, 9, 6));
      await bookedCart();
      renderPopover();
      await act(async () => { vi.advanceTimersByTime(0); });
      expect(screen.getByTestId('cart-button').hasAttribute('disabled')).toBe(true);
      expect(storedCart()).toBeNull();
    });
  });
});
