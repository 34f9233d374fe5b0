// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import CheckoutPage from '../../../src/features/checkout/checkout-page.js';
import { bookingState, clearAll } from '../../../src/features/booking/state.js';
import { renderWithProviders, stubMatchMedia, stubRelativeRequests } from '../helpers/render.js';

beforeAll(async () => {
  initI18n({ locales: ['en', 'fr'], languageCookieMinutes: null } as unknown as SiteConfig);
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  stubMatchMedia();
  stubRelativeRequests();
  window.history.replaceState(null, '', '/checkout?orderId=5&termsAccepted=1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // A test that gives the cart an order must not hand it to the next one.
  clearAll();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const OPTIONS = {
  orderId: 5, totalAmount: 5400, expiryDatetime: '2099-01-01T00:00:00.000Z',
  options: [{ numberOfInstallments: 1, minimumAmount: 0, maximumAmount: 1_000_000, schedule: [{ position: 1, dueDate: '2026-11-27', amount: 5400 }] }],
};

/** The checkout page whose Pay is refused with this answer. */
async function payRefusedWith(status: number, error: Record<string, unknown>): Promise<string> {
  vi.stubGlobal('fetch', vi.fn(async (request: Request) =>
    (request.method === 'GET' ? json(200, OPTIONS) : json(status, { error }))));
  renderWithProviders(<CheckoutPage />);
  fireEvent.click(await screen.findByTestId('checkout-pay'));
  return (await screen.findByTestId(/^checkout-(error|refused)$/)).textContent ?? '';
}

describe('CheckoutPage refusals', () => {
  it('says why a payment could not start when the server says why: a promo code withdrawn meanwhile', async () => {
    const text = await payRefusedWith(409, { code: 'PAYMENT_NOT_INITIATED', message: 'x', details: { reason: 'PROMO_CODE_REFUSED', promoCodeErrors: [{}] } });
    expect(text).toContain('A promo code of this order no longer applies.');
    expect(text).not.toContain('try again later');
  });

  it('says a reservation that ran out is gone, rather than to try later', async () => {
    const text = await payRefusedWith(409, { code: 'PAYMENT_NOT_INITIATED', message: 'x', details: { reason: 'ORDER_EXPIRED' } });
    expect(text).toContain('Your reservation has run out');
    // Nothing left to pay: Pay is gone, a new order is offered instead.
    expect(screen.queryByTestId('checkout-pay')).toBeNull();
    expect(screen.getByRole('link', { name: 'Start a new order' })).toBeTruthy();
  });

  it('sends the fan back to the summary when a ticket was taken off sale, and keeps the order in the cart', async () => {
    bookingState.cart = { ...bookingState.cart, orderId: 5 };
    const text = await payRefusedWith(409, { code: 'PAYMENT_NOT_INITIATED', message: 'x', details: { reason: 'ORDER_TICKET_WITHDRAWN' } });
    expect(text).toContain('Remove it from your order on the summary');
    expect(screen.queryByTestId('checkout-pay')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the summary' }).getAttribute('href')).toBe('/summary?orderId=5');
    expect(screen.queryByRole('link', { name: 'Start a new order' })).toBeNull();
    // The order can still be paid once the ticket is out: the cart keeps it.
    expect(bookingState.cart.orderId).toBe(5);
  });

  it('offers to stop the attempt under way when Pay finds one (an earlier answer lost), with the focus there', async () => {
    let paid = false;
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
      if (request.method !== 'GET') {
        paid = true;
        return json(409, { error: { code: 'PAYMENT_NOT_INITIATED', message: 'x', details: { reason: 'ORDER_PAYMENT_IN_PROGRESS' } } });
      }
      // The options read refuses too once an attempt is under way.
      return paid ? json(409, { error: { code: 'ORDER_PAYMENT_IN_PROGRESS', message: 'x' } }) : json(200, OPTIONS);
    }));
    renderWithProviders(<CheckoutPage />);
    fireEvent.click(await screen.findByTestId('checkout-pay'));
    const notice = await screen.findByTestId('checkout-in-progress');
    expect(screen.getByTestId('checkout-abandon')).toBeTruthy();
    expect(screen.queryByTestId('checkout-pay')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(notice));
  });

  it('takes the fan to the payment result when Pay finds the order paid already (a free order whose answer was lost)', async () => {
    bookingState.cart = { ...bookingState.cart, orderId: 5 };
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => (request.method === 'GET' ? json(200, OPTIONS)
      : json(409, { error: { code: 'PAYMENT_NOT_INITIATED', message: 'x', details: { reason: 'ORDER_NOT_ONHOLD', status: 'confirmed' } } }))));
    renderWithProviders(<CheckoutPage />);
    fireEvent.click(await screen.findByTestId('checkout-pay'));
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/validation?orderId=5'));
    expect(bookingState.cart.orderId).toBeNull();
  });

  it('keeps Pay offered after a refusal that a second try may overcome', async () => {
    await payRefusedWith(502, { code: 'PAYMENT_NOT_INITIATED', message: 'x', details: { reason: 'PROVIDER_UNAVAILABLE' } });
    expect(screen.getByTestId('checkout-pay')).toBeTruthy();
    expect(screen.queryByTestId('checkout-refused')).toBeNull();
  });

  it('asks to try later when the provider cannot be reached or no reason is given', async () => {
    expect(await payRefusedWith(502, { code: 'PAYMENT_NOT_INITIATED', message: 'x', details: { reason: 'PROVIDER_UNAVAILABLE' } }))
      .toContain('The payment provider cannot be reached.');
    cleanup();
    expect(await payRefusedWith(500, { code: 'PAYMENT_NOT_INITIATED', message: 'x' })).toContain('Please try again later.');
  });

  it('counts the hold down, and once it has run out says so in place of Pay, before any click', async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    const fetchMock = vi.fn(async (_request: Request) => json(200, { ...OPTIONS, expiryDatetime: soon }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CheckoutPage />);
    expect((await screen.findByRole('timer')).textContent).toMatch(/0:0[01]/);
    expect(screen.getByTestId('checkout-pay')).toBeTruthy();
    const refused = await screen.findByTestId('checkout-refused', undefined, { timeout: 4000 });
    expect(refused.textContent).toContain('Your reservation has run out');
    // No Pay was pressed: no "the payment could not be started".
    expect(refused.textContent).not.toContain('could not be');
    expect(screen.queryByTestId('checkout-pay')).toBeNull();
    // Said without asking the server to pay: only the options were read (and the cart button's summary).
    expect(fetchMock.mock.calls.every(([request]) => (request as Request).method === 'GET')).toBe(true);
  });
});
