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
 * sat over the map in a corner the whole-venue view left empty, which filled with seats once the
 * fan zoomed in: they sit on the line above the map there too.
 */
const BACKGROUND = [0xf8, 0xf9, 0xfa]; // defaultPalette.background

async function openMap(page: Page): Promise<void> {
  const answer = await page.request.get('/api/events');
  const { events } = (await answer.json()) as { events: { id: number }[] };
  await page.goto(`/event/${events[0]!.id}?lng=en`);
  const canvas = page.getByTestId('seat-map-canvas');
  await expect(canvas.locator('canvas').filter({ visible: true }).first()).toBeVisible();
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

for (const language of ['en', 'fr']) {
  test(`on a desktop the buttons sit above the map's top-right corner, off the map, and cover no seat once zoomed in (${language})`, async ({ page }) => {
    const answer = await page.request.get('/api/events');
    const { events } = (await answer.json()) as { events: { id: number }[] };
    await page.goto(`/event/${events[0]!.id}?lng=${language}`);
    const canvas = page.getByTestId('seat-map-canvas');
    await expect(canvas.locator('canvas').filter({ visible: true }).first()).toBeVisible();
    await canvas.scrollIntoViewIfNeeded();
    const buttons = page.getByTestId('zoom-buttons').getByRole('button');
    await expect(buttons).toHaveCount(3);
    const frame = (await canvas.boundingBox())!;
    // Zoomed in twice around the map's middle, the venue fills the map, its corners included.
    await buttons.nth(0).click();
    await buttons.nth(0).click();
    await page.waitForTimeout(600);
    const corner = { x: frame.x + frame.width - 60, y: frame.y, width: 60, height: 140 };
    await page.getByTestId('zoom-buttons').evaluate((el) => (el.style.visibility = 'hidden'));
    expect(notBackground(await page.screenshot({ clip: corner }))).toBeGreaterThan(0.2);
    await page.getByTestId('zoom-buttons').evaluate((el) => (el.style.visibility = ''));
    for (let i = 0; i < 3; i++) {
      const b = (await buttons.nth(i).boundingBox())!;
      // Off the map, on the line right above it, the last one over the map's right edge.
      expect(b.y + b.height).toBeLessThanOrEqual(frame.y);
      expect(b.y + b.height).toBeGreaterThan(frame.y - 24);
      expect(b.x + b.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    }
    expect((await buttons.nth(2).boundingBox())!.x + (await buttons.nth(2).boundingBox())!.width).toBeGreaterThan(frame.x + frame.width - 4);
    // On the line of Best available: the map is not pushed down by a line of their own (1280 px).
    const best = (await page.getByRole('button', { name: /Best available|Meilleures places/ }).boundingBox())!;
    expect(Math.abs((await buttons.nth(0).boundingBox())!.y + (await buttons.nth(0).boundingBox())!.height - (best.y + best.height))).toBeLessThanOrEqual(6);
    // The keyboard reaches them before the map.
    await buttons.nth(2).focus();
    await page.keyboard.press('Tab');
    await expect(canvas).toBeFocused();
  });
}
