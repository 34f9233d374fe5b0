import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { verifyTicketToken } from '../../src/server/services/documents/ticket-token.js';

/**
 * From an order created through the API to the validation page, through the test provider's
 * hosted page, for a success and a refusal; then the e-ticket downloaded from My purchases and
 * its QR token verified with the server's secret.
 */
interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers of several shapes
}

/** A call from the page, as the shop's client makes it (cookies plus the CSRF header). */
function api(page: Page, method: string, url: string, body?: unknown): Promise<Answer> {
  return page.evaluate(async ({ method, url, body }) => {
    const csrf = document.cookie.split('; ').find((c) => c.startsWith('csrf='))?.slice('csrf='.length) ?? '';
    const response = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  }, { method, url, body });
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/?lng=en');
  const login = await api(page, 'POST', '/api/auth/authenticate', { email: 'demo@example.com', password: 'demo-password-1' });
  expect(login.status).toBe(200);
}

/** Holds one available seat of an event on sale and returns the order id. */
async function createOrder(page: Page): Promise<number> {
  const events = (await api(page, 'GET', '/api/events')).body.events as { id: number; saleState: string }[];
  for (const event of events.filter((e) => e.saleState === 'on_sale' || e.saleState === 'early_bird')) {
    const query = `{ events(eventIds: ["${event.id}"]) { arena { stands { blocks { id name isOpenSeating } } } } }`;
    const graph = await api(page, 'POST', '/api/proxy/graphql', { query });
    const blocks = (graph.body?.data?.events?.[0]?.arena?.stands ?? [])
      .flatMap((s: { blocks: { id: number; name: string; isOpenSeating: boolean }[] }) => s.blocks)
      .filter((b: { isOpenSeating: boolean }) => !b.isOpenSeating);
    for (const block of blocks.slice(0, 5)) {
      const answer = await api(page, 'POST', '/api/block', { eventId: event.id, blockId: block.id });
      const seat = (answer.body?.seats ?? []).find((s: { available: boolean; price: number | null; productIds: number[] }) =>
        s.available && s.price !== null && s.productIds.length > 0);
      if (!seat) continue;
      const created = await api(page, 'POST', '/api/order/create-order-with-tickets', {
        ticketType: 'event',
        event: { id: event.id },
        tickets: [{
          seat: { id: seat.id },
          block: { id: block.id, name: block.name, seats: [] },
          offer: { categoryId: seat.category.id, productId: seat.productIds[0], price: seat.price, blockId: block.id, isFromResale: false, seatIds: [seat.id] },
          holderInfo: { firstName: 'Demo', lastName: 'Fan' },
        }],
        options: [],
      });
      if (created.status === 200) return created.body.order.orderId as number;
    }
  }
  throw new Error('no seat could be held');
}

/** Checkout in full, then the given choice on the test provider's page; ends on /validation. */
async function payWith(page: Page, orderId: number, outcome: 'success' | 'refused'): Promise<void> {
  await page.goto(`/checkout?orderId=${orderId}&lng=en`);
  await expect(page.getByTestId('checkout-total')).toBeVisible();
  await expect(page.getByTestId('checkout-schedule')).toBeVisible();
  await page.getByTestId('checkout-pay').click();
  await page.waitForURL(/\/payment\/test\//);
  await page.locator(`button[data-outcome="${outcome}"]`).click();
  await page.waitForURL(new RegExp(`/validation\\?orderId=${orderId}$`));
}

test.describe.configure({ mode: 'serial' });

test('a refused payment shows "not validated" with retry and new order', async ({ page }) => {
  await signIn(page);
  const orderId = await createOrder(page);
  await payWith(page, orderId, 'refused');
  const result = page.getByTestId('validation-result');
  await expect(result).toHaveAttribute('data-outcome', 'notValidated');
  await expect(page.getByRole('heading', { name: 'Payment not validated' })).toBeVisible();
  await expect(page.getByTestId('validation-retry')).toBeVisible();
  await expect(page.getByTestId('validation-new-order')).toBeVisible();
  // Retrying pays the same order.
  await page.getByTestId('validation-retry').click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?orderId=${orderId}$`));
});

test('a successful payment confirms the order; its e-ticket downloads from My purchases with a valid QR token', async ({ page }) => {
  await signIn(page);
  const orderId = await createOrder(page);
  await payWith(page, orderId, 'success');
  await expect(page.getByTestId('validation-result')).toHaveAttribute('data-outcome', 'success');
  await expect(page.getByRole('heading', { name: 'Order registered' })).toBeVisible();

  await page.getByTestId('validation-orders').click();
  await expect(page).toHaveURL(/\/orders$/);
  const card = page.getByTestId(`order-${orderId}`);
  await expect(card).toBeVisible();
  const button = card.getByRole('button', { name: 'Download e-ticket' }).first();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^e-ticket-\d+\.pdf$/);
  const path = await download.path();
  const pdf = await PDFDocument.load(readFileSync(path));
  const secret = process.env['SESSION_SECRET'] ?? readFileSync('.data/secret', 'utf8').trim();
  const claims = verifyTicketToken(secret, pdf.getSubject() ?? '');
  expect(claims).not.toBeNull();
  expect(download.suggestedFilename()).toBe(`e-ticket-${claims?.ticketId}.pdf`);
});

test('an order cancelled by a ticket manager shows the cancelled state to the fan', async ({ page }) => {
  await signIn(page);
  const orderId = await createOrder(page);
  await payWith(page, orderId, 'success');
  await expect(page.getByTestId('validation-result')).toHaveAttribute('data-outcome', 'success');
  // The ticket manager's command, on the database the test server uses.
  const output = execFileSync('node_modules/.bin/tsx', ['src/server/cli/admin.ts', 'cancel-order', String(orderId)], {
    env: { ...process.env, SQLITE_FILE: process.env['E2E_SQLITE_FILE'] ?? `.data/e2e-${process.env['E2E_PORT'] ?? 3210}.sqlite` },
    encoding: 'utf8',
  });
  expect(output).toContain(`order ${orderId} cancelled`);
  await page.goto(`/validation?orderId=${orderId}&lng=en`);
  await expect(page.getByTestId('validation-result')).toHaveAttribute('data-outcome', 'cancelled');
  await expect(page.getByRole('heading', { name: 'Order cancelled' })).toBeVisible();
  await page.goto('/orders');
  const card = page.getByTestId(`order-${orderId}`);
  await expect(card.getByTestId('order-cancelled')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Download e-ticket' })).toHaveCount(0);
});
