import { expect, test } from './helpers/test.js';
import type { Page } from '@playwright/test';
import { api } from './helpers/api.js';
import { createOrder, payWith, signInByApi } from './helpers/payment.js';
import { localeText } from './locale-text.js';
import { loseNextAnswer } from './helpers/network.js';
import { blockListView, chooseBlock, fillSecondHolder, pickSeats, setTicketCount, signIn } from './helpers/booking.js';

/**
 * The shop unreachable (the request aborted, as when the connection drops) on what a fan does after
 * paying and on the checkout: each says "no connection, try again" in the fan's language instead
 * of the generic "something went wrong", and trying again once the connection is back works.
 */

const noConnection = (language: string) => localeText(language, 'errors', 'NETWORK');

/** Every request to `pattern` fails as if the server could not be reached, until `restore`. */
async function unreachable(page: Page, pattern: string | RegExp): Promise<() => Promise<void>> {
  const abort = (route: { abort: () => Promise<void> }) => route.abort();
  await page.route(pattern, abort);
  return () => page.unroute(pattern, abort);
}

async function paidOrder(page: Page, holder: Record<string, string> | null): Promise<number> {
  const orderId = await createOrder(page, holder);
  await payWith(page, orderId, 'success');
  await expect(page.getByTestId('validation-result')).toHaveAttribute('data-outcome', 'success');
  return orderId;
}

test.describe('on a 360 px phone, in Dutch', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('naming the holder, downloading, transferring and taking back, each without a connection', async ({ page }) => {
    await signInByApi(page);
    const orderId = await paidOrder(page, null);
    await page.goto('/orders?lng=nl');
    const card = page.getByTestId(`order-${orderId}`);
    const text = (key: string) => localeText('nl', 'orders', key);

    // Naming the holder.
    await card.getByRole('button', { name: text('holder.fillHolder') }).tap();
    await card.getByLabel(localeText('nl', 'booking', 'holder.firstName')).fill('Anna');
    await card.getByLabel(localeText('nl', 'booking', 'holder.lastName')).fill('de Vries');
    let restore = await unreachable(page, /\/api\/tickets\/\d+\/holder$/);
    await card.getByRole('button', { name: text('holder.save') }).tap();
    await expect(card.getByRole('alert')).toHaveText(noConnection('nl'));
    await restore();
    await card.getByRole('button', { name: text('holder.save') }).tap();
    await expect(card.getByText(/Anna De Vries|Anna de Vries/)).toBeVisible();

    // Downloading the e-ticket.
    restore = await unreachable(page, /\/api\/tickets\/\d+\/pdf$/);
    await card.getByRole('button', { name: text('downloadTicket') }).tap();
    await expect(card.getByTestId('download-error')).toHaveText(noConnection('nl'));
    await restore();

    // Transferring it.
    restore = await unreachable(page, '**/api/transfers');
    await card.getByRole('button', { name: text('transfer.open'), exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: text('transfer.title_one') });
    await dialog.getByLabel(text('transfer.emailLabel')).fill('vriend@example.com');
    await dialog.getByRole('button', { name: text('transfer.next') }).tap();
    await dialog.getByRole('button', { name: text('transfer.send_one') }).tap();
    await expect(dialog.getByTestId('transfer-error')).toHaveText(noConnection('nl'));
    await restore();
    await dialog.getByRole('button', { name: text('transfer.send_one') }).tap();
    await expect(dialog).toBeHidden();

    // Taking it back.
    restore = await unreachable(page, /\/api\/transfers\/\d+\/cancel$/);
    await card.getByRole('button', { name: text('transfer.cancel') }).tap();
    const cancel = page.getByRole('dialog', { name: text('transfer.cancelTitle') });
    await cancel.getByRole('button', { name: text('transfer.cancelConfirm') }).tap();
    await expect(cancel.getByRole('alert')).toHaveText(noConnection('nl'));
    await restore();
  });
});

