import { expect, test } from './helpers/test.js';
import { type Locator, type Page } from '@playwright/test';
import { changedShare } from './helpers/screenshot-pixels.js';
import { venuePointInRows } from './helpers/map-pixels.js';
import { expectAccessible } from './helpers/axe.js';

/** The first seeded event the shop lists. */
async function firstEventId(page: Page): Promise<number> {
  const answer = await page.request.get('/api/events');
  expect(answer.ok()).toBe(true);
  const { events } = (await answer.json()) as { events: { id: number }[] };
  expect(events.length).toBeGreaterThan(0);
  return events[0]!.id;
}

const chosen = (page: Page): Locator => page.getByTestId('chosen-seats').locator('li');

/** Opens the first event's page, waits for its map and brings it on screen; returns the map and its box. */
async function openEventMap(page: Page) {
  const id = await firstEventId(page);
  await page.goto(`/event/${id}`);
  const canvas = page.getByTestId('seat-map-canvas');
  await expect(canvas.locator('canvas').filter({ visible: true }).first()).toBeVisible();
  await canvas.scrollIntoViewIfNeeded();
  return { canvas, box: (await canvas.boundingBox())! };
}

/**
 * Finds a block by hovering a grid over the map until the block tooltip shows, then activates it
 * (click or tap), which zooms to the block; then tries points near the centre until a seat is chosen.
 */
/** Waits until the page's scroll position has held for a few frames (a smooth scroll has ended). */
async function scrollSettled(page: Page): Promise<void> {
  let last = -1;
  await expect.poll(async () => {
    const now = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY)))));
    const still = now === last;
    last = now;
    return still;
  }, { intervals: [100] }).toBe(true);
}

async function pickSeatOnCanvas(page: Page, activate: (x: number, y: number) => Promise<void>, touchFirst = false): Promise<void> {
  const canvas = page.getByTestId('seat-map-canvas');
  await expect(canvas.locator('canvas').filter({ visible: true }).first()).toBeVisible();
  // On a phone the map sits below the filters: bring it on screen before pointing at it.
  await canvas.scrollIntoViewIfNeeded();
  let box = (await canvas.boundingBox())!;
  let zoomed = false;
  for (let gy = 1; gy < 8 && !zoomed; gy++) {
    for (let gx = 1; gx < 8 && !zoomed; gx++) {
      const x = box.x + (box.width * gx) / 8;
      const y = box.y + (box.height * gy) / 8;
      await page.mouse.move(x, y);
      if (await page.getByTestId('block-tooltip').isVisible()) {
        await activate(x, y);
        // A touch screen first shows the block's card (seats left, price from); "See seats" goes in.
        const card = page.getByTestId('block-card');
        if (touchFirst) {
          await expect(card).toBeVisible();
          await expect(card.getByText(/Block /)).toBeVisible();
          // The card glides into view: a finger taps it once it stands still.
          await scrollSettled(page);
          await card.getByTestId('see-seats').click();
          await expect(card).toHaveCount(0);
          // Pressing the button may have scrolled the page: measure the map again, once still.
          await scrollSettled(page);
          await canvas.scrollIntoViewIfNeeded();
          box = (await canvas.boundingBox())!;
        } else {
          await expect(card).toHaveCount(0);
        }
        zoomed = true;
      }
    }
  }
  expect(zoomed).toBe(true);
  await page.waitForTimeout(500); // the zoom-to-block animation
  const before = await chosen(page).count();
  for (let k = 0; k < 60; k++) {
    const x = box.x + box.width / 2 + ((k % 8) - 4) * 7;
    const y = box.y + box.height / 2 + (Math.floor(k / 8) - 4) * 7;
    await activate(x, y);
    if ((await chosen(page).count()) > before) return;
  }
  throw new Error('no seat could be chosen on the canvas');
}

test('picks a seat with the mouse on the canvas', async ({ page }) => {
  const id = await firstEventId(page);
  await page.goto(`/event/${id}`);
  await pickSeatOnCanvas(page, (x, y) => page.mouse.click(x, y));
  await expect(chosen(page)).toHaveCount(1);
  await expect(chosen(page).first()).toContainText(/Block .+, row .+, seat .+/);
  // The remove button gives the seat back.
  await chosen(page).first().getByRole('button').click();
  await expect(chosen(page)).toHaveCount(0);
});

