import { expect, test } from './helpers/test.js';
import type { Locator } from '@playwright/test';
import { createOrder, signInByApi, toProviderPage } from './helpers/payment.js';

/**
 * Crosses that close or remove something are at least 24 px square (WCAG 2.2 target size) on a
 * phone: a fan's thumb met a 20 px cross on the home page's banner, a 22 px one on each line of
 * the cart and a 22 px one clearing a holder's country.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** The shorter side of a visible target, in CSS pixels. */
async function shorterSide(target: Locator): Promise<number> {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  return Math.round(Math.min(box?.width ?? 0, box?.height ?? 0));
}

test('the banner\'s close cross, the cart lines\' remove crosses and a country\'s clear cross are at least 24 px square', async ({ page }) => {
  await signInByApi(page);
  await createOrder(page);
  await page.goto('/');
  expect(await shorterSide(page.getByRole('button', { name: 'Close this message' }).first()), 'banner').toBeGreaterThanOrEqual(24);
  await page.getByTestId('cart-button').tap();
  expect(await shorterSide(page.getByTestId('cart-popover').getByRole('button', { name: /^Remove / }).first()), 'cart line').toBeGreaterThanOrEqual(24);
  // A pointer's target only: Mantine hides the clear cross from the keyboard and screen readers.
  await page.goto('/profile');
  await page.getByRole('combobox', { name: 'Country' }).fill('Belgium');
  await page.getByRole('option', { name: 'Belgium' }).tap();
  expect(await shorterSide(page.locator('.mantine-InputClearButton-root').first()), 'country').toBeGreaterThanOrEqual(24);
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 740 }, hasTouch: true, isMobile: true });

  test('the test payment page\'s way back without paying is at least 24 px tall', async ({ page }) => {
    // The link was its line of text, 19 px tall, under four 50 px buttons a thumb can miss it for.
    await signInByApi(page);
    await toProviderPage(page, await createOrder(page));
    expect(await shorterSide(page.getByTestId('test-payment-back')), 'back to the shop').toBeGreaterThanOrEqual(24);
  });
});
