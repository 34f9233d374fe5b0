import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { jwtVerify } from 'jose';
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './helpers/test.js';
import { createOrder, payWith, signInByApi } from './helpers/payment.js';
import { expectFitsWidth } from './helpers/phone.js';
import { localeText } from './locale-text.js';
import { verifyTicketToken } from '../../src/server/services/documents/ticket-token.js';
import { purposeSecret } from '../../src/server/security/purpose-secrets.js';

/**
 * "Add to Apple Wallet" and "Add to Google Wallet" in a real browser against the server that signs
 * passes with throwaway keys (the @wallet project, playwright.config.ts), in French, My purchases
 * reached through the menus. A granted Apple pass is a navigation to the pass, which the browser
 * receives as a .pkpass; a granted Google pass is a navigation to Google's save link (answered
 * here, so nothing leaves the machine). A ticket sent to another fan after the page was loaded is
 * refused: the reason reads beside the button that was pressed, and nothing is opened.
 */
const LANGUAGE = 'fr';
const SECOND_PORT = Number(process.env['E2E_PORT'] ?? 3210) + 1;
const GOOGLE_SAVE = /^https:\/\/pay\.google\.com\/gp\/v\/save\/([\w-]+\.[\w-]+\.[\w-]+)$/;
const ticketSecret = () => purposeSecret(process.env['SESSION_SECRET'] ?? readFileSync('.data/secret', 'utf8').trim(), 'ticket-qr');
const orders = (key: string) => localeText(LANGUAGE, 'orders', key);

/** A paid order of one named seat; the page is left on the payment result. */
async function paidOrder(page: Page): Promise<number> {
  const orderId = await createOrder(page);
  await payWith(page, orderId, 'success');
  await expect(page.getByTestId('validation-result')).toHaveAttribute('data-outcome', 'success');
  return orderId;
}

/** The id of the one ticket of an order card, read from its Apple Wallet control (whatever its role). */
async function ticketIdOf(card: Locator): Promise<number> {
  const testId = await card.locator('[data-testid^="wallet-apple-"]', { hasText: orders('wallet.apple') }).getAttribute('data-testid');
  return Number(/^wallet-apple-(\d+)$/.exec(testId ?? '')?.[1]);
}

/** The owner sends the ticket to another fan from elsewhere (the same session, not this page). */
async function sendAwayBehindThePage(page: Page, ticketId: number): Promise<void> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf')?.value ?? '';
  const sent = await page.request.post('/api/transfers', {
    headers: { 'x-csrf-token': csrf },
    data: { ticketIds: [ticketId], email: `other-${Date.now()}@example.com` },
  });
  expect(sent.status()).toBe(201);
}

/** Every page load and download of the page from now on, to check that a refusal opened nothing. */
function watchNavigations(page: Page): { opened: string[] } {
  const opened: string[] = [];
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest()) opened.push(request.url());
  });
  page.on('download', (download) => opened.push(`download ${download.url()}`));
  return { opened };
}

type Press = (target: Locator) => Promise<void>;

/**
 * Two paid tickets on My purchases; the second is sent away after the page was loaded. Both
 * wallets refuse it, each saying why beside its own button and opening nothing; both grant the
 * first.
 */
