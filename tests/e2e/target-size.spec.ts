import { expect, test } from './helpers/test.js';
import type { Locator } from '@playwright/test';
import { createOrder, signInByApi } from './helpers/payment.js';

/**
 * Crosses that close or remove something are at least 24 px square (WCAG 2.2 target size) on a
 * phone: a fan's thumb met a 20 px cross on the home page's banner and a 22 px one on each line of
 * the cart.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

async function size(target: Locator): Promise<{ width: number; height: number }> {
  const box = await target.boundingBox();
  return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) };
}

test('the banner\'s close cross and the cart lines\' remove crosses are at least 24 px square', async ({ page }) => {
  await signInByApi(page);
  await createOrder(page);
  await page.goto('/');
  const crosses = [page.getByRole('button', { name: 'Close this message' }).first()];
  await page.getByTestId('cart-button').tap();
  await expect(page.getByTestId('cart-popover')).toBeVisible();
  crosses.push(page.getByTestId('cart-popover').getByRole('button', { name: /^Remove / }).first());
  for (const cross of crosses) {
    await expect(cross).toBeVisible();
    const measured = await size(cross);
    expect(Math.min(measured.width, measured.height), await cross.getAttribute('aria-label') ?? '').toBeGreaterThanOrEqual(24);
  }
});
