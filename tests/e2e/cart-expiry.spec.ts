import { expect, test } from './helpers/test.js';
import { type Browser, type Page } from '@playwright/test';
import { api } from './helpers/api.js';
import { blockListView, chooseBlock, FAN, optionsWithParking, pickSeats, setTicketCount, signIn } from './helpers/booking.js';
import { signInByApi } from './helpers/payment.js';
import { localeText } from './locale-text.js';

/**
 * The stored cart (local storage `venue-shop.cart`) across a reload once it became an order, and
 * its end when the hold expires. The hold's end on the server follows the server's own clock, so:
 * - with the page's clock moved forward (Playwright's fake clock) only the client's side is checked:
 *   the summary says the order expired, the cart button empties and the stored cart is dropped
 *   (the server, whose clock did not move, still holds the seats; the test abandons them after);
 * - against the short-hold server (the @short-hold test, see playwright.config.ts) the real expiry
 *   is awaited and the seats are checked free again for another customer.
 */

interface StoredCart {
  orderId: number | null;
  expiryDatetime: string | null;
  tickets: { seat: { id: number } | null; block: { id: number } | null }[];
}

const CART_KEY = 'venue-shop.cart';
const storedCart = (page: Page): Promise<StoredCart | null> =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as StoredCart | null, CART_KEY);

/** A cleared cart leaves no key behind (an empty cart is never written back). */
async function expectStoredCartEmpty(page: Page): Promise<void> {
  await expect.poll(async () => {
    const cart = await storedCart(page);
    return cart === null ? 'none' : `order ${cart.orderId}, ${cart.tickets.length} tickets, expiry ${cart.expiryDatetime}`;
  }).toBe('none');
}

/** Books one seat of the block on event 2 up to the summary; answers the stored cart. */
async function bookToSummary(page: Page, block: string): Promise<StoredCart> {
  await signIn(page, '/event/2');
  await blockListView(page);
  await setTicketCount(page, 1);
  await chooseBlock(page, block);
  await pickSeats(page, 1);
  await optionsWithParking(page);
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/summary\?orderId=\d+/);
  await expect(page.getByTestId('expiry-countdown')).toBeVisible();
  const cart = await storedCart(page);
  expect(cart?.orderId).toBe(Number(new URL(page.url()).searchParams.get('orderId')));
  expect(cart?.expiryDatetime).not.toBeNull();
  return cart as StoredCart;
}

/** Whether another customer, in a browser of their own, can have this seat of event 2. */
async function seatFreeForAnother(browser: Browser, blockId: number, seatId: number): Promise<boolean> {
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await signInByApi(other, FAN);
    const answer = await api(other, 'POST', '/api/block', { eventId: 2, blockId });
    expect(answer.status).toBe(200);
    const seat = (answer.body.seats as { id: number; available: boolean }[]).find((s) => s.id === seatId);
    expect(seat).toBeDefined();
    return seat?.available === true;
  } finally {
    await context.close();
  }
}

/** The summary's expired state, and a cart emptied on the client. */
async function expectCartCleared(page: Page): Promise<void> {
  await expect(page.getByTestId('summary-missing')).toHaveText(localeText('en', 'booking', 'errors.ORDER_EXPIRED'));
  await expect(page.getByTestId('cart-button')).toBeDisabled();
  await expectStoredCartEmpty(page);
}

/** Skips the test unless the server's holds are short enough to wait for, and gives it the time to. */
async function awaitableHold(page: Page): Promise<void> {
  await page.goto('/?lng=en');
  const holdSeconds = Number((await api(page, 'GET', '/api/config')).body.defaultOrderExpiryTimeInSeconds);
  test.skip(holdSeconds > 120, `the server holds orders ${holdSeconds} s: start it with a short hold to run this`);
  test.setTimeout((holdSeconds + 90) * 1000);
}

test.describe.configure({ mode: 'serial' });

test('the cart that became an order survives a reload, then can be abandoned from the popover', async ({ page, browser }) => {
  const cart = await bookToSummary(page, 'East Stand – block 109');
  const ticket = cart.tickets[0];
  await page.reload();
  await expect(page.getByTestId('summary-line').filter({ hasText: 'block 109' })).toHaveCount(1);
  expect(await storedCart(page)).toEqual(cart);
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('cart-popover-group').filter({ hasText: 'block 109' })).toHaveCount(1);
  // Opened, the popover takes the keyboard's focus and keeps it while Tab goes round its buttons.
  const focusInPopover = () => page.evaluate(() => document.activeElement?.closest('[data-testid=cart-popover]') != null);
  await expect.poll(focusInPopover).toBe(true);
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  expect(await focusInPopover()).toBe(true);
  expect(await seatFreeForAnother(browser, ticket?.block?.id ?? 0, ticket?.seat?.id ?? 0)).toBe(false);
  // Abandoning ends the hold on the server and clears the stored cart; the question comes alone.
  await page.getByTestId('cart-popover-abandon').click();
  await expect(page.getByTestId('cart-popover')).toBeHidden();
  await page.getByTestId('abandon-confirm').click();
  await expect(page.getByTestId('cart-button')).toBeDisabled();
  // The summary of a cancelled order has nothing left to show: the fan is taken home.
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(page.getByTestId('summary-page')).toHaveCount(0);
  await expectStoredCartEmpty(page);
  expect(await seatFreeForAnother(browser, ticket?.block?.id ?? 0, ticket?.seat?.id ?? 0)).toBe(true);
});

