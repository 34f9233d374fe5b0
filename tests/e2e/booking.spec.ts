import { expect, test } from './helpers/test.js';
import type { Page } from '@playwright/test';
import {
  anotherFanHolds, blockListView, type Customer, chooseBlock, FAN, fillSecondHolder, optionsWithParking, pickOnMapList, pickSeats, setTicketCount, signIn, submitFromMap,
} from './helpers/booking.js';
import { payWith } from './helpers/payment.js';
import { api } from './helpers/api.js';
import { expectFitsWidth, tapBlock, tapHoldersAndSubmit, tapOptionsWithParking, tapSeats, tapTicketCount } from './helpers/phone.js';

/**
 * The booking flow on the demo data: event and pack through the summary, a seat taken by another
 * buyer before submission, and the cart kept across a reload. Every test has a customer and a block
 * of its own so the tests can run side by side on one database.
 */

test('a fan books two event seats with parking and reaches the summary', async ({ page }) => {
  const fan = await signIn(page, '/event/1');
  // How long seats are kept comes from the configuration (900 s in config/site.json).
  await expect(page.getByTestId('hold-notice')).toHaveText('Your seats are reserved for you for 15 minutes once you confirm them, after the options (“Confirm my seats”).');
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
  await expect(page.getByTestId('hold-notice')).toContainText('Your order is valid for 15 minutes');
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
  await blockListView(page);
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

test('a seat taken by another buyer shows the unavailable message and keeps the rest', async ({ page, browser }) => {
  const fan = await signIn(page, '/event/1');
  await blockListView(page);
  await setTicketCount(page, 2);
  await chooseBlock(page, 'North Stand – block 105');
  await pickSeats(page, 2);
  await optionsWithParking(page);
  await fillSecondHolder(page, fan);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('venue-shop.cart') ?? 'null'));
  await anotherFanHolds(browser, stored.tickets[0], FAN);
  await page.getByTestId('submit-order').click();
  // The notice names the seat that went.
  await expect(page.getByTestId('booking-notice')).toContainText('Another fan took this seat before your order was made: North Stand, block 105, row');
  await expect(page).toHaveURL(/\/event\/1\/submit$/);
  // The lost seat is dropped; the other seat, the parking and what the fan typed are kept.
  await expect(page.locator('input[name="holder-1-firstName"]')).toHaveValue('Sam');
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('venue-shop.cart') ?? 'null'));
  expect(after.tickets[0].seat).toBeNull();
  expect(after.tickets[1].seat.id).toBe(stored.tickets[1].seat.id);
  expect(after.parking).toBe(stored.parking);
  await expect(page.getByTestId('choose-other-seats')).toBeVisible();
});

/** From the chosen seats to the summary of the order they make (a second ticket's holder typed in); answers its id. */
async function orderChosenSeats(page: Page, secondHolderOf?: Customer): Promise<number> {
  await page.getByTestId('seat-continue').click();
  await expect(page).toHaveURL(/\/options$/);
  await page.getByTestId('options-continue').click();
  if (secondHolderOf) await fillSecondHolder(page, secondHolderOf);
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/summary\?orderId=\d+/);
  return Number(new URL(page.url()).searchParams.get('orderId'));
}

test('after paying, the fan books again at once: the new seats make an order of their own', async ({ page }) => {
  await signIn(page, '/event/2');
  await blockListView(page);
  await setTicketCount(page, 1);
  await chooseBlock(page, 'West Stand – block 123');
  await pickSeats(page, 1);
  const paid = await orderChosenSeats(page);
  await payWith(page, paid, 'success');
  await expect(page.getByTestId('validation-result')).toHaveAttribute('data-outcome', 'success');
  // Back through the shop to the same match: the seat just bought is not in the new cart.
  await page.getByTestId('validation-result').getByRole('link', { name: 'Back to home' }).click();
  await page.locator('[data-testid=event-card] a[href="/event/2"]').first().click();
  await blockListView(page);
  await expect(page.getByTestId('cart-ticket-seat').filter({ hasText: 'block 123' })).toHaveCount(0);
  await setTicketCount(page, 1);
  await chooseBlock(page, 'West Stand – block 124');
  await pickSeats(page, 1);
  expect(await orderChosenSeats(page)).not.toBe(paid);
  await expect(page.getByTestId('summary-line').filter({ hasText: 'block 124' })).toHaveCount(1);
  await expect(page.getByTestId('summary-line').filter({ hasText: 'block 123' })).toHaveCount(0);
});