async function walletsOnMyPurchases(page: Page, openMyPurchases: () => Promise<void>, press: Press): Promise<void> {
  await signInByApi(page);
  const keptOrder = await paidOrder(page);
  const sentOrder = await paidOrder(page);
  await openMyPurchases();
  const kept = page.getByTestId(`order-${keptOrder}`);
  const sent = page.getByTestId(`order-${sentOrder}`);
  await expect(kept.getByRole('button', { name: orders('wallet.google') })).toBeVisible();
  await expect(sent.getByText(orders('wallet.apple'))).toBeVisible();
  const keptTicket = await ticketIdOf(kept);
  const sentTicket = await ticketIdOf(sent);
  await sendAwayBehindThePage(page, sentTicket);

  // Refused: the reason beside the pressed button, in French; no navigation, no download.
  const refusal = orders('purchase.blocked.TICKET_TRANSFER_PENDING');
  const navigations = watchNavigations(page);
  await press(sent.getByTestId(`wallet-apple-${sentTicket}`));
  await expect(sent.getByTestId(`wallet-apple-error-${sentTicket}`)).toHaveText(refusal);
  await press(sent.getByTestId(`wallet-google-${sentTicket}`));
  await expect(sent.getByTestId(`wallet-google-error-${sentTicket}`)).toHaveText(refusal);
  // Which ticket was refused is plain: the text is at its button, not in the card's shared banner.
  await expect(sent.getByTestId('download-error')).toHaveCount(0);
  await expect(kept.getByTestId(`wallet-google-error-${keptTicket}`)).toHaveText('');
  expect(navigations.opened).toEqual([]);
  await expect(page).toHaveURL(/\/orders$/);
  await expectFitsWidth(page);

  // Apple, granted: the browser goes to the pass and receives it as a .pkpass (a download here).
  const passPath = `/api/tickets/${keptTicket}/wallet/apple`;
  const [download, response] = await Promise.all([
    page.waitForEvent('download', { timeout: 15_000 }),
    page.waitForResponse((r) => new URL(r.url()).pathname === passPath && r.request().isNavigationRequest(), { timeout: 15_000 }),
    press(kept.getByTestId(`wallet-apple-${keptTicket}`)),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/vnd.apple.pkpass');
  expect(new URL(download.url()).pathname).toBe(passPath);
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const pass = JSON.parse(Buffer.from(files['pass.json']!).toString('utf8')) as { barcodes: { message: string }[] };
  expect(verifyTicketToken(ticketSecret(), pass.barcodes[0]!.message)?.ticketId).toBe(keptTicket);
  await expect(kept.getByTestId(`wallet-apple-error-${keptTicket}`)).toHaveText('');

  // Google, granted: the browser goes to Google's save link, whose signed JWT carries the ticket.
  await page.route('https://pay.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Google Wallet</title>' }));
  await press(kept.getByTestId(`wallet-google-${keptTicket}`));
  await page.waitForURL(GOOGLE_SAVE);
  const jwt = GOOGLE_SAVE.exec(page.url())![1]!;
  const key = JSON.parse(readFileSync(`.data/e2e-${SECOND_PORT}-wallet/google-service-account.json`, 'utf8')) as { client_email: string; private_key: string };
  const { payload } = await jwtVerify(jwt, createPublicKey(key.private_key), { issuer: key.client_email, audience: 'google' });
  const object = (payload['payload'] as { eventTicketObjects: { barcode: { value: string } }[] }).eventTicketObjects[0]!;
  expect(verifyTicketToken(ticketSecret(), object.barcode.value)?.ticketId).toBe(keptTicket);
}

test('desktop: the wallets grant a pass through a navigation and say a refusal beside the button', { tag: '@wallet' }, async ({ page }) => {
  await walletsOnMyPurchases(page, async () => {
    await page.goto(`/?lng=${LANGUAGE}`);
    await page.getByTestId('top-bar').getByRole('link', { name: localeText(LANGUAGE, 'common', 'menu.eTickets') }).click();
    await expect(page).toHaveURL(/\/orders$/);
  }, (target) => target.click());
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the wallets grant a pass through a navigation and say a refusal beside the button', { tag: '@wallet' }, async ({ page }) => {
    await walletsOnMyPurchases(page, async () => {
      await page.goto(`/?lng=${LANGUAGE}`);
      await page.getByTestId('mobile-menu-button').tap();
      await page.getByRole('link', { name: localeText(LANGUAGE, 'common', 'menu.eTickets') }).tap();
      await expect(page).toHaveURL(/\/orders$/);
    }, (target) => target.tap());
  });
});