test('past its expiry on the page clock, the summary expires and the cart is cleared', async ({ page }) => {
  await page.clock.install();
  const cart = await bookToSummary(page, 'East Stand – block 110');
  await expect(page.getByTestId('cart-button')).toBeEnabled();
  const left = Date.parse(cart.expiryDatetime ?? '') - Date.now();
  expect(left).toBeGreaterThan(0);
  await page.clock.fastForward(left + 5_000);
  await expectCartCleared(page);
  // The server's clock did not move: end the hold it still keeps so later tests find the seat free.
  expect((await api(page, 'POST', '/api/order/abandon', { orderId: cart.orderId })).status).toBeLessThan(300);
});

test('away from the summary, the cart button empties when the hold expires, without a reload', async ({ page }) => {
  await page.clock.install();
  const cart = await bookToSummary(page, 'West Stand – block 121');
  await page.goto('/?lng=en');
  await expect(page.getByTestId('cart-button')).toBeEnabled();
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('cart-popover-group').filter({ hasText: 'block 121' })).toHaveCount(1);
  await page.clock.fastForward(Date.parse(cart.expiryDatetime ?? '') - Date.now() + 5_000);
  await expect(page.getByTestId('cart-button')).toBeDisabled();
  await expect(page.getByTestId('cart-popover')).toHaveCount(0);
  await expectStoredCartEmpty(page);
  expect((await api(page, 'POST', '/api/order/abandon', { orderId: cart.orderId })).status).toBeLessThan(300);
});

test('a hold that really expires frees the seats and empties the cart after a reload', { tag: '@short-hold' }, async ({ page, browser }) => {
  await awaitableHold(page);
  const cart = await bookToSummary(page, 'East Stand – block 111');
  const blockId = cart.tickets[0]?.block?.id ?? 0;
  const seatId = cart.tickets[0]?.seat?.id ?? 0;
  expect(await seatFreeForAnother(browser, blockId, seatId)).toBe(false);
  await page.waitForTimeout(Math.max(0, Date.parse(cart.expiryDatetime ?? '') - Date.now()) + 2_000);
  await expectCartCleared(page);
  await page.reload();
  await expect(page.getByTestId('summary-missing')).toBeVisible();
  await expect(page.getByTestId('cart-button')).toBeDisabled();
  expect(await seatFreeForAnother(browser, blockId, seatId)).toBe(true);
});

test('after a real expiry, the summary books the same seat again while it is free', { tag: '@short-hold' }, async ({ page }) => {
  await awaitableHold(page);
  const cart = await bookToSummary(page, 'South Stand – block 113');
  await page.waitForTimeout(Math.max(0, Date.parse(cart.expiryDatetime ?? '') - Date.now()) + 1_000);
  await expectCartCleared(page);
  await page.getByTestId('book-again').click();
  // A new order: the address moves off the expired one.
  await expect(page).not.toHaveURL(new RegExp(`orderId=${cart.orderId}$`));
  await expect(page).toHaveURL(/\/summary\?orderId=\d+/);
  const again = Number(new URL(page.url()).searchParams.get('orderId'));
  expect(again).not.toBe(cart.orderId);
  await expect(page.getByTestId('summary-line').filter({ hasText: 'block 113' })).toHaveCount(1);
  await expect(page.getByTestId('expiry-countdown')).toBeVisible();
  await expect(page.getByTestId('cart-button')).toBeEnabled();
  expect((await api(page, 'POST', '/api/order/abandon', { orderId: again })).status).toBeLessThan(300);
});

test('a hold that runs out on the payment page takes Pay away and says so, with the focus there, and books the seats again', { tag: '@short-hold' }, async ({ page }) => {
  await awaitableHold(page);
  const cart = await bookToSummary(page, 'South Stand – block 114');
  await page.getByTestId('terms-checkbox').check();
  await page.getByTestId('go-to-payment').click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await expect(page.getByTestId('expiry-countdown')).toBeVisible();
  await expect(page.getByTestId('checkout-pay')).toBeEnabled();
  await page.waitForTimeout(Math.max(0, Date.parse(cart.expiryDatetime ?? '') - Date.now()) + 1_000);
  const refused = page.getByTestId('checkout-refused');
  await expect(refused).toContainText(localeText('en', 'checkout', 'errors.reasons.ORDER_EXPIRED'));
  await expect(refused).toBeFocused();
  await expect(page.getByTestId('checkout-pay')).toHaveCount(0);
  await expect(page.getByTestId('cart-button')).toBeDisabled();
  await expectStoredCartEmpty(page);
  // The server says the same to a Pay sent anyway.
  const pay = await api(page, 'POST', '/api/checkout', { orderId: cart.orderId, numberOfInstallments: 1, termsAccepted: true });
  expect([pay.status, pay.body.error?.details?.reason]).toEqual([409, 'ORDER_EXPIRED']);
  // As on the summary, the seats still free are booked again in one click, in a new order.
  await refused.getByTestId('book-again').click();
  await expect(page).toHaveURL(/\/summary\?orderId=\d+/);
  const again = Number(new URL(page.url()).searchParams.get('orderId'));
  expect(again).not.toBe(cart.orderId);
  await expect(page.getByTestId('summary-line').filter({ hasText: 'block 114' })).toHaveCount(1);
  expect((await api(page, 'POST', '/api/order/abandon', { orderId: again })).status).toBeLessThan(300);
});