test('the cart\'s order cancelled on another device: the cart\'s seats make a new order, not an error', async ({ page, browser }) => {
  const fan = await signIn(page, '/event/2');
  await blockListView(page);
  await setTicketCount(page, 1);
  await chooseBlock(page, 'West Stand – block 120');
  await pickSeats(page, 1);
  const cancelled = await orderChosenSeats(page);
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, '/', fan);
  expect((await api(other, 'POST', '/api/order/abandon', { orderId: cancelled })).status).toBe(200);
  await context.close();
  // This browser still has the cancelled order in its cart; the fan adds a seat to it.
  await page.getByRole('banner').getByRole('link', { name: 'Back to home' }).click();
  await page.locator('[data-testid=event-card] a[href="/event/2"]').first().click();
  await blockListView(page);
  await setTicketCount(page, 2);
  await chooseBlock(page, 'West Stand – block 124');
  await pickSeats(page, 1);
  expect(await orderChosenSeats(page, fan)).not.toBe(cancelled);
  await expect(page.getByTestId('summary-line').filter({ hasText: /block 12[04]/ })).toHaveCount(2);
});

test('removing a ticket by keyboard keeps the focus among the tickets', async ({ page }) => {
  await signIn(page, '/event/2');
  await blockListView(page);
  await setTicketCount(page, 3);
  const panel = page.getByTestId('ticket-panel');
  await panel.getByRole('button', { name: 'Remove ticket 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-ticket')).toHaveCount(2);
  await expect(panel.getByRole('button', { name: 'Remove ticket 1' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The last ticket left has no remove button: the focus lands on the ticket itself.
  await expect(page.getByTestId('cart-ticket')).toHaveCount(1);
  await expect(page.getByTestId('cart-ticket')).toBeFocused();
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

  test('a fan taps two event seats, adds parking, fills the holders and reaches the summary', async ({ page }) => {
    const fan = await signIn(page, '/event/2');
    await expectFitsWidth(page);
    // The stepper names only the current step on a phone, on one line.
    await expect(page.getByTestId('booking-step-current')).toHaveText('Step 1 of 6: Choice of a seat');
    await page.getByText('Block by block').tap();
    await tapTicketCount(page, 2);
    await tapBlock(page, 'South Stand – block 114');
    await tapSeats(page, 2);
    await tapOptionsWithParking(page);
    await tapHoldersAndSubmit(page, fan);
    await expect(page.getByTestId('summary-line').filter({ hasText: 'block 114' })).toHaveCount(2);
    await expect(page.getByTestId('summary-line').filter({ hasText: 'Parking' }).first()).toBeVisible();
    // The pay button is reachable by scrolling down, whole, not cut off at the side.
    await page.getByTestId('go-to-payment').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('go-to-payment')).toBeInViewport({ ratio: 1 });
  });

  test('a fan taps two pack seats, adds parking, fills the holders and reaches the summary', async ({ page }) => {
    const fan = await signIn(page, '/pack/1');
    await expectFitsWidth(page);
    await page.getByText('Block by block').tap();
    await tapTicketCount(page, 2);
    await tapBlock(page, 'South Stand – block 115');
    await tapSeats(page, 2);
    await tapOptionsWithParking(page);
    await tapHoldersAndSubmit(page, fan);
    const pack = page.getByTestId('summary-group').filter({ hasText: 'Autumn Trio' });
    await expect(pack).toHaveCount(2);
    await expect(pack.first().getByTestId('summary-line')).toHaveCount(3);
    await expect(page.getByTestId('summary-line').filter({ hasText: 'Parking' }).first()).toBeVisible();
  });
});

test('best available on the arena map fills the tickets and leads on', async ({ page }) => {
  await signIn(page, '/event/2');
  const count = page.getByRole('textbox', { name: 'Number of tickets' });
  await count.fill('2');
  await count.blur();
  const best = page.getByRole('button', { name: 'Best available: 2 seats' });
  await best.click();
  const seats = page.getByTestId('cart-ticket-seat').filter({ hasText: 'row' });
  await expect(seats).toHaveCount(2);
  const first = await seats.allTextContents();
  // Asked again, it asks before replacing the seats chosen; keeping them changes nothing.
  await best.click();
  const notice = page.getByTestId('picker-notice');
  await expect(notice).toContainText('Replace them?');
  await notice.getByRole('button', { name: 'Keep my seats' }).click();
  await expect(notice).toBeHidden();
  expect(await seats.allTextContents()).toEqual(first);
  await best.click();
  await notice.getByRole('button', { name: 'Replace my seats' }).click();
  await expect(notice).toBeHidden();
  await expect(seats).toHaveCount(2);
  await page.getByTestId('map-continue').click();
  await expect(page).toHaveURL(/\/options$/);
});

test('on the arena map each ticket takes its own price offer, kept through to the summary', async ({ page }) => {
  const fan = await signIn(page, '/event/2');
  await pickOnMapList(page, 'South Stand', '116', 2);
  // The automatic offer is the standard full price, never a rate needing proof; the fan makes ticket 2 a child's.
  const choices = page.getByTestId('cart-ticket').getByRole('combobox', { name: 'Price' });
  await expect(choices).toHaveCount(2);
  await expect(choices.first()).toHaveValue(/^Full price – €/);
  await expect(choices.nth(1)).toHaveValue(/^Full price – €/);
  await expect(page.getByTestId('cart-ticket-eligibility')).toHaveCount(0);
  await choices.nth(1).click();
  await page.getByRole('option', { name: 'Child – Free' }).click();
  await expect(choices.first()).toHaveValue(/^Full price – €/);
  await expect(choices.nth(1)).toHaveValue('Child – Free');
  // Who may take the child rate is said where it was chosen.
  await expect(page.getByTestId('cart-ticket').nth(1).getByTestId('cart-ticket-eligibility')).toHaveText('Proof needed at the gate: Under 12, accompanied by an adult: free');
  // The map's own list of chosen seats shows the same prices.
  await expect(page.getByTestId('chosen-seats').getByText(/, Free$/)).toHaveCount(1);
  await submitFromMap(page, fan);
  await expect(page).toHaveURL(/\/summary\?orderId=\d+/);
  const lines = page.getByTestId('summary-line').filter({ hasText: 'block 116' });
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: 'Full price' })).toHaveCount(1);
  await expect(lines.filter({ hasText: 'Child' })).toHaveCount(1);
});