test('in Russian: resale listing and paying, each without a connection', async ({ page }) => {
  const fan = await signInByApi(page);
  await paidOrder(page, { firstName: 'Demo', lastName: 'Fan' });
  expect((await api(page, 'PUT', '/api/resale/bank-details', { iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'BNPAFRPP', currentPassword: fan.password })).status).toBe(200);
  const resale = (key: string) => localeText('ru', 'resale', key);

  await page.goto('/resale?lng=ru');
  const restoreSell = await unreachable(page, /\/api\/resale\/tickets\/\d+\/sell$/);
  await page.getByTestId('resale-ticket').getByRole('button', { name: resale('actions.sell') }).click();
  const dialog = page.getByRole('dialog', { name: resale('sell.title') });
  await dialog.getByRole('textbox', { name: resale('sell.priceLabel') }).fill('30');
  await dialog.getByRole('button', { name: resale('sell.submit') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(noConnection('ru'));
  await restoreSell();

  const orderId = await createOrder(page);
  await page.goto(`/checkout?orderId=${orderId}&lng=ru`);
  await page.getByLabel(localeText('ru', 'booking', 'summary.acceptTerms')).check();
  const restorePay = await unreachable(page, '**/api/checkout');
  await page.getByTestId('checkout-pay').click();
  await expect(page.getByTestId('checkout-error')).toContainText(noConnection('ru'));
  await restorePay();
});

test('booking: the order cannot be created without a connection; the seats stay chosen and the retry goes through', async ({ page }) => {
  const fan = await signIn(page, '/event/1');
  await blockListView(page);
  await setTicketCount(page, 2);
  await chooseBlock(page, 'South Stand – block 118');
  await pickSeats(page, 2);
  await page.getByTestId('seat-continue').click();
  await expect(page).toHaveURL(/\/options$/);
  await page.getByTestId('options-continue').click();
  await fillSecondHolder(page, fan);
  const restore = await unreachable(page, '**/api/order/create-order-with-tickets');
  await page.getByTestId('submit-order').click();
  await expect(page.getByTestId('booking-notice')).toHaveText(noConnection('en'));
  await restore();
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/summary\?orderId=\d+/);
  await expect(page.getByTestId('summary-line').filter({ hasText: 'block 118' })).toHaveCount(2);
});

test('keyboard, in every language: Pay without a connection leaves the focus on the message saying why, not on the page body', async ({ page }) => {
  await signInByApi(page);
  for (const language of ['en', 'es', 'fr', 'nl', 'ru']) {
    const orderId = await createOrder(page);
    await page.goto(`/checkout?orderId=${orderId}&lng=${language}`);
    await page.getByLabel(localeText(language, 'booking', 'summary.acceptTerms')).check();
    const restorePay = await unreachable(page, '**/api/checkout');
    await page.getByTestId('checkout-pay').focus();
    await page.keyboard.press('Enter');
    const error = page.getByTestId('checkout-error');
    await expect(error).toContainText(noConnection(language));
    // Pay was disabled while it spun; the focus is where the fan reads why, and Tab goes on from there.
    await expect(error).toBeFocused();
    await restorePay();
  }
});

test('Pay whose answer is lost after the payment started: a second Pay offers to stop that attempt, then the order is paid', async ({ page }) => {
  await signInByApi(page);
  const orderId = await createOrder(page);
  await page.goto(`/checkout?orderId=${orderId}&lng=en`);
  await page.getByLabel(localeText('en', 'booking', 'summary.acceptTerms')).check();
  // The server receives Pay and starts the payment; the connection drops before its answer arrives.
  const served = await loseNextAnswer(page, '**/api/checkout', 'POST');
  await page.getByTestId('checkout-pay').click();
  await expect(page.getByTestId('checkout-error')).toContainText(noConnection('en'));
  expect(served()).toBe(200);
  // Pressed again, Pay would only be refused ("already under way"): the attempt can be stopped instead.
  await page.getByTestId('checkout-pay').click();
  const inProgress = page.getByTestId('checkout-in-progress');
  await expect(inProgress).toContainText(localeText('en', 'checkout', 'inProgress.title'));
  await expect(inProgress).toBeFocused();
  await expect(page.getByTestId('checkout-pay')).toHaveCount(0);
  await page.getByTestId('checkout-abandon').click();
  await expect(page.getByTestId('checkout-stopped')).toBeVisible();
  await page.getByTestId('checkout-pay').click();
  await page.waitForURL(/\/payment\/test\//);
  await page.locator('button[data-outcome="success"]').click();
  await page.waitForURL(new RegExp(`/validation\\?orderId=${orderId}$`));
  await expect(page.getByTestId('validation-result')).toHaveAttribute('data-outcome', 'success');
});

test.describe('account changes whose answer is lost, on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('Spanish: a password change says "no connection", and sent again it is done; the new password signs in', async ({ page }) => {
    const customer = await signInByApi(page);
    await page.goto('/profile?tab=security&lng=es');
    const text = (key: string) => localeText('es', 'account', key);
    await page.getByLabel(text('fields.currentPassword')).fill(customer.password);
    await page.getByLabel(text('fields.newPassword')).first().fill('otra clave 2026');
    await page.getByLabel(text('fields.confirmPassword')).fill('otra clave 2026');
    const served = await loseNextAnswer(page, '**/api/customer/*/password', 'PUT');
    const submit = page.getByRole('button', { name: text('security.changePasswordSubmit') });
    await submit.tap();
    await expect(page.getByRole('alert').filter({ hasText: noConnection('es') })).toBeVisible();
    expect(served()).toBe(204);
    await submit.tap();
    await expect(page.getByTestId('password-changed')).toHaveText(text('security.passwordChanged'));
    const again = await api(page, 'POST', '/api/auth/authenticate', { email: customer.email, password: 'otra clave 2026' });
    expect(again.status).toBe(200);
  });

  test('Russian: an account deletion whose answer is lost ends on the home page as a deletion does', async ({ page }) => {
    const customer = await signInByApi(page);
    await page.goto('/profile?tab=security&lng=ru');
    await page.getByRole('button', { name: localeText('ru', 'account', 'privacy.delete') }).tap();
    const served = await loseNextAnswer(page, '**/api/customer/*', 'DELETE');
    await page.getByTestId('confirm-delete').tap();
    await expect(page.getByText(localeText('ru', 'home', 'accountDeleted'))).toBeVisible();
    expect(served()).toBe(200);
    await expect(page).toHaveURL(/\/(\?|$)/);
    const signIn = await api(page, 'POST', '/api/auth/authenticate', { email: customer.email, password: customer.password });
    expect(signIn.status).toBe(401);
  });
});
