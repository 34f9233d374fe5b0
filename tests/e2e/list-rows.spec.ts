import { expect, test } from './helpers/test.js';
import type { Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe.js';

/**
 * The list mode on a large block: the demo ground's blocks hold 660 to 1,437 seats in 22 rows, and
 * listing every one in one column made a block some 26,000 px long on a phone, with row 20 a long
 * scroll away. The list now shows one row, picked from the block's rows (the keys still move
 * through the whole block), and says which rows hold the fan's seats.
 */
async function openLargeBlock(page: Page, tap: boolean): Promise<{ rows: number }> {
  const answer = await page.request.get('/api/events');
  const { events } = (await answer.json()) as { events: { id: number }[] };
  await page.goto(`/event/${events[0]!.id}?lng=en`);
  const listTab = page.getByText('List', { exact: true });
  await (tap ? listTab.tap() : listTab.click());
  const list = page.getByTestId('seat-list-mode');
  await list.getByLabel('Area', { exact: true }).selectOption({ label: 'North Stand' });
  const blocks = list.getByLabel('Block', { exact: true });
  await blocks.selectOption((await blocks.locator('option', { hasText: 'Block 201 (' }).getAttribute('value')) ?? '');
  const picker = list.getByRole('combobox', { name: 'Row', exact: true });
  await expect(picker).toBeVisible();
  return { rows: await picker.locator('option').count() };
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a 1,398-seat block shows one row at a time, picked from its rows, and marks the rows with the fan\'s seats', async ({ page }) => {
    const { rows } = await openLargeBlock(page, true);
    expect(rows).toBe(22);
    const list = page.getByTestId('seat-list-mode');
    const picker = list.getByRole('combobox', { name: 'Row', exact: true });
    // The hint says how the list works (and is the select's description for a screen reader).
    await expect(list.getByText(/seats in 22 rows: one row is shown at a time/)).toBeVisible();
    const shownRows = page.getByTestId('seat-rows').locator('fieldset');
    await expect(shownRows).toHaveCount(1);
    await expect(shownRows.locator('legend')).toHaveText('Row 1');
    // The whole list fits in a few screens instead of some 26,000 px.
    expect((await page.getByTestId('seat-rows').boundingBox())!.height).toBeLessThan(1500);

    // Straight to the back row.
    const last = (await picker.locator('option').last().textContent())!;
    const lastName = /^Row (\S+) /.exec(last)![1]!;
    await picker.selectOption({ index: rows - 1 });
    await expect(shownRows.locator('legend')).toHaveText(`Row ${lastName}`);
    const seats = list.getByRole('button', { name: new RegExp(`^Block 201, row ${lastName}, seat .+`) });
    await expect(seats.first()).toBeVisible();
    expect(await list.getByRole('button', { name: /^Block 201, row / }).count()).toBe(await seats.count());
    await seats.nth(2).tap();
    await expect(seats.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(seats.nth(2)).toBeFocused();
    await expect(picker.locator('option').last()).toHaveText(/, 1 chosen$/);
    await expect(page.getByTestId('chosen-seats').locator('li')).toHaveCount(1);
  });
});

test('by keyboard: Tab reaches the row picker, then the seats; the arrows go on into the next row, Ctrl+End to the block\'s last seat', async ({ page }) => {
  const { rows } = await openLargeBlock(page, false);
  const list = page.getByTestId('seat-list-mode');
  const picker = list.getByRole('combobox', { name: 'Row', exact: true });
  await list.getByLabel('Block', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(picker).toBeFocused();
  await page.keyboard.press('Tab');
  const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  expect(await focusedLabel()).toMatch(/^Block 201, row 1, seat /);
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedLabel).toMatch(/^Block 201, row 2, seat /);
  await expect(picker).toHaveValue('1');
  await expect(page.getByTestId('seat-rows').locator('fieldset')).toHaveCount(1);
  await page.keyboard.press('Control+End');
  await expect(picker).toHaveValue(String(rows - 1));
  await expect.poll(focusedLabel).toMatch(/^Block 201, row \S+, seat /);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chosen-seats').locator('li')).toHaveCount(1);
  await expectAccessible(page, 'list mode, one row of a large block');
});
