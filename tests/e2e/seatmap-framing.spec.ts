import { expect, test } from './helpers/test.js';
import type { Page } from '@playwright/test';
import { settledVenueBox } from './helpers/map-pixels.js';
import { MIN_MAP_HEIGHT } from '../../src/seatmap/model/map-height.js';

/**
 * The whole-venue view, measured on the map's pixels: the venue fits the part of the map the fan
 * sees. On a phone the Continue bar fixed to the screen's foot covers the map's last 64 px whenever
 * that foot shows, and the fan scrolling down meets the map's top first: the venue starts there
 * (centred in the whole map, a wide venue left empty map above it and its front under the bar).
 * The unit test (home-view.test.ts) covers every generated shape; this one the shop's own page.
 */
const PADDING = 16;
const COVERED = 64;

async function openMap(page: Page, language: string): Promise<{ width: number; height: number }> {
  const answer = await page.request.get('/api/events');
  const { events } = (await answer.json()) as { events: { id: number }[] };
  await page.goto(`/event/${events[0]!.id}?lng=${language}`);
  const map = page.getByTestId('seat-map-canvas');
  await expect(map.locator('canvas').filter({ visible: true }).first()).toBeVisible();
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  return { width: box.width, height: box.height };
}

for (const [width, language] of [[320, 'ru'], [360, 'fr'], [390, 'es']] as const) {
  test.describe(`a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 740 }, hasTouch: true, isMobile: true });

    test(`the map's box fits the whole venue, from its top, with no empty band under it (${language})`, async ({ page }) => {
      const map = await openMap(page, language);
      const venue = (await settledVenueBox(page))!;
      expect(venue).not.toBeNull();
      // Outlines and labels may reach a pixel or two past the blocks' bounds.
      expect(venue.minY).toBeGreaterThanOrEqual(PADDING - 3);
      // The box is as tall as the venue needs: no empty band under it (the old fixed 420 px box
      // left 150 px and more at these widths), and it fits between the sticky top bar and the Continue bar.
      // Held at the minimum touch area (240 px, map-height.ts), the venue sits in its middle.
      if (map.height > MIN_MAP_HEIGHT) {
        expect(venue.minY).toBeLessThanOrEqual(PADDING + 3);
        expect(map.height - venue.maxY).toBeLessThanOrEqual(PADDING + 3);
      } else {
        expect(Math.abs(venue.minY - (map.height - 1 - venue.maxY))).toBeLessThanOrEqual(3);
      }
      const topBar = (await page.getByTestId('top-bar').boundingBox())!.height;
      expect(map.height).toBeLessThanOrEqual(740 - topBar - COVERED);
      expect(venue.minX).toBeGreaterThanOrEqual(PADDING - 3);
      expect(venue.maxX).toBeLessThanOrEqual(map.width - PADDING + 3);
      // As large as a tile level allows: within one level (2^¼) of filling the width or the height.
      const fill = Math.max((venue.maxX - venue.minX) / (map.width - 2 * PADDING), (venue.maxY - venue.minY) / (map.height - 2 * PADDING));
      expect(fill).toBeGreaterThan(1 / 2 ** 0.25 - 0.03);
      // The reset button brings the same view back after a zoom.
      const zoomButtons = page.locator('[data-testid=zoom-buttons] button');
      await zoomButtons.first().tap();
      await expect.poll(async () => JSON.stringify(await settledVenueBox(page))).not.toBe(JSON.stringify(venue));
      await zoomButtons.nth(2).tap();
      await expect.poll(async () => settledVenueBox(page)).toEqual(venue);
    });
  });
}

test('on a desktop the whole venue is centred in the map, whole (nl)', async ({ page }) => {
  const map = await openMap(page, 'nl');
  const venue = (await settledVenueBox(page))!;
  expect(venue.minY).toBeGreaterThanOrEqual(PADDING - 3);
  expect(venue.maxY).toBeLessThanOrEqual(map.height - PADDING + 3);
  expect(Math.abs((venue.minY + venue.maxY) / 2 - map.height / 2)).toBeLessThanOrEqual(3);
  expect(Math.abs((venue.minX + venue.maxX) / 2 - map.width / 2)).toBeLessThanOrEqual(3);
});

test.describe('a phone turned on its side', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the box is sized again and the whole venue shown in it (fr)', async ({ page }) => {
    await openMap(page, 'fr');
    await page.setViewportSize({ width: 740, height: 360 });
    const map = page.getByTestId('seat-map-canvas');
    await map.scrollIntoViewIfNeeded();
    const topBar = (await page.getByTestId('top-bar').boundingBox())!.height;
    await expect.poll(async () => (await map.boundingBox())!.height).toBe(Math.floor(360 - topBar - COVERED));
    const box = (await map.boundingBox())!;
    const venue = (await settledVenueBox(page))!;
    expect(venue.minY).toBeGreaterThanOrEqual(PADDING - 3);
    expect(venue.maxY).toBeLessThanOrEqual(box.height - PADDING + 3);
    expect(venue.minX).toBeGreaterThanOrEqual(PADDING - 3);
    expect(venue.maxX).toBeLessThanOrEqual(box.width - PADDING + 3);
  });
});
