import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { expect, test } from './helpers/test.js';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { verifyTicketToken } from '../../src/server/services/documents/ticket-token.js';
import { purposeSecret } from '../../src/server/security/purpose-secrets.js';
import { createOrder, payWith, signInByApi } from './helpers/payment.js';
import { newCustomer } from './helpers/customers.js';
import { api } from './helpers/api.js';
import { expectFitsWidth } from './helpers/phone.js';

/**
 * My purchases as a fan finds and uses it: the E-tickets link (top bar on desktop, menu on a
 * phone, through login when signed out), naming the holder of a ticket bought without one, the
 * download that this opens, and "Load more" over many orders.
 */
const sqliteFile = () => process.env['E2E_SQLITE_FILE'] ?? `.data/e2e-${process.env['E2E_PORT'] ?? 3210}.sqlite`;

/** A paid order of one seat bought without holder information. */
async function paidUnnamedOrder(page: Page): Promise<number> {
  const orderId = await createOrder(page, null);
  await payWith(page, orderId, 'success');
  await expect(page.getByTestId('validation-result')).toHaveAttribute('data-outcome', 'success');
  return orderId;
}

/** Names the holder of the order's ticket on its card and checks the download opens. */
async function nameHolderAndDownload(page: Page, orderId: number): Promise<void> {
  const card = page.getByTestId(`order-${orderId}`);
  await expect(card.getByText('Holder not named yet')).toBeVisible();
  await expect(card.getByText('Name the holder to download this ticket.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Download e-ticket' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Name the holder' }).click();
  // The form opens on its first field; Cancel goes back to the button, and it opens again.
  await expect(card.getByRole('textbox', { name: 'First name' })).toBeFocused();
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByRole('button', { name: 'Name the holder' })).toBeFocused();
  await card.getByRole('button', { name: 'Name the holder' }).click();
  await card.getByRole('textbox', { name: 'First name' }).fill('ada');
  await card.getByRole('textbox', { name: 'Last name' }).fill('lovelace');
  await card.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(card.getByText('Holder: Ada Lovelace')).toBeVisible();
  // The form is gone: the keyboard's focus moves to the name it saved, not to the top of the page.
  await expect(card.getByText('Holder: Ada Lovelace')).toBeFocused();
  await expect(card.getByRole('button', { name: 'Name the holder' })).toHaveCount(0);
  // The demo signs no wallet pass: the card says so instead of offering buttons that would fail.
  await expect(card.getByTestId('wallet-not-set-up')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add to Google Wallet' })).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download e-ticket' }).click()]);
  const pdf = await PDFDocument.load(readFileSync(await download.path()));
  const secret = purposeSecret(process.env['SESSION_SECRET'] ?? readFileSync('.data/secret', 'utf8').trim(), 'ticket-qr');
  expect(verifyTicketToken(secret, pdf.getSubject() ?? '')).not.toBeNull();
  // Named for good: after a reload the name stays and the form is not offered again.
  await page.reload();
  await expect(page.getByTestId(`order-${orderId}`).getByText('Holder: Ada Lovelace')).toBeVisible();
  await expect(page.getByTestId(`order-${orderId}`).getByRole('button', { name: 'Name the holder' })).toHaveCount(0);
}

test('desktop: a fan finds My purchases in the top bar, names the holder and downloads the ticket', async ({ page }) => {
  await signInByApi(page);
  const orderId = await paidUnnamedOrder(page);
  await page.goto('/?lng=en');
  await page.getByTestId('top-bar').getByRole('link', { name: 'E-tickets' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'My purchases' })).toBeVisible();
  // A browser tab has little room: the page's title ends with the club's short name.
  await expect(page).toHaveTitle('My purchases – FCR');
  await nameHolderAndDownload(page, orderId);
  // Another language chosen on the page: the stand's name follows without a reload.
  const card = page.getByTestId(`order-${orderId}`);
  await expect(card).toContainText(/(North|East|South|West) Stand/);
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-option-fr').click();
  await expect(card).toContainText(/Tribune (Nord|Est|Sud|Ouest)/);
  await expect(card).not.toContainText(/(North|East|South|West) Stand/);
});

