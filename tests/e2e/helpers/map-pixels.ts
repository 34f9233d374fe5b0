import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';

/** The map's background (palette.ts): every other pixel of the map is the venue's. */
const BACKGROUND = [0xf8, 0xf9, 0xfa] as const;
/** What is drawn over the map and is not the venue: hidden in the map's pictures. */
const OVERLAYS = '[data-testid=zoom-buttons], [data-testid=block-card], [data-testid=continue-bar], [data-testid=overview-toggle], [data-testid=wheel-hint] { visibility: hidden !important; }';

export interface PixelBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function isVenue(data: Uint8Array | Buffer, i: number): boolean {
  return Math.abs(data[i]! - BACKGROUND[0]) + Math.abs(data[i + 1]! - BACKGROUND[1]) + Math.abs(data[i + 2]! - BACKGROUND[2]) > 30;
}

/** The box of the venue's pixels in the map, in CSS px from the map's top left corner (null: none). */
export async function venueBoxOnMap(page: Page): Promise<PixelBox | null> {
  const png = PNG.sync.read(await page.getByTestId('seat-map-canvas').screenshot({ scale: 'css', style: OVERLAYS, animations: 'disabled' }));
  let box: PixelBox | null = null;
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      if (!isVenue(png.data, (y * png.width + x) * 4)) continue;
      box = box ? { minX: Math.min(box.minX, x), minY: Math.min(box.minY, y), maxX: Math.max(box.maxX, x), maxY: Math.max(box.maxY, y) } : { minX: x, minY: y, maxX: x, maxY: y };
    }
  }
  return box;
}

/** The venue's box once two pictures of the map in a row agree (the map has drawn its view). */
export async function settledVenueBox(page: Page, tries = 20): Promise<PixelBox | null> {
  let last = JSON.stringify(await venueBoxOnMap(page));
  for (let i = 0; i < tries; i++) {
    await page.waitForTimeout(150);
    const box = await venueBoxOnMap(page);
    if (JSON.stringify(box) === last) return box;
    last = JSON.stringify(box);
  }
  throw new Error(`the map kept changing: ${last}`);
}

/**
 * A point of the page, inside the screen rows `top` to `bottom`, that lies well inside the venue's
 * drawing (a block), nearest the middle of those rows: what a fan would tap there. Null when the
 * venue shows nowhere in them.
 */
export async function venuePointInRows(page: Page, top: number, bottom: number): Promise<{ x: number; y: number } | null> {
  const map = (await page.getByTestId('seat-map-canvas').boundingBox())!;
  const png = PNG.sync.read(await page.screenshot({ scale: 'css', style: OVERLAYS, animations: 'disabled' }));
  const [x0, x1] = [Math.ceil(Math.max(map.x, 0)), Math.floor(Math.min(map.x + map.width, png.width))];
  const [y0, y1] = [Math.ceil(Math.max(top, map.y, 0)), Math.floor(Math.min(bottom, map.y + map.height, png.height))];
  const inside = (x: number, y: number): boolean => {
    for (let dy = -4; dy <= 4; dy += 2) for (let dx = -4; dx <= 4; dx += 2) if (!isVenue(png.data, ((y + dy) * png.width + x + dx) * 4)) return false;
    return true;
  };
  const middle = { x: (x0 + x1) / 2, y: (y0 + y1) / 2 };
  let best: { x: number; y: number } | null = null;
  for (let y = y0 + 4; y < y1 - 4; y += 2) {
    for (let x = x0 + 4; x < x1 - 4; x += 2) {
      if (!inside(x, y)) continue;
      if (!best || Math.hypot(x - middle.x, y - middle.y) < Math.hypot(best.x - middle.x, best.y - middle.y)) best = { x, y };
    }
  }
  return best;
}
