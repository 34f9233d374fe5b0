import Database from 'better-sqlite3';
import { expect, test } from './helpers/test.js';
import { expectAccessible } from './helpers/axe.js';
import { createOrder, signInByApi as signIn } from './helpers/payment.js';
import { expectFitsWidth } from './helpers/phone.js';
import { localeText } from './locale-text.js';
import { loseNextAnswer } from './helpers/network.js';
import type { Page } from '@playwright/test';

/**
 * An order a promo code brings to 0: the summary offers no way of paying, the checkout asks for no
 * card and confirms the order at once (no provider page), and My purchases lists it sold. The code
 * (100% off, its name unique to this run) is written straight into the e2e server's database, as a
 * ticket manager would create it: the demo has none that covers a whole order.
 */
const databaseFile = process.env['E2E_SQLITE_FILE'] ?? `.data/e2e-${Number(process.env['E2E_PORT'] ?? 3210)}.sqlite`;

function insertFullDiscountCode(name: string): void {
  const db = new Database(databaseFile);
  try {
    db.pragma('busy_timeout = 5000');
    const day = 86_400_000;
    db.prepare(`INSERT INTO promo_codes (name, label, description, discount_type, discount_value, can_be_cumulated, one_use_per_event_per_customer,
      usage_count, unique_use_per_order, is_active, validity_start, validity_end) VALUES (?, '-100%', 'Guest of the club', 'percent', 10000, 1, 0, 0, 0, 1, ?, ?)`)
      .run(name, new Date(Date.now() - day).toISOString(), new Date(Date.now() + 30 * day).toISOString());
  } finally {
    db.close();
  }
}

test('an order brought to 0 by a promo code is confirmed without a card page and listed as sold', async ({ page }) => {
  const code = `GUEST${Date.now()}`;
  insertFullDiscountCode(code);
  await signIn(page);
  const orderId = await createOrder(page);
  await page.goto(`/summary?orderId=${orderId}&lng=en`);
  await page.getByTestId('promo-input').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('summary-total')).toHaveText('Free');
  // Nothing to choose: no payment type for a total of 0.
  await expect(page.getByTestId('summary-page').getByRole('radiogroup')).toHaveCount(0);
  await page.getByTestId('terms-checkbox').check();
  await page.getByTestId('go-to-payment').click();

  await expect(page.getByTestId('checkout-total')).toHaveText('Free');
  await expect(page.getByTestId('checkout-free')).toHaveText('Nothing to pay for this order: no card is needed. Confirm it to receive your tickets.');
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expect(page.getByTestId('checkout-schedule')).toHaveCount(0);
  await expect(page.getByText('payment provider’s secure page')).toHaveCount(0);
  await expectAccessible(page, 'checkout of a free order');
  // By keyboard: the focus follows to the validation page's heading, never left on the page body.
  await page.getByRole('button', { name: 'Confirm my order' }).focus();
  await page.keyboard.press('Enter');

  await page.waitForURL(new RegExp(`/validation\\?orderId=${orderId}$`));
  await expect(page.getByTestId('validation-result')).toHaveAttribute('data-outcome', 'success');
  await expect(page.locator('#main-content h1')).toBeFocused();
  await page.getByTestId('validation-orders').click();
  const card = page.getByTestId(`order-${orderId}`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Free');
});

test.describe('on a 320 px phone in Dutch', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  /** A new fan's order brought to 0 by a code, taken from its summary to the checkout; its id. */
  async function freeOrderToCheckout(page: Page): Promise<number> {
    const code = `GRATIS${Date.now()}`;
    insertFullDiscountCode(code);
    await signIn(page);
    const orderId = await createOrder(page);
    await page.goto(`/summary?orderId=${orderId}&lng=nl`);
    await page.getByTestId('promo-input').tap();
    await page.getByTestId('promo-input').fill(code);
    await page.getByRole('button', { name: localeText('nl', 'promo', 'apply') }).tap();
    await expect(page.getByTestId('summary-total')).toHaveText('Gratis');
    await expectFitsWidth(page);
    await page.getByTestId('terms-checkbox').tap();
    await page.getByTestId('go-to-payment').tap();
    return orderId;
  }

  test('a free order is confirmed by taps, every screen fitting the width', async ({ page }) => {
    const orderId = await freeOrderToCheckout(page);
    await expect(page.getByTestId('checkout-free')).toHaveText(localeText('nl', 'checkout', 'free.note'));
    await expectFitsWidth(page);
    await page.getByRole('button', { name: localeText('nl', 'checkout', 'free.confirm') }).tap();
    await page.waitForURL(new RegExp(`/validation\\?orderId=${orderId}$`));
    await expect(page.getByTestId('validation-result')).toHaveAttribute('data-outcome', 'success');
    await expectFitsWidth(page);
  });

  test('a confirmation whose answer is lost: tapped again, it leads to the order registered, not to a refusal', async ({ page }) => {
    const orderId = await freeOrderToCheckout(page);
    // The server confirms the order; the connection drops before its answer arrives.
    const served = await loseNextAnswer(page, '**/api/checkout', 'POST');
    const confirm = page.getByRole('button', { name: localeText('nl', 'checkout', 'free.confirm') });
    await confirm.tap();
    await expect(page.getByTestId('checkout-error')).toContainText(localeText('nl', 'errors', 'NETWORK'));
    expect(served()).toBe(200);
    await confirm.tap();
    await page.waitForURL(new RegExp(`/validation\\?orderId=${orderId}$`));
    await expect(page.getByTestId('validation-result')).toHaveAttribute('data-outcome', 'success');
    await expectFitsWidth(page);
  });
});
