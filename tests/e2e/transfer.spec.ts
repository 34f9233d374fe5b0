import { readFileSync } from 'node:fs';
import { expect, test } from './helpers/test.js';
import type { Browser, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { verifyTicketToken } from '../../src/server/services/documents/ticket-token.js';
import { purposeSecret } from '../../src/server/security/purpose-secrets.js';
import { createOrder, payWith, signInByApi } from './helpers/payment.js';
import { newCustomer } from './helpers/customers.js';
import type { Customer } from './helpers/booking.js';
import { expectFitsWidth } from './helpers/phone.js';
import { expectAccessible } from './helpers/axe.js';

/**
 * A ticket transfer as two fans live it, each in a browser of their own: the owner sends a ticket
 * from My purchases, the recipient follows the mailed link, signs in and accepts, and the ticket
 * moves; or the owner takes it back before it is accepted.
 */

/** A paid order of one named seat; the page is left on the payment result. */
async function paidOrder(page: Page): Promise<number> {
  const orderId = await createOrder(page);
  await payWith(page, orderId, 'success');
  await expect(page.getByTestId('validation-result')).toHaveAttribute('data-outcome', 'success');
  return orderId;
}

/** The owner sends the order's ticket to `email` from its card. */
async function sendFromCard(page: Page, orderId: number, email: string): Promise<void> {
  const card = page.getByTestId(`order-${orderId}`);
  await card.getByRole('button', { name: 'Transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer the ticket' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expectAccessible(page, 'transfer dialog');
  await dialog.getByLabel("Recipient's e-mail address").fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  // The address is shown back for a last look before anything is sent.
  await expect(dialog.getByText('Send the ticket to this address?')).toBeVisible();
  await expect(dialog.getByTestId('transfer-confirm-email')).toHaveText(email);
  await expectAccessible(page, 'transfer confirmation');
  await dialog.getByRole('button', { name: 'Send the ticket' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('transfer-sent')).toContainText(`Sent to ${email}`);
  await expect(card.getByTestId('transfer-sent').getByRole('button', { name: 'Close this message' })).toBeVisible();
  await expect(card.getByText(`Sent to ${email}, waiting for acceptance`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Download e-ticket' })).toHaveCount(0);
}

/** Opens the transfer mail's link in the recipient's browser. */
async function openMailedLink(page: Page, to: string): Promise<void> {
  await page.goto('/dev/mailbox');
  await page.locator('tr', { hasText: to }).filter({ hasText: /sent you (a ticket|tickets)/ }).first().getByRole('link').click();
  const href = (await page.locator('a[data-action-link]').getAttribute('href')) ?? '';
  await page.goto(`${new URL(href).pathname}?lng=en`);
}

async function recipientPage(browser: Browser): Promise<{ page: Page; customer: Customer; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const customer = await newCustomer(page, 'Kim');
  return { page, customer, close: () => context.close() };
}

test('desktop: a fan sends a ticket, the recipient signs in from the mail and accepts it; the ticket moves', async ({ page, browser }) => {
  const owner = await signInByApi(page);
  const orderId = await paidOrder(page);
  const recipient = await recipientPage(browser);
  await page.goto('/?lng=en');
  await page.getByTestId('top-bar').getByRole('link', { name: 'E-tickets' }).click();
  await sendFromCard(page, orderId, recipient.customer.email);

  await openMailedLink(recipient.page, recipient.customer.email);
  const accept = recipient.page.getByTestId('transfer-accept-page');
  // One ticket is spoken of as one, from the heading to the confirmation.
  await expect(accept.getByRole('heading', { level: 1 })).toHaveText('A ticket sent to you');
  await expect(recipient.page).toHaveTitle(/^A ticket sent to you/);
  await expect(accept.getByText(`${owner.firstName} Tester is sending you a ticket:`)).toBeVisible();
  await expect(accept.getByText(`Sign in or create an account with ${recipient.customer.email} to accept it.`)).toBeVisible();
  await expectAccessible(recipient.page, 'transfer link, signed out');
  await accept.getByRole('link', { name: 'Sign in' }).click();
  await recipient.page.getByLabel('Password', { exact: false }).first().fill(recipient.customer.password);
  await recipient.page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await recipient.page.waitForURL((url) => url.pathname.startsWith('/orders/transfer/'));
  await expectAccessible(recipient.page, 'transfer link, signed in');
  await recipient.page.getByRole('button', { name: 'Accept the ticket' }).click();
  await expect(recipient.page.getByTestId('transfer-accepted').getByText('The ticket is yours. You find it in My purchases.')).toBeVisible();
  // One way on, inside the confirmation.
  await expect(recipient.page.getByRole('link', { name: 'Go to My purchases' })).toHaveCount(1);
  await recipient.page.getByTestId('transfer-accepted').getByRole('link', { name: 'Go to My purchases' }).click();
  await expect(recipient.page).toHaveURL(/\/orders$/);
  const received = recipient.page.locator('[data-testid^="order-"]').filter({ hasText: `Received from ${owner.firstName} Tester` });
  await expect(received).toHaveCount(1);
  // Not bought by the recipient: the card dates the acceptance as such.
  await expect(received.getByText(/^Received on /)).toBeVisible();
  await expect(received.getByText(/^Purchased on /)).toHaveCount(0);
  // The sender's holder does not follow the ticket: the recipient names who attends, then downloads.
  await expect(received.getByText('Holder not named yet')).toBeVisible();
  await expect(received.getByText('Name the holder to download this ticket.')).toBeVisible();
  await received.getByRole('button', { name: 'Name the holder' }).click();
  await received.getByLabel('First name').fill('grace');
  await received.getByLabel('Last name').fill('hopper');
  await received.getByRole('button', { name: 'Save' }).click();
  await expect(received.getByText('Holder: Grace Hopper')).toBeVisible();
  const [download] = await Promise.all([recipient.page.waitForEvent('download'), received.getByRole('button', { name: 'Download e-ticket' }).click()]);
  const pdf = await PDFDocument.load(readFileSync(await download.path()));
  const secret = purposeSecret(process.env['SESSION_SECRET'] ?? readFileSync('.data/secret', 'utf8').trim(), 'ticket-qr');
  expect(verifyTicketToken(secret, pdf.getSubject() ?? '')).not.toBeNull();
  // The link works once; its recipient, back on it, is told the ticket is theirs already.
  await recipient.page.goBack();
  await recipient.page.reload();
  await expect(recipient.page.getByTestId('transfer-accepted-earlier')).toContainText('You have accepted this ticket. You find it in My purchases.');
  await expect(recipient.page.getByRole('button', { name: 'Accept the ticket' })).toHaveCount(0);
  // Anyone else with the link only learns that it was accepted.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(recipient.page.url());
  await expect(strangerPage.getByTestId('transfer-closed')).toHaveText('This ticket has already been accepted.');
  await stranger.close();
  await recipient.close();

  // The owner's page, open since sending, still offers to take it back: the refusal says why, and
  // the card then catches up without a reload.
  const card = page.getByTestId(`order-${orderId}`);
  await card.getByRole('button', { name: 'Cancel the transfer' }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel this transfer?' });
  await cancelDialog.getByRole('button', { name: 'Cancel the transfer' }).click();
  await expect(cancelDialog.getByRole('alert')).toHaveText(`${recipient.customer.email} has already accepted this ticket: it is theirs now and can no longer be taken back.`);
  await expect(cancelDialog.getByRole('button', { name: 'Cancel the transfer' })).toBeDisabled();
  await cancelDialog.getByRole('button', { name: 'Back' }).click();
  await expect(card.getByText(`Transferred to ${recipient.customer.email}`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel the transfer' })).toHaveCount(0);
  // Accepted, not taken back: nothing says it came back.
  await expect(card.locator('[data-testid^="transfer-taken-back-"]')).toHaveCount(0);

  // The owner no longer has it: no download, no transfer, and the card says to whom it went.
  await page.reload();
  await expect(card.getByText(`Transferred to ${recipient.customer.email}`)).toBeVisible();
  await expect(card.getByText('You transferred this ticket: it now belongs to its recipient.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Download e-ticket' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Transfer' })).toHaveCount(0);
  await expectAccessible(page, 'My purchases with a transferred ticket');
});

test('desktop: a recipient without an account creates one from the mailed link with the address the ticket was sent to', async ({ page, browser }) => {
  await signInByApi(page);
  const orderId = await paidOrder(page);
  const newcomer = `e2e-newcomer-${Date.now()}@example.com`;
  await page.goto('/orders?lng=en');
  await sendFromCard(page, orderId, newcomer);

  const context = await browser.newContext();
  const recipient = await context.newPage();
  await openMailedLink(recipient, newcomer);
  const accept = recipient.getByTestId('transfer-accept-page');
  // Straight to the sign-up form: the address is already there, as on the sign-in form.
  await accept.getByRole('link', { name: 'Create an account' }).click();
  await expect(recipient).toHaveURL(/\/sign-up\?/);
  await expect(recipient.getByRole('textbox', { name: 'E-mail' })).toHaveValue(newcomer);
  // Through the sign-in form first, then its own "Create an account": still there.
  await recipient.goBack();
  await accept.getByRole('link', { name: 'Sign in' }).click();
  await expect(recipient.getByLabel('E-mail', { exact: false }).first()).toHaveValue(newcomer);
  await recipient.getByRole('link', { name: 'Create an account' }).click();
  await expect(recipient.getByRole('textbox', { name: 'E-mail' })).toHaveValue(newcomer);
  await context.close();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a cancelled transfer gives the ticket back and the link accepts nothing', async ({ page, browser }) => {
    await signInByApi(page);
    const orderId = await paidOrder(page);
    const recipient = await recipientPage(browser);
    // Through the menu, as a fan on a phone gets there.
    await page.goto('/?lng=en');
    await page.getByTestId('mobile-menu-button').tap();
    await page.getByRole('link', { name: 'E-tickets' }).tap();
    await expect(page).toHaveURL(/\/orders$/);
    await sendFromCard(page, orderId, recipient.customer.email);
    await expectFitsWidth(page);
    const card = page.getByTestId(`order-${orderId}`);
    await card.getByRole('button', { name: 'Cancel the transfer' }).tap();
    // Confirmed from the keyboard: the focus stays on the ticket it took back, not the top of the page.
    await page.getByRole('dialog', { name: 'Cancel this transfer?' }).getByRole('button', { name: 'Cancel the transfer' }).press('Enter');
    await expect(card.getByRole('button', { name: 'Download e-ticket' })).toBeVisible();
    await expect(card.locator('[data-testid^="ticket-"]').first()).toBeFocused();
    // What happened is said in that ticket, and read out.
    await expect(card.getByRole('status').filter({ hasText: `Transfer to ${recipient.customer.email} cancelled. The ticket is yours again.` })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Transfer' })).toBeVisible();
    // The "sent to" confirmation is no longer true: it goes.
    await expect(card.getByTestId('transfer-sent')).toHaveCount(0);

    await openMailedLink(recipient.page, recipient.customer.email);
    await expect(recipient.page.getByTestId('transfer-closed')).toHaveText('The sender took this ticket back: there is nothing left to accept.');
    await recipient.close();
  });
});

test('keyboard: after sending, the focus is on the confirmation, not the page body; the Transfer button it came from is gone', async ({ page, browser }) => {
  await signInByApi(page);
  const orderId = await paidOrder(page);
  const recipient = await recipientPage(browser);
  await recipient.close();
  await page.goto('/orders?lng=en');
  const card = page.getByTestId(`order-${orderId}`);
  await card.getByRole('button', { name: 'Transfer', exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Transfer the ticket' });
  await dialog.getByLabel("Recipient's e-mail address").fill(recipient.customer.email);
  await dialog.getByRole('button', { name: 'Continue' }).press('Enter');
  await dialog.getByRole('button', { name: 'Send the ticket' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Transfer', exact: true })).toHaveCount(0);
  await expect(card.getByTestId('transfer-sent')).toBeFocused();
  // From there the next Tab reaches the message's close button, inside the card.
  await page.keyboard.press('Tab');
  await expect(card.getByTestId('transfer-sent').getByRole('button', { name: 'Close this message' })).toBeFocused();
});

test('a recipient whose page was open while the sender took the ticket back is told so on Accept, with no Accept left', async ({ page, browser }) => {
  await signInByApi(page);
  const orderId = await paidOrder(page);
  const recipient = await recipientPage(browser);
  await page.goto('/orders?lng=en');
  await sendFromCard(page, orderId, recipient.customer.email);
  await openMailedLink(recipient.page, recipient.customer.email);
  await recipient.page.getByTestId('transfer-accept-page').getByRole('link', { name: 'Sign in' }).click();
  await recipient.page.getByLabel('Password', { exact: false }).first().fill(recipient.customer.password);
  await recipient.page.locator('form').getByRole('button', { name: 'Log in' }).click();
  const accept = recipient.page.getByRole('button', { name: 'Accept the ticket' });
  await expect(accept).toBeVisible();

  // Meanwhile the sender takes it back.
  const card = page.getByTestId(`order-${orderId}`);
  await card.getByRole('button', { name: 'Cancel the transfer' }).click();
  await page.getByRole('dialog', { name: 'Cancel this transfer?' }).getByRole('button', { name: 'Cancel the transfer' }).click();
  await expect(card.getByRole('button', { name: 'Transfer', exact: true })).toBeVisible();

  await accept.press('Enter');
  const closed = recipient.page.getByTestId('transfer-closed');
  await expect(closed).toHaveText('The sender took this ticket back: there is nothing left to accept.');
  await expect(closed).toBeFocused();
  await expect(recipient.page.getByRole('button', { name: 'Accept the ticket' })).toHaveCount(0);
  await expect(recipient.page.getByTestId('transfer-accept-error')).toHaveCount(0);
  await recipient.close();
});
