import { readFileSync } from 'node:fs';
import { expect, test } from './helpers/test.js';
import { admin } from './helpers/admin.js';
import { expectAccessible } from './helpers/axe.js';
import { PDFDocument } from 'pdf-lib';
import { verifyTicketToken } from '../../src/server/services/documents/ticket-token.js';
import { purposeSecret } from '../../src/server/security/purpose-secrets.js';
import { createOrder, payWith, signInByApi as signIn, toProviderPage } from './helpers/payment.js';

/**
 * From an order created through the API to the validation page, through the test provider's
 * hosted page, for a success and a refusal; then the e-ticket downloaded from My purchases and
 * its QR token verified with the server's secret.
 */
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
  // Retrying pays the same order, once the terms are accepted again.
  await page.getByTestId('validation-retry').click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?orderId=${orderId}$`));
  await page.getByTestId('checkout-pay').click();
  await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?orderId=${orderId}$`));
  await page.getByLabel('I accept the general terms and conditions of sale').check();
  await page.getByTestId('checkout-pay').click();
  await page.waitForURL(/\/payment\/test\//);
});

test('back from the provider\'s page without paying, the fan stops that payment and pays again', async ({ page }) => {
  await signIn(page);
  const orderId = await createOrder(page);
  await toProviderPage(page, orderId);
  const left = page.url();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?orderId=${orderId}&`));
  const panel = page.getByTestId('checkout-in-progress');
  await expect(panel).toContainText('A payment of this order was started');
  await panel.getByRole('button', { name: 'Stop that payment and pay again' }).click();
  await expect(panel).toHaveCount(0);
  // Said, with the focus on it; the order is the cart again.
  await expect(page.getByTestId('checkout-stopped')).toBeFocused();
  await expect(page.getByTestId('cart-button')).toBeEnabled();
  await page.getByLabel('I accept the general terms and conditions of sale').check();
  await page.getByTestId('checkout-pay').click();
  await page.waitForURL(/\/payment\/test\//);
  expect(page.url()).not.toBe(left);
  // The provider's own way back (Stripe's cancel URL) leads to the same choice.
  await page.getByRole('link', { name: 'Back to the shop without paying' }).click();
  await panel.getByRole('button', { name: 'Stop that payment and pay again' }).click();
  await page.getByLabel('I accept the general terms and conditions of sale').check();
  await page.getByTestId('checkout-pay').click();
  await page.waitForURL(/\/payment\/test\//);
  await page.locator('button[data-outcome="success"]').click();
  await expect(page.getByTestId('validation-result')).toHaveAttribute('data-outcome', 'success');
  // The attempt left takes no more choices.
  await page.goto(left);
  await expect(page.getByRole('alert')).toHaveText('This payment has already been processed.');
});

test('a payment page closed without paying: My purchases names the order and leads to its checkout to pay again', async ({ page }) => {
  await signIn(page);
  const orderId = await createOrder(page);
  await toProviderPage(page, orderId);
  // The tab was closed; later the fan comes back to the shop.
  await page.goto('/?lng=en');
  await page.getByTestId('top-bar').getByRole('link', { name: 'E-tickets' }).click();
  const notice = page.getByTestId(`payment-in-progress-${orderId}`);
  await expect(notice).toContainText(`Order ${orderId}: a payment was started`);
  await notice.getByRole('link', { name: 'Go to the payment' }).click();
  await expect(page.getByTestId('checkout-in-progress')).toBeVisible();
  await expectAccessible(page, 'checkout with a payment in progress');
  await page.getByTestId('checkout-in-progress').getByRole('button', { name: 'Stop that payment and pay again' }).click();
  await expect(page.getByTestId('checkout-pay')).toBeEnabled();
  // The absence is checked once My purchases has asked again for its orders: the page's list and
  // the orders on hold are two calls of fetch-order.
  let answered = 0;
  page.on('requestfinished', (r) => { if (r.url().endsWith('/api/order/fetch-order')) answered++; });
  await page.getByTestId('top-bar').getByRole('link', { name: 'E-tickets' }).click();
  await expect(page.getByRole('heading', { name: 'My purchases' })).toBeVisible();
  await expect.poll(() => answered).toBe(2);
  await expect(page.getByText('You have no confirmed purchase yet.')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('in French, the started payment\'s notice and its button fit the screen', async ({ page }) => {
    await signIn(page);
    const orderId = await createOrder(page);
    await page.goto(`/checkout?orderId=${orderId}&lng=fr`);
    await page.getByRole('checkbox').check();
    await page.getByTestId('checkout-pay').tap();
    await page.waitForURL(/\/payment\/test\//);
    await page.getByTestId('test-payment-back').tap();
    const panel = page.getByTestId('checkout-in-progress');
    const button = page.getByTestId('checkout-abandon');
    await expect(button).toBeVisible();
    const [outer, inner] = [(await panel.boundingBox())!, (await button.boundingBox())!];
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
    expect(await button.evaluate((el) => [...el.querySelectorAll('*')].every((child) => child.scrollWidth <= child.clientWidth + 1))).toBe(true);
  });
});

test('an order of 100 euros or more offers payment in three monthly instalments, the count written out', async ({ page }) => {
  await signIn(page);
  const orderId = await createOrder(page, undefined, 10_000);
  await page.goto(`/checkout?orderId=${orderId}&lng=en`);
  const option = page.getByTestId('checkout-option-3');
  await expect(option).toBeVisible();
  // "About" only when the total does not split into three equal instalments.
  const total = Math.round(Number((await page.getByTestId('checkout-total').innerText()).replace(/[^\d.]/g, '')) * 100);
  await expect(page.getByText(total % 3 === 0 ? /^In 3 monthly instalments of €/ : /^In 3 monthly instalments of about €/)).toBeVisible();
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
  const secret = purposeSecret(process.env['SESSION_SECRET'] ?? readFileSync('.data/secret', 'utf8').trim(), 'ticket-qr');
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
  expect(admin('cancel-order', String(orderId))).toContain(`order ${orderId} cancelled`);
  await page.goto(`/validation?orderId=${orderId}&lng=en`);
  await expect(page.getByTestId('validation-result')).toHaveAttribute('data-outcome', 'cancelled');
  await expect(page.getByRole('heading', { name: 'Order cancelled' })).toBeVisible();
  await page.goto('/orders');
  const card = page.getByTestId(`order-${orderId}`);
  await expect(card.getByTestId('order-cancelled')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Download e-ticket' })).toHaveCount(0);
});
