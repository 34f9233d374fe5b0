import { expect, test } from './helpers/test.js';
import { expectFitsWidth } from './helpers/phone.js';

/**
 * Small phones in every language: no page is wider than the screen (nothing behind a sideways
 * scroll, no clipped cart button), and the seat map starts within the first screen of the event page.
 */
for (const width of [320, 360]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 740 }, hasTouch: true, isMobile: true });

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
