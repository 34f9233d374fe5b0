import { expect, test } from './helpers/test.js';
import { admin } from './helpers/admin.js';
import { pickOnMapList, signIn, submitFromMap } from './helpers/booking.js';
import { newCustomer } from './helpers/customers.js';
import { expectAccessible } from './helpers/axe.js';
import { expectFitsWidth } from './helpers/phone.js';

/**
 * Populations on the demo data: the club's members buy event 1 at a members' rate nobody else is
 * offered, and a partner company's staff find the professional offers in the menu. Customers are
 * put in a population with the ticket manager's command, on the e2e server's database.
 */
function joinPopulation(name: string, email: string): void {
  const line = admin('population', 'list').split('\n').find((l) => l.split('\t')[1]?.startsWith(name));
  const id = line?.split('\t')[0];
  expect(id, `population ${name}`).toMatch(/^\d+$/);
  expect(admin('population', 'member', id!, email, 'add')).toContain('is now in');
}

test('a member sees and buys the members\' rate that a fan outside the population is not offered', async ({ page, browser }) => {
  // A fan outside the population: the seat's rates hold no members' rate.
  const other = await browser.newContext();
  try {
    const outsider = await other.newPage();
    await signIn(outsider, '/event/1');
    await pickOnMapList(outsider, 'West Stand', '123', 1);
    await outsider.getByTestId('cart-ticket').getByRole('combobox', { name: 'Price' }).click();
    await expect(outsider.getByRole('option', { name: /^Full price – / })).toHaveCount(1);
    await expect(outsider.getByRole('option', { name: /^Member rate/ })).toHaveCount(0);
  } finally {
    await other.close();
  }

  const member = await newCustomer(page, 'Morgan');
  joinPopulation('Club members', member.email);
  await signIn(page, '/event/1', member);
  // The page's usual two tickets: the first at the members' rate, the second at full price.
  await pickOnMapList(page, 'West Stand', '124', 2);
  const choices = page.getByTestId('cart-ticket').getByRole('combobox', { name: 'Price' });
  await choices.first().click();
  await page.getByRole('option', { name: /^Member rate – / }).click();
  await expect(choices.first()).toHaveValue(/^Member rate – €/);
  await choices.nth(1).click();
  await page.getByRole('option', { name: /^Full price – / }).click();
  await expect(choices.nth(1)).toHaveValue(/^Full price – €/);
  await submitFromMap(page, member);
  await expect(page).toHaveURL(/\/summary\?orderId=\d+/);
  await expect(page.getByTestId('summary-line').filter({ hasText: 'Member rate' })).toHaveCount(1);
});

test('a partner company\'s customer finds the professional offers in the menu; nobody else does', async ({ page }) => {
  const fan = await signIn(page, '/');
  await expect(page.getByTestId('top-bar-orders')).toBeVisible();
  await expect(page.getByTestId('top-bar-professional')).toHaveCount(0);

  joinPopulation('Partner companies', fan.email);
  await page.reload();
  await page.getByTestId('top-bar-professional').click();
  await expect(page).toHaveURL(/\/professional-offers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Professional offers' })).toBeVisible();
  await expect(page.getByTestId('event-card').filter({ hasText: 'Northgate United' })).toHaveCount(1);
  await expect(page.getByTestId('event-card')).toHaveCount(1);
  await expectAccessible(page, 'professional offers');

  // Narrower than a wide screen the bar has no room for it: the profile page carries it.
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/?lng=ru');
  await expect(page.getByTestId('top-bar-professional')).toBeHidden();
  await expectFitsWidth(page);
  await page.getByTestId('account-button').click();
  await page.getByTestId('profile-professional-link').click();
  await expect(page.getByTestId('professional-offers')).toBeVisible();

  // On a phone the entry is in the menu.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/?lng=en');
  await page.getByTestId('mobile-menu-button').click();
  await page.getByTestId('menu-professional').click();
  await expect(page.getByTestId('professional-offers')).toBeVisible();
  await expectFitsWidth(page);
});
