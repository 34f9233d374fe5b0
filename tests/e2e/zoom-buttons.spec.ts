import { expect, test } from './helpers/test.js';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { changedShare } from './helpers/screenshot-pixels.js';

/**
 * The map's zoom buttons never hide the venue. On a phone they are 44 px finger targets on the
 * Filters line just above the map's top-right corner: stacked over the map they covered the demo
 * ground's top-right blocks at 360 px, and anywhere over the map they sat in its top strip, the
 * only part a phone shows above the Continue bar, and took taps meant for blocks. The venue is
 * not moved for them (fitting it below them pushed it down, out of that strip). On a desktop they
 * stay over the map, in a corner the whole-venue view leaves empty.
 */
const BACKGROUND = [0xf8, 0xf9, 0xfa]; // defaultPalette.background

async function openMap(page: Page): Promise<void> {
  const answer = await page.request.get('/api/events');
  const { events } = (await answer.json()) as { events: { id: number }[] };
  await page.goto(`/event/${events[0]!.id}?lng=en`);
  const canvas = page.getByTestId('seat-map-canvas');
  await expect(canvas.locator('canvas').first()).toBeVisible();
  await canvas.scrollIntoViewIfNeeded();
}

/** Share of the pixels of a screenshot that are not the map's background. */
function notBackground(png: Buffer): number {
  const { data } = PNG.sync.read(png);
  let other = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (Math.abs(data[i]! - BACKGROUND[0]!) + Math.abs(data[i + 1]! - BACKGROUND[1]!) + Math.abs(data[i + 2]! - BACKGROUND[2]!) > 24) other++;
  }
  return other / (data.length / 4);
}

for (const phone of [
  { width: 320, height: 640, deviceScaleFactor: 2 },
  { width: 360, height: 740, deviceScaleFactor: 3 },
]) {
  test.describe(`at ${phone.width} px, DPR ${phone.deviceScaleFactor}`, () => {
    test.use({ viewport: { width: phone.width, height: phone.height }, deviceScaleFactor: phone.deviceScaleFactor, hasTouch: true, isMobile: true });

    test('the zoom buttons are 44 px targets just above the map\'s top-right corner, next to Filters, reached by Tab', async ({ page }) => {
      await openMap(page);
      const names = ['Zoom in', 'Zoom out', 'Show the whole venue'];
      const boxes = await Promise.all(names.map(async (name) => (await page.getByRole('button', { name }).boundingBox())!));
      const frame = (await page.getByTestId('seat-map-canvas').boundingBox())!;
      const filters = (await page.getByTestId('filters-toggle').boundingBox())!;
      for (const b of boxes) {
        expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44);
        // Off the map (nothing of the venue under them), right above its corner.
        expect(b.y + b.height).toBeLessThanOrEqual(frame.y);
        expect(b.y + b.height).toBeGreaterThan(frame.y - 24);
        expect(b.x + b.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
        // On the Filters line: the map is not pushed down by a line of their own.
        expect(b.y).toBeLessThan(filters.y + filters.height);
      }
      expect(boxes[2]!.x + boxes[2]!.width).toBeGreaterThan(frame.x + frame.width - 4);
      expect(frame.y - (filters.y + filters.height)).toBeLessThan(24);
      // A tap on Zoom in zooms the map.
      await page.waitForTimeout(500);
      const before = await page.getByTestId('seat-map-canvas').screenshot();
      await page.getByRole('button', { name: 'Zoom in' }).tap();
      await expect.poll(async () => changedShare(before, await page.getByTestId('seat-map-canvas').screenshot())).toBeGreaterThan(0.05);
      // The keyboard reaches them after Filters, before the map.
      await page.getByTestId('filters-toggle').focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Zoom in' })).toBeFocused();
    });
  });
}

test('on a desktop the buttons stay stacked in the top-right corner, clear of the venue', async ({ page }) => {
  await openMap(page);
  const buttons = page.getByTestId('zoom-buttons');
  await expect(buttons).toHaveAttribute('data-corner', 'top-right');
  const frame = (await page.getByTestId('seat-map-canvas').boundingBox())!;
  const zoomIn = (await page.getByRole('button', { name: 'Zoom in' }).boundingBox())!;
  const reset = (await page.getByRole('button', { name: 'Show the whole venue' }).boundingBox())!;
  expect(zoomIn.x + zoomIn.width).toBeGreaterThan(frame.x + frame.width - 50);
  expect(reset.y).toBeGreaterThan(zoomIn.y + zoomIn.height);
  await page.waitForTimeout(500);
  const area = { x: zoomIn.x, y: zoomIn.y, width: zoomIn.width, height: reset.y + reset.height - zoomIn.y };
  await buttons.evaluate((el) => (el.style.visibility = 'hidden'));
  expect(notBackground(await page.screenshot({ clip: area }))).toBeLessThan(0.002);
});
