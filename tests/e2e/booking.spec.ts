import { expect, test } from '@playwright/test';
import type { Browser } from '@playwright/test';
import {
  blockListView, chooseBlock, FAN, fillSecondHolder, optionsWithParking, pickSeats, setTicketCount, signIn,
} from './helpers/booking.js';

/**
 * The booking flow on the demo data: event and pack through the summary, a seat taken by another
 * buyer before submission, and the cart kept across a reload. Every test has a customer and a block
 * of its own so the tests can run side by side on one database.
 */

test('a fan books two event seats with parking and reaches the summary', async ({ page }) => {
  const fan = await signIn(page, '/event/1');
  await blockListView(page);
  await setTicketCount(page, 2);
  await chooseBlock(page, 'North Stand – block 103');
  await pickSeats(page, 2);
  await optionsWithParking(page);
  await expect(page).toHaveURL(/\/event\/1\/submit$/);
  // Submitting with a required field empty keeps the fan on the page with the form error.
  await page.getByTestId('submit-order').click();
  await expect(page.getByTestId('form-error')).toHaveText('Some fields are not filled in correctly.');
  await fillSecondHolder(page, fan);
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/summary\?orderId=\d+/);
  await expect(page.getByTestId('summary-line').filter({ hasText: 'block 103' })).toHaveCount(2);
  await expect(page.getByTestId('summary-line').filter({ hasText: 'Parking' }).first()).toBeVisible();
  await expect(page.getByTestId('summary-total')).toContainText('€');
  await expect(page.getByTestId('expiry-countdown')).toBeVisible();
  // Promo codes: an unknown code is refused with the promo namespace's message; a demo code applies.
  await page.getByTestId('promo-input').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('promo-error')).toHaveText('This promo code does not exist.');
  await page.getByTestId('promo-input').fill('FAN5');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('promo-applied')).toHaveCount(1);
  await expect(page.getByTestId('summary-discount')).toContainText('-');
  await page.getByTestId('go-to-payment').click();
  await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();
  await expect(page.getByTestId('form-error')).toHaveText('Some fields are not filled in correctly.');
  await page.getByTestId('terms-checkbox').check();
  await page.getByTestId('go-to-payment').click();
  await expect(page).toHaveURL(/\/checkout\?orderId=\d+&numberOfInstallments=1&promoCodeIds=\d+/);
  await expect(page.getByTestId('cart-button')).toBeEnabled();
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('cart-popover-expiry')).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
});

test('a fan books a pack seat and reaches the summary', async ({ page }) => {
  const fan = await signIn(page, '/pack/1');
  await setTicketCount(page, 2);
  await chooseBlock(page, 'North Stand – block 104');
  await pickSeats(page, 2);
  await optionsWithParking(page);
  await expect(page).toHaveURL(/\/pack\/1\/submit$/);
  await fillSecondHolder(page, fan);
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/summary\?orderId=\d+/);
  const pack = page.getByTestId('summary-group').filter({ hasText: 'Autumn Trio' });
  await expect(pack).toHaveCount(2);
  // One seat ticket per event of the pack (three events), same seat for each.
  await expect(pack.first().getByTestId('summary-line')).toHaveCount(3);
});

async function buyerTakes(browser: Browser, ticket: { seat: { id: number }; block: { id: number }; offer: unknown }): Promise<void> {
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, '/', FAN);
  const status = await other.evaluate(async (t) => {
    const csrf = /(?:^|; )csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const answer = await fetch('/api/order/create-order-with-tickets', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ ticketType: 'event', event: { id: 1 }, tickets: [t] }),
    });
    return answer.status;
  }, ticket);
  expect(status).toBe(200);
  await context.close();
}

test('a seat taken by another buyer shows the unavailable message and keeps the rest', async ({ page, browser }) => {
  const fan = await signIn(page, '/event/1');
  await blockListView(page);
  await setTicketCount(page, 2);
  await chooseBlock(page, 'North Stand – block 105');
  await pickSeats(page, 2);
  await optionsWithParking(page);
  await fillSecondHolder(page, fan);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('venue-shop.cart') ?? 'null'));
  await buyerTakes(browser, stored.tickets[0]);
  await page.getByTestId('submit-order').click();
  await expect(page.getByTestId('booking-notice')).toContainText('The selected seats are no longer available');
  await expect(page).toHaveURL(/\/event\/1\/submit$/);
  // The lost seat is dropped; the other seat, the parking and what the fan typed are kept.
  await expect(page.locator('input[name="holder-1-firstName"]')).toHaveValue('Sam');
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('venue-shop.cart') ?? 'null'));
  expect(after.tickets[0].seat).toBeNull();
  expect(after.tickets[1].seat.id).toBe(stored.tickets[1].seat.id);
  expect(after.parking).toBe(stored.parking);
  await expect(page.getByTestId('choose-other-seats')).toBeVisible();
});

test('the cart survives a reload', async ({ page }) => {
  await signIn(page, '/event/2');
  await blockListView(page);
  await setTicketCount(page, 2);
  await chooseBlock(page, 'North Stand – block 106');
  await pickSeats(page, 2);
  await page.reload();
  await blockListView(page);
  await expect(page.getByTestId('cart-ticket')).toHaveCount(2);
  await expect(page.getByTestId('cart-ticket-seat').first()).toContainText('block 106');
  await expect(page.getByTestId('cart-ticket-seat').nth(1)).toContainText('block 106');
  await expect(page.getByTestId('seat-continue')).toBeEnabled();
});

test.describe('on a 360 px touch phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  test('a fan picks seats and reaches the options', async ({ page }) => {
    await signIn(page, '/event/2');
    await blockListView(page);
    await setTicketCount(page, 2);
    await chooseBlock(page, 'North Stand – block 107');
    const seats = page.locator('[data-testid=seat-list] [data-state=free]');
    await seats.first().tap();
    await seats.first().tap();
    await expect(page.locator('[data-testid=seat-list] [data-state=chosen]')).toHaveCount(2);
    await page.getByTestId('seat-continue').tap();
    await expect(page).toHaveURL(/\/options$/);
  });
});

test('best available on the arena map fills the tickets and leads on', async ({ page }) => {
  await signIn(page, '/event/2');
  const count = page.getByRole('textbox', { name: 'Number of tickets' });
  await count.fill('2');
  await count.blur();
  await page.getByRole('button', { name: 'Best available: 2 seats' }).click();
  await expect(page.getByTestId('cart-ticket-seat').filter({ hasText: 'row' })).toHaveCount(2);
  await page.getByTestId('map-continue').click();
  await expect(page).toHaveURL(/\/options$/);
});
