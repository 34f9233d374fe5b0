import { expect, test } from './helpers/test.js';
import { signInByApi } from './helpers/payment.js';
import { localeText } from './locale-text.js';

/**
 * My purchases on a 320 px phone, in every language: the Upcoming / Past filter keeps its three
 * words whole. The control clips what does not fit, so the page's own width check cannot see it.
 */
test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 700 }, hasTouch: true, isMobile: true });

  test('the when-filter\'s words all fit, in five languages', async ({ page }) => {
    await signInByApi(page);
    for (const language of ['en', 'es', 'fr', 'nl', 'ru']) {
      await page.goto(`/orders?lng=${language}`);
      const when = page.getByTestId('filter-when');
      await expect(when.getByText(localeText(language, 'orders', 'filters.when.past'), { exact: true })).toBeVisible();
      const clipped = await when.evaluate((root) => {
        const edge = root.getBoundingClientRect().right;
        const words = [...root.querySelectorAll('label')].filter((label) => label.getBoundingClientRect().right > edge + 0.5 || label.scrollWidth > label.clientWidth);
        return { root: root.scrollWidth - root.clientWidth, words: words.map((label) => label.textContent) };
      });
      expect(clipped, language).toEqual({ root: 0, words: [] });
    }
  });
});
