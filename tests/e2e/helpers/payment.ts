import { expect, type Page } from '@playwright/test';
import { api } from './api.js';
import type { Customer } from './booking.js';
import { newCustomer } from './customers.js';

/**
 * Orders and payments for the checkout specs: a sign-in and an order hold through the API (the
 * booking UI has its own spec), then the checkout page and the test provider's hosted page.
 */

/** Signs in through the API from a page of the shop, as `who` or else as a new customer of its own. */
export async function signInByApi(page: Page, who?: Customer): Promise<Customer> {
  const customer = who ?? await newCustomer(page);
  await page.goto('/?lng=en');
  const login = await api(page, 'POST', '/api/auth/authenticate', { email: customer.email, password: customer.password });
  expect(login.status).toBe(200);
  return customer;
}

/**
 * Holds an available seat of an event on sale (more, up to ten, until they cost `minimumCents`)
 * and returns the order id; `holderInfo` null buys them unnamed.
 */
export async function createOrder(page: Page, holderInfo: Record<string, string> | null = { firstName: 'Demo', lastName: 'Fan' }, minimumCents = 0): Promise<number> {
  const events = (await api(page, 'GET', '/api/events')).body.events as { id: number; saleState: string }[];
  for (const event of events.filter((e) => e.saleState === 'on_sale' || e.saleState === 'early_bird')) {
    const query = `{ events(eventIds: ["${event.id}"]) { arena { stands { blocks { id name isOpenSeating } } } } }`;
    const graph = await api(page, 'POST', '/api/proxy/graphql', { query });
    const blocks = (graph.body?.data?.events?.[0]?.arena?.stands ?? [])
      .flatMap((s: { blocks: { id: number; name: string; isOpenSeating: boolean }[] }) => s.blocks)
      .filter((b: { isOpenSeating: boolean }) => !b.isOpenSeating);
    for (const block of blocks.slice(0, 5)) {
      const answer = await api(page, 'POST', '/api/block', { eventId: event.id, blockId: block.id });
      type Seat = { id: number; available: boolean; price: number | null; productIds: number[]; category: { id: number } };
      const free = ((answer.body?.seats ?? []) as Seat[]).filter((s) => s.available && s.price !== null && s.productIds.length > 0);
      // As many seats as reach `minimumCents` (one at least, ten at most).
      const seats: Seat[] = [];
      for (const seat of free) {
        if (seats.length >= 10 || (seats.length > 0 && seats.reduce((sum, s) => sum + (s.price ?? 0), 0) >= minimumCents)) break;
        seats.push(seat);
      }
      if (seats.length === 0) continue;
      const created = await api(page, 'POST', '/api/order/create-order-with-tickets', {
        ticketType: 'event',
        event: { id: event.id },
        tickets: seats.map((seat) => ({
          seat: { id: seat.id },
          block: { id: block.id, name: block.name, seats: [] },
          offer: { categoryId: seat.category.id, productId: seat.productIds[0], price: seat.price, blockId: block.id, isFromResale: false, seatIds: [seat.id] },
          holderInfo,
        })),
        options: [],
      });
      if (created.status === 200) return created.body.order.orderId as number;
    }
  }
  throw new Error('no seat could be held');
}

export type TestProviderOutcome = 'success' | 'pending' | 'refused' | 'error';

/** Straight to the checkout (not through the summary), the terms accepted there, Pay: ends on the test provider's page. */
export async function toProviderPage(page: Page, orderId: number): Promise<void> {
  await page.goto(`/checkout?orderId=${orderId}&lng=en`);
  await expect(page.getByTestId('checkout-total')).toBeVisible();
  await expect(page.getByTestId('checkout-schedule')).toBeVisible();
  await page.getByLabel('I accept the general terms and conditions of sale').check();
  await page.getByTestId('checkout-pay').click();
  await page.waitForURL(/\/payment\/test\//);
}

/** Checkout in full, then the given choice on the test provider's page; ends on /validation. */
export async function payWith(page: Page, orderId: number, outcome: TestProviderOutcome): Promise<void> {
  await toProviderPage(page, orderId);
  await page.locator(`button[data-outcome="${outcome}"]`).click();
  await page.waitForURL(new RegExp(`/validation\\?orderId=${orderId}$`));
}
