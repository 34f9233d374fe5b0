import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test.js';
import { pickOnMapList, signIn } from './helpers/booking.js';

/** Counts every key the fan presses; a typed word counts one press per character. */
class Keyboard {
  presses = 0;
  constructor(private readonly page: Page) {}

  async press(key: string): Promise<void> {
    this.presses++;
    await this.page.keyboard.press(key);
  }

  async type(text: string): Promise<void> {
    this.presses += text.length;
    await this.page.keyboard.type(text);
  }

  /** Tabs until `matches` holds for the focused element (at most `max` presses). */
  async tabTo(matches: (page: Page) => Promise<boolean>, max = 40): Promise<void> {
    for (let i = 0; i < max; i++) {
      await this.press('Tab');
      if (await matches(this.page)) return;
    }
    throw new Error(`not reached in ${max} tabs`);
  }
}

const focused = (testId: string) => (page: Page) => page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId);

test('a fan books two seats from the event page to the summary by keyboard alone, in fewer than 40 presses', async ({ page }) => {
  await signIn(page, '/event/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const keys = new Keyboard(page);
  // The fan waits for the map, as anyone would.
  await expect(page.getByRole('button', { name: /^Best available/ })).toBeVisible();

  // Best available picks two seats for the default two tickets.
  await keys.tabTo((p) => p.evaluate(() => /^Best available/.test(document.activeElement?.textContent ?? '')));
  await keys.press('Enter');
  await expect(page.getByTestId('chosen-seats').locator('li')).toHaveCount(2);
  // Every seat is chosen: the keyboard is taken on to Continue.
  await expect(page.getByTestId('map-continue')).toBeFocused();
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/options$/);
  // The fan waits for the page to land them on its heading, as the route change does.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await keys.tabTo(focused('options-continue'));
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/event\/1\/submit$/);
  // The first holder is the fan; the keyboard starts in the second holder's first required field.
  await expect(page.locator('input[name="holder-1-firstName"]')).toBeFocused();
  await keys.type('Sam');
  await keys.press('Tab');
  await keys.type('Lee');
  await keys.tabTo(focused('submit-order'));
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/summary\?orderId=\d+/);
  await expect(page.getByTestId('summary-line')).toHaveCount(2);
  console.log(`keyboard booking: ${keys.presses} key presses`);
  expect(keys.presses).toBeLessThan(40);
});

test('removing chosen seats by keyboard keeps the focus in the seat list, not lost to the page\'s top', async ({ page }) => {
  // A fan pressed "Clear all" (and a seat's remove button): the button vanished with the seats and
  // the next Tab started again from the top of the page.
  await signIn(page, '/event/1');
  await pickOnMapList(page, 'North Stand', '102', 2);
  const heading = page.getByRole('heading', { name: 'Your seats (2/2)' });
  await expect(heading).toBeVisible();
  await page.getByRole('button', { name: /^Remove Block 102, row/ }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chosen-seats').locator('li')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Your seats (1/2)' })).toBeFocused();
  // Both removal controls are at least 24 px high (WCAG 2.2 target size; "Clear all" was 22).
  for (const control of [page.getByRole('button', { name: 'Clear all' }), page.getByRole('button', { name: /^Remove Block 102, row/ })]) {
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  }
  await page.getByRole('button', { name: 'Clear all' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chosen-seats').locator('li')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your seats (0/2)' })).toBeFocused();
});