test('the chosen seat stays marked while a new map picture comes in over the old one', async ({ page }) => {
  const id = await firstEventId(page);
  await page.goto(`/event/${id}`);
  await pickSeatOnCanvas(page, (x, y) => page.mouse.click(x, y));
  // Bands of a picture being composed sit above the picture on screen (z-index 1). In the real
  // browser's paint order, found by hit testing with pointer events turned on, the mark must stay
  // above them.
  const order = await page.evaluate(() => {
    const mark = document.querySelector<HTMLElement>('[data-layer=chosen]');
    const bands = [...document.querySelectorAll<HTMLElement>('[data-layer=map-band]')];
    if (!mark || bands.length === 0) return null;
    for (const band of bands) band.style.zIndex = '1';
    for (const el of [mark, ...bands]) el.style.pointerEvents = 'auto';
    const r = mark.getBoundingClientRect();
    const stack = document.elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2).map((el) => (el as HTMLElement).dataset['layer'] ?? '');
    return { mark: stack.indexOf('chosen'), band: stack.indexOf('map-band') };
  });
  expect(order).not.toBeNull();
  expect(order!.band).toBeGreaterThanOrEqual(0);
  expect(order!.mark).toBeGreaterThanOrEqual(0);
  expect(order!.mark).toBeLessThan(order!.band);
});

test('the map bands are drawn in place, on the canvases that show them, and show the seats', async ({ page }) => {
  const id = await firstEventId(page);
  await page.goto(`/event/${id}`);
  await pickSeatOnCanvas(page, (x, y) => page.mouse.click(x, y));
  // Zoomed into a block: once the map is sharp, its bands are boxes around canvases drawn through
  // an OffscreenCanvas (in-place-band.ts), not bitmap canvases.
  await page.waitForTimeout(1000);
  const bands = page.locator('[data-layer=map-band]');
  expect(await bands.count()).toBeGreaterThan(0);
  expect(await bands.first().evaluate((el) => `${el.tagName} ${el.firstElementChild?.tagName}`)).toBe('DIV CANVAS');
  // What the bands paint: the map box with and without them (the marks and overlays stay).
  const clip = (await page.getByTestId('seat-map-canvas').boundingBox())!;
  const withBands = await page.screenshot({ clip });
  await page.evaluate(() => document.querySelector<HTMLElement>('[data-layer=map]')!.style.setProperty('visibility', 'hidden'));
  const without = await page.screenshot({ clip });
  expect(changedShare(withBands, without)).toBeGreaterThan(0.1);
});

