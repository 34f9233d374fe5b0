import { expect, type Page } from '@playwright/test';
import type { Customer } from './booking.js';

/**
 * The booking flow as a fan does it with a finger on a small phone: every step is tapped, and every
 * screen is checked to fit the viewport's width (nothing hidden behind a sideways scroll).
 */

/**
 * The page does not scroll sideways and nothing, no element and no word, runs off its right edge:
 * everything fits the phone's width. (The page clips sideways overflow, so the scroll width alone would hide a clipped button.)
 * Content inside its own scroller or clipping frame (a row of seats that scrolls, the map's canvas)
 * is that frame's business.
 */
export async function expectFitsWidth(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // Elements past the screen's edge, and text runs past it: a word longer than its line runs out
  // of its box while the box itself fits. What a scrolling or clipping frame holds is its own affair.
  await expect.poll(() => page.evaluate(() => {
    const width = window.innerWidth;
    const inFrame = (from: Element | null): boolean => {
      for (let up = from; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const overflowing = [...document.querySelectorAll('body *')]
      .filter((element) => !inFrame(element.parentElement))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.right > width + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''} ${element.className.toString().slice(0, 60)} right ${Math.round(element.getBoundingClientRect().right)}`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || inFrame(node.parentElement)) continue;
      range.selectNodeContents(node);
      const right = Math.max(...[...range.getClientRects()].filter((box) => box.width > 0).map((box) => box.right), 0);
      if (right > width + 1) overflowing.push(`"${node.textContent.trim().slice(0, 40)}" right ${Math.round(right)}`);
    }
    return overflowing.slice(0, 5);
  })).toEqual([]);
}

/** Taps "More tickets" until the count is reached; the button is big enough for a thumb. */
export async function tapTicketCount(page: Page, count: number): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Number of tickets' });
  const more = page.getByRole('button', { name: 'More tickets' });
  await expect(input).toBeVisible();
  expect((await more.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(36);
  for (let guard = 0; Number(await input.inputValue()) < count && guard < 10; guard++) await more.tap();
  await expect(input).toHaveValue(String(count));
  await expect(page.getByTestId('cart-ticket')).toHaveCount(count);
}

/** Opens the block choice and taps the block. */
export async function tapBlock(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Block' }).tap();
  await page.getByRole('option', { name: label }).tap();
  await expect(page.getByTestId('seat-list')).toBeVisible();
}

/** Taps `count` free seats of the block list, one after the other. */
export async function tapSeats(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const seat = page.locator('[data-testid=seat-list] [data-state=free]').first();
    const id = await seat.getAttribute('data-seat-id');
    await seat.tap();
    await expect(page.locator(`[data-seat-id="${id}"]`)).toHaveAttribute('data-state', 'chosen');
  }
}

/** From the seat step to the holders: the parking is added and e-mail withdrawal kept. */
export async function tapOptionsWithParking(page: Page, continueId = 'seat-continue'): Promise<void> {
  await expectFitsWidth(page);
  await page.getByTestId(continueId).tap();
  await expect(page).toHaveURL(/\/options$/);
  await expectFitsWidth(page);
  await page.getByLabel(/Parking/).tap();
  await expect(page.getByLabel(/Parking/)).toBeChecked();
  await expect(page.getByLabel('Sent by e-mail (free)')).toBeChecked();
  await page.getByTestId('options-continue').tap();
}

/** Holder information: the first holder comes from the account, the second is typed in. */
export async function tapHoldersAndSubmit(page: Page, who: Customer): Promise<void> {
  await expect(page).toHaveURL(/\/(event|pack)\/\d+\/submit$/);
  await expectFitsWidth(page);
  await expect(page.locator('input[name="holder-0-firstName"]')).toHaveValue(who.firstName);
  await page.locator('input[name="holder-1-firstName"]').tap();
  await page.locator('input[name="holder-1-firstName"]').fill('Sam');
  await page.locator('input[name="holder-1-lastName"]').tap();
  await page.locator('input[name="holder-1-lastName"]').fill('Martin');
  await page.getByTestId('submit-order').tap();
  await expect(page).toHaveURL(/\/summary\?orderId=\d+/);
  await expect(page.getByTestId('summary-total')).toBeVisible();
  await expectFitsWidth(page);
}
