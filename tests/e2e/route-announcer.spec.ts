import { expect, test } from './helpers/test.js';
import { newCustomer } from './helpers/customers.js';

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
  // Every text the announcer takes from now on.
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    const announcer = document.querySelector('[data-testid=route-announcer]');
    if (announcer) new MutationObserver(() => heard.push(announcer.textContent ?? '')).observe(announcer, { childList: true, characterData: true, subtree: true });
  });
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/orders/);
  await expect(page.getByTestId('route-announcer')).toHaveText('My purchases – FCR');
  const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
  expect(heard.filter((text) => text !== '')).toEqual(['My purchases – FCR']);
});