test('a hovered block is outlined by a vector path around the pointer, drawn again for the new scale after a zoom', async ({ page }) => {
  const { canvas, box } = await openEventMap(page);
  // A click on the map's empty corner lets the wheel zoom it.
  await page.mouse.click(box.x + 4, box.y + 4);
  await expect(canvas).toBeFocused();
  const outline = page.locator('[data-layer=hover-block]');
  let at: { x: number; y: number } | null = null;
  for (let k = 0; k < 49 && !at; k++) {
    const point = { x: box.x + (box.width * ((k % 7) + 1)) / 8, y: box.y + (box.height * (Math.floor(k / 7) + 1)) / 8 };
    await page.mouse.move(point.x, point.y);
    if ((await outline.count()) > 0) at = point;
  }
  expect(at).not.toBeNull();
  expect(await outline.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
  const path = outline.locator('path');
  await expect(path).toHaveAttribute('d', /^M[-\d.]+ [-\d.]+(L[-\d.]+ [-\d.]+){2,}Z$/);
  const around = async () => {
    const r = (await path.boundingBox())!;
    expect(at!.x).toBeGreaterThan(r.x);
    expect(at!.x).toBeLessThan(r.x + r.width);
    expect(at!.y).toBeGreaterThan(r.y);
    expect(at!.y).toBeLessThan(r.y + r.height);
    return r;
  };
  const before = await around();
  // It shows on the map: hiding it changes pixels.
  const shown = await page.screenshot({ clip: box });
  await outline.evaluate((el) => (el as SVGElement).style.setProperty('visibility', 'hidden'));
  expect(changedShare(shown, await page.screenshot({ clip: box }))).toBeGreaterThan(0);
  await outline.evaluate((el) => (el as SVGElement).style.removeProperty('visibility'));
  // Zoomed in about the pointer, the outline is drawn again at the new scale, still around it.
  const d = await path.getAttribute('d');
  await page.mouse.wheel(0, -150);
  await expect.poll(async () => (await path.count()) === 1 && (await path.getAttribute('d')) !== d, { timeout: 5000 }).toBe(true);
  const after = await around();
  expect(after.width).toBeGreaterThan(before.width * 1.1);
  await expect(path).toHaveAttribute('stroke-width', '2.5');
});

test('a refused seat leaves the map where it was under the pointer', async ({ page }) => {
  const id = await firstEventId(page);
  await page.goto(`/event/${id}`);
  await pickSeatOnCanvas(page, (x, y) => page.mouse.click(x, y));
  const canvas = page.getByTestId('seat-map-canvas');
  const box = (await canvas.boundingBox())!;
  // Two tickets by default: after a second seat, any other seat is refused with a notice.
  const notice = page.getByTestId('picker-notice');
  for (let k = 0; k < 120 && !(await notice.isVisible()); k++) {
    const x = box.x + box.width / 2 + ((k % 12) - 6) * 9;
    const y = box.y + box.height / 2 + (Math.floor(k / 12) - 5) * 9;
    const count = await chosen(page).count();
    await page.mouse.click(x, y);
    // A click on a chosen seat gives it back: choose it again and move on.
    if ((await chosen(page).count()) < count) await page.mouse.click(x, y);
  }
  await expect(notice).toBeVisible();
  expect((await canvas.boundingBox())!.y).toBe(box.y);
});

test('the wheel scrolls the page past the map until the map is clicked, then zooms it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  const { canvas, box } = await openEventMap(page);
  await page.mouse.move(box.x + box.width / 2, Math.min(box.y + box.height / 2, 580));
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 100);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  await expect(page.getByTestId('wheel-hint')).toBeVisible();
  // Once the fan clicks the map, the wheel zooms it and the page stays put.
  const now = (await canvas.boundingBox())!;
  await page.mouse.click(now.x + now.width / 2, now.y + now.height / 2);
  await expect(canvas).toBeFocused();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, -200);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('picks seats with the keyboard through the list mode', async ({ page }) => {
  const id = await firstEventId(page);
  await page.goto(`/event/${id}`);
  await page.getByText('List', { exact: true }).click();
  const list = page.getByTestId('seat-list-mode');
  const stand = list.getByLabel('Area', { exact: true });
  await stand.focus();
  await stand.selectOption({ index: 1 });
  const block = list.getByLabel('Block', { exact: true });
  await block.focus();
  await block.selectOption({ index: 1 });
  const seats = list.getByRole('button', { name: /^Block .+, row .+, seat .+/ });
  await expect(seats.first()).toBeVisible();
  await block.focus();
  // A large block (the demo's have 660 to 1,437 seats) shows one row, picked first (list-rows.spec).
  await page.keyboard.press('Tab');
  await expect(list.getByRole('combobox', { name: 'Row', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(seats.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(seats.first()).toHaveAttribute('aria-pressed', 'true');
  // The seats are one tab stop: the arrows move between them.
  await page.keyboard.press('ArrowRight');
  await expect(seats.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(chosen(page)).toHaveCount(2);
  // A chosen seat's button reads as well as the others (its white on blue was 4.2:1).
  await expectAccessible(page, 'list mode with two seats chosen');
  // Two tickets by default: a third seat is refused with a message.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(chosen(page)).toHaveCount(2);
  await expect(page.getByRole('status')).toContainText('every ticket');
  // Tab leaves the whole list at once; Shift+Tab comes back to the seat last used.
  await seats.nth(2).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-seat-index'))).toBeNull();
  await page.keyboard.press('Shift+Tab');
  await expect(seats.nth(2)).toBeFocused();
  // Down goes to the next row, which the list then shows.
  const row = async () => /, row ([^,]+),/.exec((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '')?.[1];
  const before = await row();
  await page.keyboard.press('ArrowDown');
  await expect.poll(row).not.toBe(before);
  await expect(page.locator('[data-testid=seat-rows] fieldset legend')).toHaveText(`Row ${await row()}`);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('picks a seat with touch at 360 px', async ({ page }) => {
    const id = await firstEventId(page);
    await page.goto(`/event/${id}`);
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await pickSeatOnCanvas(page, (x, y) => page.touchscreen.tap(x, y), true);
    await expect(chosen(page)).toHaveCount(1);
  });

  test('zoomed in on a phone, the overview starts folded and opens on demand', async ({ page }) => {
    const id = await firstEventId(page);
    await page.goto(`/event/${id}?lng=en`);
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    await expect(page.getByTestId('seat-map-canvas').locator('canvas').filter({ visible: true }).first()).toBeVisible();
    await zoomIn.tap();
    await zoomIn.tap();
    const toggle = page.getByTestId('overview-toggle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const overview = page.getByRole('img', { name: 'Overview: click to move there' });
    await expect(overview).toHaveCount(0);
    await page.getByRole('button', { name: 'Show the overview' }).tap();
    await expect(overview).toBeVisible();
  });

  test('a tapped block\'s card comes whole into view, above the Continue bar, and See seats keeps the fan\'s place', async ({ page }) => {
    // Arriving through the shop (a route change), so the page's heading takes the focus first.
    await page.goto('/');
    await page.locator('a[href^="/event/"]').first().tap();
    await page.waitForURL(/\/event\/\d+/);
    const canvas = page.getByTestId('seat-map-canvas');
    await expect(canvas.locator('canvas').filter({ visible: true }).first()).toBeVisible();
    // As the page opens, the map's foot (where the card opens) is below the screen or under the bar:
    // the fan taps a block in the part of the map that shows. Where the blocks show depends on the
    // venue, the screen and the page above the map: the test looks for one on screen, and scrolls a
    // little while none shows yet, as a fan would, the map's foot staying out of sight.
    const card = page.getByTestId('block-card');
    const bar = (await page.getByTestId('continue-bar').boundingBox())!;
    let block: { x: number; y: number } | null = null;
    for (let step = 0; step < 10 && !block; step++) {
      if (step > 0) await page.evaluate(() => window.scrollBy(0, 40));
      await scrollSettled(page);
      const box = (await canvas.boundingBox())!;
      expect(box.y + box.height).toBeGreaterThan(bar.y);
      block = await venuePointInRows(page, Math.max(box.y, 0), bar.y);
    }
    expect(block).not.toBeNull();
    await page.touchscreen.tap(block!.x, block!.y);
    await expect(card).toBeVisible();
    await expect.poll(async () => {
      const button = (await card.getByTestId('see-seats').boundingBox())!;
      return button.y >= 0 && button.y + button.height <= bar.y;
    }).toBe(true);
    // Within seconds of arriving: the card closing must not hand the focus (and the scroll) back
    // to the heading at the page's top.
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await card.getByTestId('see-seats').tap();
    await expect(card).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('H1');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
  });
});

test('the overview appears once zoomed in, never over the whole venue, and folds away', async ({ page }) => {
  const id = await firstEventId(page);
  await page.goto(`/event/${id}?lng=en`);
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  await expect(page.getByTestId('seat-map-canvas').locator('canvas').filter({ visible: true }).first()).toBeVisible();
  await page.waitForTimeout(500);
  // The whole venue in view: nothing covers its blocks.
  await expect(page.getByTestId('overview-toggle')).toHaveCount(0);
  await zoomIn.click();
  await zoomIn.click();
  const overview = page.getByRole('img', { name: 'Overview: click to move there' });
  await expect(overview).toBeVisible();
  await page.getByRole('button', { name: 'Hide the overview' }).click();
  await expect(overview).toHaveCount(0);
  await expect(page.getByTestId('overview-toggle')).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Show the overview' }).click();
  await expect(overview).toBeVisible();
  await page.getByRole('button', { name: 'Show the whole venue' }).click();
  await expect(page.getByTestId('overview-toggle')).toHaveCount(0);
});

test('filters act on the whole venue: categories listed dearest first, blocks without the category sold out for the fan', async ({ page }) => {
  const id = await firstEventId(page);
  await page.goto(`/event/${id}?lng=en`);
  await expect(page.getByTestId('seat-map-canvas').locator('canvas').filter({ visible: true }).first()).toBeVisible();
  const canvas = page.getByTestId('seat-map-canvas');
  const box = (await canvas.boundingBox())!;
  /** How many of a row of points over the map show a sold-out block. */
  const soldOutBlocks = async (): Promise<number> => {
    let count = 0;
    for (let gx = 1; gx < 8; gx++) {
      for (const gy of [1, 2]) {
        await page.mouse.move(box.x + (box.width * gx) / 8, box.y + (box.height * gy) / 3);
        const tip = page.getByTestId('block-tooltip');
        if ((await tip.isVisible()) && /Sold out/.test(await tip.innerText())) count++;
      }
    }
    return count;
  };
  const before = await soldOutBlocks();
  await page.getByRole('textbox', { name: 'Category' }).or(page.getByRole('combobox', { name: 'Category' })).first().click();
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText('All categories');
  // VIP is the dearest category of the demo: it leads the list.
  await expect(options.nth(1)).toHaveText('VIP');
  await options.nth(1).click();
  // Only VIP seats count now: the blocks without any read as sold out at the whole-venue view.
  await expect.poll(soldOutBlocks).toBeGreaterThan(before);
});
