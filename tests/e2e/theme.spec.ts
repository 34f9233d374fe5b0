import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test.js';
import { expectAccessible } from './helpers/axe.js';
import { meanLuminance } from './helpers/screenshot-pixels.js';
import { createOrder, signInByApi } from './helpers/payment.js';
import { localeText } from './locale-text.js';

/**
 * The configuration's look: the same shop served with `theme: "dark"` (the configuration's answer
 * changed on its way to the browser) renders dark, styles and all, and stays AA; its `sport`
 * chooses the home page's wording and the events' glyph.
 */
async function serveTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.route('**/api/config', async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, json: { ...(await answer.json()), theme } });
  });
}

async function homeThenEvent(page: Page, name: string): Promise<{ home: number; event: number }> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?lng=en');
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  await expectAccessible(page, `${name} home`);
  const home = meanLuminance(await page.screenshot());
  await page.getByTestId('event-card').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, `${name} event page`);
  return { home, event: meanLuminance(await page.screenshot()) };
}

test('the dark theme renders home and event pages dark, with every style and no contrast violation', async ({ browser }) => {
  const light = await browser.newContext();
  const dark = await browser.newContext();
  try {
    const lightPage = await light.newPage();
    await serveTheme(lightPage, 'light');
    const lit = await homeThenEvent(lightPage, 'light');
    const darkPage = await dark.newPage();
    await serveTheme(darkPage, 'dark');
    const dim = await homeThenEvent(darkPage, 'dark');
    await expect(darkPage.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // Styled, not merely flagged: the page itself is dark where the light one is light.
    const body = await darkPage.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(body).not.toBe('rgb(255, 255, 255)');
    expect(lit.home).toBeGreaterThan(0.6);
    expect(dim.home).toBeLessThan(0.35);
    expect(dim.event).toBeLessThan(lit.event * 0.6);
  } finally {
    await light.close();
    await dark.close();
  }
});

test('the configured sport sets the wording and the glyph: a spectacles venue lists its shows', async ({ page }) => {
  await page.route('**/api/config', async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, json: { ...(await answer.json()), sport: 'spectacles' } });
  });
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 2, name: 'Upcoming shows' })).toBeVisible();
  await expect(page.getByTestId('event-card').first().locator('svg[data-sport=spectacles]')).toHaveCount(1);
});

test('the dark theme\'s red confirmations (abandon the cart, delete the account) read at AA on a 320 px phone', async ({ page }) => {
  // White on the dark scheme's filled red (red.6) was 3.3:1; the light scheme's had been fixed alone.
  await serveTheme(page, 'dark');
  await page.setViewportSize({ width: 320, height: 740 });
  await signInByApi(page);
  await createOrder(page);
  await page.goto('/?lng=en');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByTestId('cart-button').click();
  await page.getByRole('button', { name: localeText('en', 'booking', 'popover.abandon') }).click();
  const abandon = page.getByTestId('abandon-confirm');
  await expect(abandon).toBeVisible();
  await expectAccessible(page, 'dark abandon confirmation');
  await page.goto('/profile?tab=security&lng=en');
  await page.getByRole('button', { name: localeText('en', 'account', 'privacy.delete') }).click();
  await expect(page.getByTestId('confirm-delete')).toBeVisible();
  await expectAccessible(page, 'dark delete-account confirmation');
});
