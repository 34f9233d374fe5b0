import { expect, test } from './helpers/test.js';
import { api } from './helpers/api.js';
import { createOrder, signInByApi } from './helpers/payment.js';

/**
 * Refusals the fan meets through the interface read as their reason, not as "something went
 * wrong, try again": trying again would be refused the same way.
 */

test('an order being paid in another tab is not abandoned from the cart, and the cart says why', async ({ page }) => {
  await signInByApi(page);
  const orderId = await createOrder(page);
  await page.goto(`/summary?orderId=${orderId}&lng=en`);
  await expect(page.getByTestId('cart-button')).toBeEnabled();
  // Another tab of the same fan starts paying the order (the provider's page is open there).
  const started = await api(page, 'POST', '/api/checkout', { orderId, numberOfInstallments: 1, termsAccepted: true });
  expect(started.status).toBe(200);
  await page.getByTestId('cart-button').click();
  await page.getByTestId('cart-popover-abandon').click();
  await page.getByTestId('abandon-confirm').click();
  await expect(page.getByTestId('cart-popover').getByRole('alert')).toHaveText('This order is being paid: it cannot change until the payment ends.');
});

test('the checkout of an order not in the fan\'s account says so, and offers a new order', async ({ page }) => {
  await signInByApi(page);
  const someoneElses = await createOrder(page);
  await signInByApi(page);
  await page.goto(`/checkout?orderId=${someoneElses}&lng=en`);
  const refused = page.getByTestId('checkout-refused');
  await expect(refused).toContainText('This order is not in your account.');
  await expect(refused.getByRole('link', { name: 'Start a new order' })).toBeVisible();
});