test('a pack takes its seats on the arena map too and reaches the summary', async ({ page }) => {
  const fan = await signIn(page, '/pack/1');
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await setTicketCount(page, 2);
  await pickOnMapList(page, 'South Stand', '117', 2);
  await page.getByTestId('map-continue').click();
  await expect(page).toHaveURL(/\/options$/);
  await page.getByTestId('options-continue').click();
  await expect(page).toHaveURL(/\/pack\/1\/submit$/);
  await fillSecondHolder(page, fan);
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/summary\?orderId=\d+/);
  const pack = page.getByTestId('summary-group').filter({ hasText: 'Autumn Trio' });
  await expect(pack).toHaveCount(2);
  await expect(pack.first().getByTestId('summary-line').filter({ hasText: 'block 117' })).toHaveCount(3);
});

test('after a reload the arena map shows the cart\'s seats, and a seat picked then adds to them', async ({ page }) => {
  await signIn(page, '/event/2');
  await pickOnMapList(page, 'South Stand', '118', 2);
  await page.reload();
  await expect(page.getByTestId('chosen-seats').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('cart-ticket-seat').filter({ hasText: 'block 118' })).toHaveCount(2);
  await page.getByRole('button', { name: 'More tickets' }).click();
  await page.getByText('List', { exact: true }).click();
  const list = page.getByTestId('seat-list-mode');
  await list.getByLabel('Area', { exact: true }).selectOption({ label: 'South Stand' });
  const blocks = list.getByLabel('Block', { exact: true });
  await blocks.selectOption((await blocks.locator('option', { hasText: 'Block 118 (' }).getAttribute('value')) ?? '');
  const free = list.getByRole('button', { name: /^Block 118, row .+, seat .+/, pressed: false });
  await free.first().click();
  await expect(page.getByTestId('cart-ticket-seat').filter({ hasText: 'block 118' })).toHaveCount(3);
  await expect(page.getByTestId('map-continue')).toBeEnabled();
});

