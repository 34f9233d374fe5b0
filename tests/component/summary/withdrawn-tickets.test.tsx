// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import type { OrderView, SeatTicketView } from '../../../src/domain/ticket-groups.js';
import { groupTickets } from '../../../src/domain/ticket-groups.js';
import { cartSummary } from '../../../src/domain/cart-summary.js';
import { WithdrawnTickets } from '../../../src/features/summary/withdrawn-tickets.js';
import { setSummary } from '../../../src/features/booking/state.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { setSiteConfigResult } from '../../../src/lib/site-config.js';
import { renderWithProviders, stubMatchMedia, stubRelativeRequests } from '../helpers/render.js';

const seat = (id: number, noLongerForSale: boolean): SeatTicketView => ({
  id, grossAmount: 5000, discountAmount: 0, productName: 'Resale', isFromResale: noLongerForSale, packGroup: null, packInfo: null,
  eventInfo: { id: 1, name: 'FC – City', homeTeam: null, startDatetime: '2030-03-14T19:00:00Z' },
  seatInfo: { standName: 'North', standId: 1, blockName: '102', blockId: 2, rowName: '1', seatNumber: String(id), isOpenSeating: false, eventId: 1, categoryName: 'C1' },
  ...(noLongerForSale ? { noLongerForSale: true } : {}),
});
const order = (tickets: SeatTicketView[]): OrderView => ({
  orderId: 5, status: 'onhold', expiryDatetime: '2099-01-01T00:00:00.000Z', hasTransactionInProgress: false, saleDatetime: null,
  grossAmount: tickets.reduce((sum, t) => sum + t.grossAmount, 0), discountAmount: 0, numberOfInstallments: 1, refundAmount: null,
  appliedDiscounts: [], ticketGroups: groupTickets(tickets, []),
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  const config = { locales: ['en'], languageCookieMinutes: null, plasticCardConfiguration: { mandatory: false } } as unknown as SiteConfig;
  setSiteConfigResult({ config });
  initI18n(config);
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  stubMatchMedia();
  stubRelativeRequests();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the summary\'s notice of tickets taken off sale', () => {
  const shown = order([seat(1, true), seat(2, false)]);

  it('is absent when every ticket can be paid for', () => {
    renderWithProviders(<WithdrawnTickets order={order([seat(2, false)])} onRemoved={() => undefined} />);
    expect(screen.queryByTestId('summary-withdrawn')).toBeNull();
  });

  it('removes only the tickets taken off sale, then hands over to the page', async () => {
    setSummary(cartSummary(shown));
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
      if (request.url.endsWith('/api/order/update-tickets-on-order')) {
        sent.push(await request.json());
        return json(200, { orderId: 5 });
      }
      return json(200, { orders: [order([seat(2, false)])] });
    }));
    const onRemoved = vi.fn();
    renderWithProviders(<WithdrawnTickets order={shown} onRemoved={onRemoved} />);
    expect(screen.getByTestId('summary-withdrawn').textContent).toContain('took 1 resale ticket of this order off sale');
    expect(screen.getByTestId('summary-withdrawn').textContent).toContain('to pay for the rest of your order');
    fireEvent.click(screen.getByRole('button', { name: 'Remove this ticket from my order' }));
    await waitFor(() => expect(onRemoved).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ orderId: 5, ticketIds: [2], ticketAncillaryIds: [] }]);
  });

  it('hands over to the page also when nothing is left: the page says there is no order, no jump home', async () => {
    const alone = order([seat(1, true)]);
    setSummary(cartSummary(alone));
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => (request.url.endsWith('/api/order/update-tickets-on-order')
      ? json(200, { orderId: 5 })
      : json(200, { orders: [] }))));
    const onRemoved = vi.fn();
    window.history.replaceState(null, '', '/summary?orderId=5');
    renderWithProviders(<WithdrawnTickets order={alone} onRemoved={onRemoved} />);
    // No "rest of your order" when nothing else is in it.
    expect(screen.getByTestId('summary-withdrawn').textContent).toContain('Remove it from your order, then choose other seats if you wish.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove this ticket from my order' }));
    await waitFor(() => expect(onRemoved).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/summary');
  });

  it('says why when the removal is refused, and leaves the page as it was', async () => {
    setSummary(cartSummary(shown));
    vi.stubGlobal('fetch', vi.fn(async () => json(409, { error: { code: 'ORDER_PAYMENT_IN_PROGRESS', message: 'x' } })));
    const onRemoved = vi.fn();
    renderWithProviders(<WithdrawnTickets order={shown} onRemoved={onRemoved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove this ticket from my order' }));
    expect((await screen.findByTestId('summary-withdrawn-error')).textContent).toBe('This order is being paid: it cannot change until the payment ends.');
    expect(onRemoved).not.toHaveBeenCalled();
  });
});
