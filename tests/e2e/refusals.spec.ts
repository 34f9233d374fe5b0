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

test('a cart whose order changed in another tab shows the order as it now is when a removal is refused', async ({ page }) => {
  await signInByApi(page);
  // Several seats, each its own line in the cart: the popover lists two and counts the rest.
  const orderId = await createOrder(page, { firstName: 'Demo', lastName: 'Fan' }, 20_000);
  type Group = { seatTickets: { id: number }[] };
  const before = (await api(page, 'GET', '/api/cart')).body as { ticketGroups: Group[] };
  const ids = before.ticketGroups.map((group) => group.seatTickets[0]!.id);
  expect(ids.length).toBeGreaterThanOrEqual(3);
  await page.goto(`/summary?orderId=${orderId}&lng=en`);
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('cart-popover-group')).toHaveCount(2);
  await expect(page.getByTestId('cart-popover-more')).toBeVisible();
  // Another tab removes every line but the first two: this page's cart does not know it.
  const changed = await api(page, 'POST', '/api/order/update-tickets-on-order', { orderId, ticketIds: ids.slice(0, 2), ticketAncillaryIds: [] });
  expect(changed.status).toBe(200);
  // Removing the first line asks to keep lines that are gone: refused, and the cart is read again.
  await page.getByTestId('cart-popover-group').first().getByRole('button').click();
  const popover = page.getByTestId('cart-popover');
  await expect(popover.getByRole('alert')).toContainText('It is now shown as it is');
  await expect(popover.getByTestId('cart-popover-group')).toHaveCount(2);
  await expect(page.getByTestId('cart-popover-more')).toHaveCount(0);
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName(/2/);
});