test('desktop: signed out, E-tickets leads to login and back to My purchases; the profile links it too', async ({ page }) => {
  const customer = await newCustomer(page);
  await page.goto('/?lng=en');
  await page.getByTestId('top-bar').getByRole('link', { name: 'E-tickets' }).click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Forders$/);
  await page.getByLabel('E-mail', { exact: false }).first().fill(customer.email);
  await page.getByLabel('Password', { exact: false }).first().fill(customer.password);
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/orders');
  await expect(page.getByText('You have no confirmed purchase yet.')).toBeVisible();
  await page.goto('/profile?lng=en');
  await page.getByTestId('profile-orders-link').click();
  await expect(page).toHaveURL(/\/orders$/);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the menu\'s E-tickets goes through login and back, and the holder is named on the card', async ({ page }) => {
    const customer = await signInByApi(page);
    const orderId = await paidUnnamedOrder(page);
    await page.context().clearCookies();
    await page.goto('/?lng=en');
    await expect(page.getByTestId('top-bar-orders')).toBeHidden();
    await page.getByTestId('mobile-menu-button').tap();
    await page.getByRole('link', { name: 'E-tickets' }).tap();
    await expect(page).toHaveURL(/\/login\?redirectUrl=%2Forders$/);
    await page.getByLabel('E-mail', { exact: false }).first().fill(customer.email);
    await page.getByLabel('Password', { exact: false }).first().fill(customer.password);
    await page.locator('form').getByRole('button', { name: 'Log in' }).tap();
    await page.waitForURL((url) => url.pathname === '/orders');
    await expect(page.getByTestId(`order-${orderId}`)).toBeVisible();
    await expectFitsWidth(page);
    await nameHolderAndDownload(page, orderId);
    await expectFitsWidth(page);
  });
});

