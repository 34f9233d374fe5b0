import { expect, test } from './helpers/test.js';
import { type Page } from '@playwright/test';
import { api } from './helpers/api.js';
import { createOrder, payWith, signInByApi } from './helpers/payment.js';
import { localeText } from './locale-text.js';

/**
 * The test provider's other outcomes, each landing on /validation with its title, message and
 * next actions: pending (the bank is still processing), error, and an order whose hold ran out.
 *
 * The expired case needs the real server clock to pass the hold, so it is tagged @short-hold and
 * runs in the `short-hold` project, against the second server playwright.config.ts starts with a
 * 60 s hold (the shortest the configuration accepts). Against a server with a long hold it is skipped.
 */

const text = (key: string, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((s, [name, value]) => s.replace(`{{${name}}}`, String(value)), localeText('en', 'validation', key));

/** The outcome's heading and message, and exactly the given action buttons. */
async function expectOutcome(page: Page, outcome: string, orderId: number, actions: string[]): Promise<void> {
  const result = page.getByTestId('validation-result');
  await expect(result).toHaveAttribute('data-outcome', outcome);
  await expect(result.getByRole('heading', { name: text(`outcomes.${outcome}.title`) })).toBeVisible();
  await expect(result.getByRole('status')).toHaveText(text(`outcomes.${outcome}.message`, { orderId }));
  const labels = (await result.getByRole('link').or(result.getByRole('button')).allTextContents()).map((s) => s.trim());
  expect(labels.sort()).toEqual(actions.map((a) => text(`actions.${a}`)).sort());
}

test.describe.configure({ mode: 'serial' });

test('a pending payment shows "payment pending" with refresh, and stays pending on refresh', async ({ page }) => {
  await signInByApi(page);
  const orderId = await createOrder(page);
  await payWith(page, orderId, 'pending');
  await expectOutcome(page, 'pending', orderId, ['refresh', 'home']);
  const status = await api(page, 'GET', `/api/orders/${orderId}/status`);
  expect(status.body).toMatchObject({ outcome: 'pending', status: 'onhold', hasTransactionInProgress: true });
  // Refreshing asks the server again: still processing, same actions, no retry offered.
  const asked = page.waitForResponse((r) => r.url().endsWith(`/api/orders/${orderId}/status`));
  await page.getByTestId('validation-refresh').click();
  expect((await asked).status()).toBe(200);
  await expectOutcome(page, 'pending', orderId, ['refresh', 'home']);
  await expect(page.getByTestId('validation-retry')).toHaveCount(0);
});

test('a provider error shows "payment error"; retrying pays the same order', async ({ page }) => {
  await signInByApi(page);
  const orderId = await createOrder(page);
  await payWith(page, orderId, 'error');
  await expectOutcome(page, 'paymentError', orderId, ['retry', 'newOrder']);
  const status = await api(page, 'GET', `/api/orders/${orderId}/status`);
  expect(status.body).toMatchObject({ outcome: 'paymentError', status: 'onhold', hasTransactionInProgress: false, payment: { status: 'error' } });
  await page.getByTestId('validation-new-order').click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await page.getByTestId('validation-retry').click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?orderId=${orderId}$`));
  // The retry is a real new payment of the same order, and it can succeed.
  await page.getByLabel('I accept the general terms and conditions of sale').check();
  await page.getByTestId('checkout-pay').click();
  await page.waitForURL(/\/payment\/test\//);
  await page.locator('button[data-outcome="success"]').click();
  await page.waitForURL(new RegExp(`/validation\\?orderId=${orderId}$`));
  await expectOutcome(page, 'success', orderId, ['orders', 'home']);
});

test('an order whose hold ran out shows "order expired" with only a new order', { tag: '@short-hold' }, async ({ page }) => {
  await page.goto('/?lng=en');
  const config = await api(page, 'GET', '/api/config');
  const holdSeconds = Number(config.body.defaultOrderExpiryTimeInSeconds);
  test.skip(holdSeconds > 120, `the server holds orders ${holdSeconds} s: start it with a short hold (see the file header)`);
  test.setTimeout((holdSeconds + 90) * 1000);

  await signInByApi(page);
  const orderId = await createOrder(page);
  await payWith(page, orderId, 'refused');
  await expectOutcome(page, 'notValidated', orderId, ['retry', 'newOrder']);
  const { expiryDatetime } = (await api(page, 'GET', `/api/orders/${orderId}/status`)).body as { expiryDatetime: string };
  // Wait on the server's own clock: the outcome turns once its hold has passed.
  await page.waitForTimeout(Math.max(0, Date.parse(expiryDatetime) - Date.now()) + 1_000);
  await expect.poll(async () => (await api(page, 'GET', `/api/orders/${orderId}/status`)).body.outcome, { timeout: 30_000 }).toBe('expired');
  await page.reload();
  await expectOutcome(page, 'expired', orderId, ['newOrder']);
  // Retrying is no longer possible: starting a payment of the expired order is refused, in the checkout's words.
  await page.goto(`/checkout?orderId=${orderId}&lng=en`);
  await expect(page.getByTestId('checkout-refused')).toContainText('Your reservation has run out and its seats are released');
  await expect(page.getByTestId('checkout-pay')).toHaveCount(0);
});
