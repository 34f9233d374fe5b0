import { expect, test } from './helpers/test.js';
import type { Page } from '@playwright/test';
import { newCustomer } from './helpers/customers.js';

/** Records every text the route announcer takes from now on. */
async function listenToAnnouncer(page: Page): Promise<void> {
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    const announcer = document.querySelector('[data-testid=route-announcer]');
    if (announcer) new MutationObserver(() => heard.push(announcer.textContent ?? '')).observe(announcer, { childList: true, characterData: true, subtree: true });
  });
}

/** What the announcer said since `listenToAnnouncer` (its empty resets left out). */
async function announced(page: Page): Promise<string[]> {
  const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
  return heard.filter((text) => text !== '');
}

/**
 * The route announcer reads the page the fan arrives on. Signing in from "E-tickets", a screen
 * reader said "Log in – FCR" on My purchases: while the purchases screen loaded, the sign-in
 * page's heading still showed and its title was announced for the new page.
 */
test('after signing in, My purchases is announced by its own title, never the sign-in page\'s', async ({ page }) => {
  const customer = await newCustomer(page);
  await page.goto('/?lng=en');
  await page.getByTestId('top-bar').getByRole('link', { name: 'E-tickets' }).click();
  await page.waitForURL(/\/login/);
  // The top bar's link is announced too (the sign-in page's own title); heard before listening starts.
  await expect(page.getByTestId('route-announcer')).toHaveText('Log in – FCR');
  await page.getByLabel('E-mail', { exact: false }).first().fill(customer.email);
  await page.getByLabel('Password', { exact: false }).first().fill(customer.password);
  await listenToAnnouncer(page);
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/orders/);
  await expect(page.getByTestId('route-announcer')).toHaveText('My purchases – FCR');
  expect(await announced(page)).toEqual(['My purchases – FCR']);
});

/**
 * The booking pages had no title of their own: the tab and the announcer kept the page before's,
 * so a fan signing in on the holders step heard "Log in – FCR" on the holders page and again on
 * the summary, and the event page was announced as the shop's home.
 */
test('each booking step is announced by its own title, never the page before\'s', async ({ page }) => {
  const customer = await newCustomer(page);
  await page.goto('/?lng=en');
  await page.getByRole('link', { name: 'FC Riverside – Harbour City' }).click();
  await expect(page.getByTestId('route-announcer')).toHaveText('FC Riverside – Harbour City – FCR');
  await expect(page).toHaveTitle('FC Riverside – Harbour City – FCR');
  await page.getByRole('button', { name: /^Best available/ }).click();
  await page.getByTestId('map-continue').click();
  await expect(page.getByTestId('route-announcer')).toHaveText('Options – FCR');
  await page.getByTestId('options-continue').click();
  await page.waitForURL(/\/event\/1\/submit$/);
  await page.getByTestId('login-prompt').getByRole('link', { name: 'Log in' }).click();
  await page.waitForURL(/\/login/);
  // The sign-in page's own title, heard before listening starts.
  await expect(page.getByTestId('route-announcer')).toHaveText('Log in – FCR');
  await page.getByLabel('E-mail', { exact: false }).first().fill(customer.email);
  await page.getByLabel('Password', { exact: false }).first().fill(customer.password);
  await listenToAnnouncer(page);
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/event\/1\/submit$/);
  await expect(page.getByTestId('route-announcer')).toHaveText('Ticket holders – FCR');
  await expect(page).toHaveTitle('Ticket holders – FCR');
  await page.locator('input[name="holder-1-firstName"]').fill('Sam');
  await page.locator('input[name="holder-1-lastName"]').fill('Lee');
  await page.getByTestId('submit-order').click();
  await page.waitForURL(/\/summary\?orderId=\d+/);
  await expect(page.getByTestId('route-announcer')).toHaveText('Summary of your order – FCR');
  expect(await announced(page)).toEqual(['Ticket holders – FCR', 'Summary of your order – FCR']);
});