/** The chosen seat's place as the summary writes it ("row R, seat S"), from its list button's label. */
const placeOf = (label: string | null): string => /row [^,]+, seat [^,]+/.exec(label ?? '')?.[0] ?? `no place in ${label}`;
/** Text matching that place and no other (seat 1 is not seat 10). */
const exactly = (place: string): RegExp => new RegExp(`${place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`);

/**
 * Back on the item page after the order was made: the order's two seats of `block` must show as
 * chosen; the second is deselected and another seat of the block picked instead. Answers the
 * places kept, released and newly chosen.
 */
async function swapOneHeldSeat(page: Page, stand: string, block: string): Promise<{ kept: string; released: string; swapped: string }> {
  await expect(page.getByTestId('chosen-seats').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('cart-ticket-seat').filter({ hasText: `block ${block}` })).toHaveCount(2);
  await page.getByText('List', { exact: true }).click();
  const list = page.getByTestId('seat-list-mode');
  await list.getByLabel('Area', { exact: true }).selectOption({ label: stand });
  const blocks = list.getByLabel('Block', { exact: true });
  await blocks.selectOption((await blocks.locator('option', { hasText: `Block ${block} (` }).getAttribute('value')) ?? '');
  const name = new RegExp(`^Block ${block}, row .+, seat .+`);
  const seats = list.getByRole('button', { name });
  const chosen = list.getByRole('button', { name, pressed: true });
  await expect(chosen).toHaveCount(2);
  const kept = placeOf(await chosen.first().getAttribute('aria-label'));
  const released = placeOf(await chosen.nth(1).getAttribute('aria-label'));
  await chosen.nth(1).click();
  await expect(chosen).toHaveCount(1);
  await expect(page.getByTestId('cart-ticket-seat').filter({ hasText: `block ${block}` })).toHaveCount(1);
  let swapped = '';
  for (let i = 0; swapped === ''; i++) {
    const seat = seats.nth(i);
    const place = placeOf(await seat.getAttribute('aria-label'));
    if (place === kept || place === released || (await seat.getAttribute('aria-pressed')) === 'true' || (await seat.isDisabled())) continue;
    await seat.click();
    swapped = place;
  }
  await expect(chosen).toHaveCount(2);
  await expect(page.getByTestId('cart-ticket-seat').filter({ hasText: exactly(swapped) })).toHaveCount(1);
  return { kept, released, swapped };
}