test('Load more pages through many orders; the status filter narrows them', async ({ page }) => {
  const customer = await signInByApi(page);
  // 23 paid orders of a parking extra each, written where the server reads them (no seat to fight for).
  const db = new Database(sqliteFile());
  try {
    const { id: customerId } = db.prepare('select id from customers where email = ?').get(customer.email) as { id: number };
    const { id: parkingId } = db.prepare("select id from ancillaries where type = 'parking' order by id limit 1").get() as { id: number };
    const now = new Date().toISOString();
    const order = db.prepare(`insert into orders (customer_id, status, sale_channel_id, created_at, expiry_datetime, sale_datetime, gross_amount,
      discount_amount, has_transaction_in_progress, number_of_installments, payment_method, ticket_withdrawal)
      values (?, ?, 1, ?, ?, ?, 1500, 0, 0, 1, 'credit_card', 'Envoi par email')`);
    const extra = db.prepare(`insert into ancillary_tickets (order_id, ancillary_id, gross_amount, discount_amount, state, created_at)
      values (?, ?, 1500, 0, 'confirmed', ?)`);
    for (let i = 0; i < 23; i++) {
      const id = Number(order.run(customerId, i === 0 ? 'cancelled' : 'confirmed', now, now, now).lastInsertRowid);
      extra.run(id, parkingId, now);
    }
  } finally {
    db.close();
  }
  // Orders paid in full have no schedule to ask for: a page of them makes no request per order.
  const statusAsked: string[] = [];
  page.on('request', (request) => { if (/\/api\/orders\/\d+\/status$/.test(request.url())) statusAsked.push(request.url()); });
  await page.goto('/orders?lng=en');
  const cards = page.locator('[data-testid^="order-"]').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(10);
  // The fan learns how many orders there are, and the count follows each page and filter.
  await expect(page.getByTestId('orders-count')).toHaveText('Showing 10 of 23 orders');
  await page.waitForLoadState('networkidle');
  expect(statusAsked).toEqual([]);
  // From the keyboard: the focus goes to the first order loaded, where reading goes on.
  await page.getByTestId('orders-load-more').press('Enter');
  await expect(cards).toHaveCount(20);
  await expect(page.getByTestId('orders-count')).toHaveText('Showing 20 of 23 orders');
  await expect(page.getByTestId('orders-count-more')).toHaveText('Showing 20 of 23 orders');
  await expect(cards.nth(10).getByRole('heading', { level: 2 })).toBeFocused();
  await page.getByTestId('orders-load-more').press('Enter');
  await expect(cards).toHaveCount(23);
  await expect(cards.nth(20).getByRole('heading', { level: 2 })).toBeFocused();
  await expect(page.getByTestId('orders-load-more')).toHaveCount(0);
  await expect(page.getByTestId('orders-count')).toHaveText('Showing 23 of 23 orders');
  await expect(page.getByTestId('orders-count-more')).toHaveCount(0);
  // The options document of an order with extras.
  const [options] = await Promise.all([page.waitForEvent('download'), cards.nth(1).getByRole('button', { name: 'Download the options' }).click()]);
  expect(options.suggestedFilename()).toMatch(/^options-\d+\.pdf$/);
  expect(readFileSync(await options.path()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByTestId('filter-status').click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByTestId('order-cancelled')).toBeVisible();
  await expect(page.getByTestId('orders-count')).toHaveText('Showing 1 of 1 order');
  await page.getByTestId('filter-status').click();
  await page.getByRole('option', { name: 'Confirmed' }).click();
  await expect(page.getByTestId('orders-count')).toHaveText('Showing 10 of 22 orders');
});

/** Holds `count` free seats of one block of an event on sale (holders named), for an order worth instalments. */
async function holdSeats(page: Page, count: number): Promise<number> {
  const events = (await api(page, 'GET', '/api/events')).body.events as { id: number; saleState: string }[];
  for (const event of events.filter((e) => e.saleState === 'on_sale')) {
    const graph = await api(page, 'POST', '/api/proxy/graphql', { query: `{ events(eventIds: ["${event.id}"]) { arena { stands { blocks { id name isOpenSeating } } } } }` });
    const blocks = (graph.body?.data?.events?.[0]?.arena?.stands ?? []).flatMap((st: { blocks: { id: number; name: string; isOpenSeating: boolean }[] }) => st.blocks)
      .filter((b: { isOpenSeating: boolean }) => !b.isOpenSeating);
    for (const block of blocks.slice(2, 12)) {
      const seats = ((await api(page, 'POST', '/api/block', { eventId: event.id, blockId: block.id })).body?.seats ?? [])
        .filter((seat: { available: boolean; price: number | null; productIds: number[] }) => seat.available && seat.price !== null && seat.productIds.length > 0)
        .slice(0, count);
      if (seats.length < count) continue;
      const created = await api(page, 'POST', '/api/order/create-order-with-tickets', {
        ticketType: 'event', event: { id: event.id }, options: [],
        tickets: seats.map((seat: { id: number; price: number; productIds: number[]; category: { id: number } }) => ({
          seat: { id: seat.id }, block: { id: block.id, name: block.name, seats: [] },
          offer: { categoryId: seat.category.id, productId: seat.productIds[0], price: seat.price, blockId: block.id, isFromResale: false, seatIds: [seat.id] },
          holderInfo: { firstName: 'Ada', lastName: 'Lovelace' },
        })),
      });
      if (created.status === 200) return created.body.order.orderId as number;
    }
  }
  throw new Error('no seats could be held');
}

test('paid in three instalments: the validation page says what was charged today and what remains', async ({ page }) => {
  await signInByApi(page);
  const orderId = await holdSeats(page, 4);
  await page.goto(`/checkout?orderId=${orderId}&numberOfInstallments=3&lng=en`);
  await expect(page.getByTestId('checkout-option-3')).toBeChecked();
  // Straight to the checkout (not through the summary): the terms are accepted here.
  await page.getByLabel('I accept the general terms and conditions of sale').check();
  await page.getByTestId('checkout-pay').click();
  await page.waitForURL(/\/payment\/test\//);
  await page.locator('button[data-outcome="success"]').click();
  await page.waitForURL(new RegExp(`/validation\\?orderId=${orderId}$`));
  const charged = page.getByTestId('validation-charged');
  await expect(charged).toContainText(/Charged today: €[\d.,]+ of €[\d.,]+\./);
  await expect(charged).toContainText(/Still due: €[\d.,]+; next instalment €[\d.,]+ on /);
  const status = (await api(page, 'GET', `/api/orders/${orderId}/status`)).body as { totalAmount: number; installments: { amount: number; status: string }[] };
  expect(status.installments.map((i) => i.status)).toEqual(['paid', 'scheduled', 'scheduled']);
  expect(status.installments.reduce((sum, i) => sum + i.amount, 0)).toBe(status.totalAmount);

  // Back later in My purchases, the order still says what is paid, what is due and when.
  await page.getByRole('link', { name: 'See my e-tickets' }).click();
  const plan = page.getByTestId(`order-instalments-${orderId}`);
  await expect(plan).toBeVisible();
  await expect(plan).toContainText('Paid in 3 instalments');
  await expect(plan).toContainText(/Paid €[\d.,]+ of €[\d.,]+; still due: €[\d.,]+\./);
  await expect(plan.locator('tbody tr')).toHaveCount(3);
  await expect(plan.locator('tbody tr td:last-child')).toHaveText(['Paid', 'Scheduled', 'Scheduled']);
  const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;
  await expect(plan.locator('tbody tr td:nth-child(2)')).toHaveText(status.installments.map((i) => euros(i.amount)));

  // The second instalment's day has come and the hourly job has not charged it yet: "Scheduled"
  // beside a date already reached would mislead, the line says it is being charged.
  const db = new Database(sqliteFile());
  try {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    db.prepare('update installments set due_date = ? where order_id = ? and position = 2').run(`${yesterday}T00:00:00.000Z`, orderId);
  } finally {
    db.close();
  }
  await page.reload();
  await expect(plan.locator('tbody tr td:last-child')).toHaveText(['Paid', 'Being charged', 'Scheduled']);
});


test('keyboard: Enter in the holder form\'s last field saves it, as in any form', async ({ page }) => {
  await signInByApi(page);
  const orderId = await paidUnnamedOrder(page);
  await page.goto('/orders?lng=en');
  const card = page.getByTestId(`order-${orderId}`);
  await card.getByRole('button', { name: 'Name the holder' }).focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('textbox', { name: 'First name' })).toBeFocused();
  await page.keyboard.type('grace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('hopper');
  await page.keyboard.press('Enter');
  await expect(card.getByText('Holder: Grace Hopper')).toBeFocused();
  await expect(card.getByRole('button', { name: 'Download e-ticket' })).toBeVisible();
});
