import { expect, test } from './helpers/test.js';
import { expectFitsWidth } from './helpers/phone.js';
import { signIn } from './helpers/booking.js';

/**
 * Small phones in every language: no page is wider than the screen (nothing behind a sideways
 * scroll, no clipped cart button), and the seat map starts within the first screen of the event page.
 */
for (const width of [320, 360]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 740 }, hasTouch: true, isMobile: true });

    test('the event page starts with the map, and Continue with the total stays at the bottom once seats are chosen', async ({ page }) => {
      await signIn(page, '/event/2');
      const map = page.getByTestId('seat-map-canvas');
      await expect(map).toBeVisible();
      const top = await map.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeLessThan(740 - 100);
      // The filters are folded behind one button.
      await expect(page.getByTestId('filters-toggle')).toHaveText('Filters');
      // Nothing chosen yet costs nothing, which is not a free ticket.
      await expect(page.getByTestId('continue-bar-summary')).toHaveText('0 seats · €0.00');
      await page.getByRole('button', { name: /^Best available/ }).tap();
      const bar = page.getByTestId('continue-bar');
      await expect(bar).toBeInViewport();
      await expect(page.getByTestId('continue-bar-summary')).toContainText(/^2 seats · €/);
      await expect(page.getByTestId('map-continue')).toBeEnabled();
      await expectFitsWidth(page);
    });

    for (const language of ['en', 'es', 'fr', 'nl', 'ru']) {
      test(`fits the screen in ${language}`, async ({ page }) => {
        for (const path of ['/', '/login', '/sign-up', '/event/2', '/pack/1']) {
          await page.goto(`${path}?lng=${language}`);
          await expect(page.locator('main').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectFitsWidth(page);
        }
      });
    }
  });
}