test('back on the event page with an order on hold, its seats show as chosen; one swapped, the order follows', async ({ page }) => {
  const fan = await signIn(page, '/event/2');
  await pickOnMapList(page, 'South Stand', '216', 2);
  await submitFromMap(page, fan);
  await expect(page).toHaveURL(/\/summary\?orderId=\d+/);
  const orderId = new URL(page.url()).searchParams.get('orderId');
  await expect(page.getByTestId('summary-line').filter({ hasText: 'block 216' })).toHaveCount(2);

  // The fan comes back to change seats: the order's two seats are the fan's, not held by someone.
  await page.goto('/event/2');
  const { kept, released, swapped } = await swapOneHeldSeat(page, 'South Stand', '216');
  await submitFromMap(page, fan);

  // The same order now holds the kept seat and the new one; the released seat is gone from it.
  await expect(page).toHaveURL(new RegExp(`/summary\\?orderId=${orderId}$`));
  const lines = page.getByTestId('summary-line').filter({ hasText: 'block 216' });
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: exactly(kept) })).toHaveCount(1);
  await expect(lines.filter({ hasText: exactly(swapped) })).toHaveCount(1);
  await expect(lines.filter({ hasText: exactly(released) })).toHaveCount(0);
});

test('back on the pack page with an order on hold, the pack seats show as chosen; one swapped at every event', async ({ page }) => {
  const fan = await signIn(page, '/pack/1');
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await setTicketCount(page, 2);
  await pickOnMapList(page, 'South Stand', '217', 2);
  await submitFromMap(page, fan);
  await expect(page).toHaveURL(/\/summary\?orderId=\d+/);
  const orderId = new URL(page.url()).searchParams.get('orderId');

  await page.goto('/pack/1');
  const { kept, released, swapped } = await swapOneHeldSeat(page, 'South Stand', '217');
  await submitFromMap(page, fan);

  await expect(page).toHaveURL(new RegExp(`/summary\\?orderId=${orderId}$`));
  // One line per event of the pack (three) for each of the two seats.
  const lines = page.getByTestId('summary-line').filter({ hasText: 'block 217' });
  await expect(lines).toHaveCount(6);
  await expect(lines.filter({ hasText: exactly(kept) })).toHaveCount(3);
  await expect(lines.filter({ hasText: exactly(swapped) })).toHaveCount(3);
  await expect(lines.filter({ hasText: exactly(released) })).toHaveCount(0);
});

test('seats held for an event come back as chosen after the fan booked another event in between', async ({ page }) => {
  const fan = await signIn(page, '/event/2');
  await pickOnMapList(page, 'South Stand', '215', 2);
  await submitFromMap(page, fan);
  await expect(page).toHaveURL(/\/summary\?orderId=\d+/);
  const orderId = new URL(page.url()).searchParams.get('orderId');

  // Another event joins the same order: the cart now follows that event.
  await page.goto('/event/1');
  await setTicketCount(page, 1);
  await pickOnMapList(page, 'South Stand', '214', 1);
  await submitFromMap(page);
  await expect(page).toHaveURL(new RegExp(`/summary\\?orderId=${orderId}$`));

  // Back on the first event: its two held seats are the fan's again, one swapped.
  await page.goto('/event/2');
  const { kept, released, swapped } = await swapOneHeldSeat(page, 'South Stand', '215');
  await page.getByTestId('map-continue').click();
  await page.getByTestId('options-continue').click();
  await page.locator('input[name="holder-1-firstName"]').fill('Sam');
  await page.locator('input[name="holder-1-lastName"]').fill('Martin');
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(new RegExp(`/summary\\?orderId=${orderId}$`));
  const lines = page.getByTestId('summary-line').filter({ hasText: 'block 215' });
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: exactly(kept) })).toHaveCount(1);
  await expect(lines.filter({ hasText: exactly(swapped) })).toHaveCount(1);
  await expect(lines.filter({ hasText: exactly(released) })).toHaveCount(0);
  await expect(page.getByTestId('summary-line').filter({ hasText: 'block 214' })).toHaveCount(1);
});
