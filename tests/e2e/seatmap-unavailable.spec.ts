import { expect, test } from './helpers/test.js';
import type { Page } from '@playwright/test';
import { localeText } from './locale-text.js';

/**
 * The server builds a venue's geometry in a worker thread; a failing or dead worker answers 503
 * SEATMAP_UNAVAILABLE and the next request starts a new one. The fan reads that the map is being
 * prepared (not the generic "could not be loaded"), and "Try again" loads it in place.
 */

/** The first geometry request answers 503 SEATMAP_UNAVAILABLE, later ones reach the server; answers the count. */
async function geometryUnavailableOnce(page: Page): Promise<() => number> {
  let requests = 0;
  await page.route(/\/api\/arenas\/\d+\/geometry/, async (route) => {
    requests++;
    if (requests > 1) return route.continue();
    return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'SEATMAP_UNAVAILABLE', message: 'The seat map cannot be prepared right now; please try again.' } }) });
  });
  return () => requests;
}

async function firstEventId(page: Page): Promise<number> {
  const answer = await page.request.get('/api/events');
  const { events } = (await answer.json()) as { events: { id: number }[] };
  return events[0]!.id;
}

async function retryShowsMap(page: Page, language: string, press: 'tap' | 'click'): Promise<void> {
  const requests = await geometryUnavailableOnce(page);
  await page.goto(`/event/${await firstEventId(page)}?lng=${language}`);
  const failure = page.getByTestId('seatmap-error');
  await expect(failure).toContainText(localeText(language, 'errors', 'SEATMAP_UNAVAILABLE'));
  await expect(failure).not.toContainText(localeText(language, 'seatmap', 'map.error'));
  // A mark on this document: a page reload would lose it.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const retry = failure.getByRole('button', { name: localeText(language, 'common', 'actions.retry') });
  await (press === 'tap' ? retry.tap() : retry.click());
  await expect(page.getByTestId('seat-map-canvas').locator('canvas').filter({ visible: true }).first()).toBeVisible();
  await expect(failure).toBeHidden();
  // The map came from a second geometry request, on the same page (no reload).
  expect(requests()).toBe(2);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
}

test.describe('on a 360 px phone, in French', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a seat map being prepared says so, and Try again shows the map', async ({ page }) => {
    await retryShowsMap(page, 'fr', 'tap');
  });
});

test('on a desktop, in Russian: a seat map being prepared says so, and Try again shows the map', async ({ page }) => {
  await retryShowsMap(page, 'ru', 'click');
});
