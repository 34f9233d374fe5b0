import { expect, test } from './helpers/test.js';
import { changedShare } from './helpers/screenshot-pixels.js';

/**
 * A keyboard fan who tabbed onto the seat map (where the arrows pan and + and - zoom) saw no
 * focus: the map's canvases are positioned layers painted over the box's outline. The ring now
 * shows along the map's edge while it has the keyboard focus, and goes when it leaves.
 */
test('the seat map shows a focus ring when reached with Tab', async ({ page }) => {
  await page.goto('/event/1?lng=en');
  const map = page.getByTestId('seat-map-canvas');
  await expect(map.locator('canvas').filter({ visible: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Show the whole venue' }).focus();
  await page.keyboard.press('Tab');
  await expect(map).toBeFocused();
  await page.waitForTimeout(300);
  const box = (await map.boundingBox())!;
  // The map's left edge, halfway down: 3 px wide, 60 px tall.
  const edge = { x: box.x, y: box.y + box.height / 2 - 30, width: 3, height: 60 };
  const focused = await page.screenshot({ clip: edge });
  await page.keyboard.press('Shift+Tab');
  await expect(map).not.toBeFocused();
  await page.waitForTimeout(300);
  const blurred = await page.screenshot({ clip: edge });
  expect(changedShare(focused, blurred)).toBeGreaterThan(0.9);
});
