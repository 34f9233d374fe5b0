import { expect, test } from './helpers/test.js';
import { anotherFanHolds, signIn } from './helpers/booking.js';

test('a seat another fan holds leaves an open map within 2 s, with no reload, and the fan is told which', async ({ page, browser }) => {
  await signIn(page, '/event/1');
  await page.getByText('List', { exact: true }).click();
  const list = page.getByTestId('seat-list-mode');
  await list.getByLabel('Area', { exact: true }).selectOption({ index: 1 });
  await list.getByLabel('Block', { exact: true }).selectOption({ index: 3 });
  const seats = list.getByRole('button', { name: /^Block .+, row .+, seat .+/ });
  await seats.first().click();
  await expect(page.getByTestId('chosen-seats').locator('li')).toHaveCount(1);
  const chosenLabel = (await seats.first().getAttribute('aria-label'))!;
  const cart = await page.waitForFunction(() => {
    const stored = JSON.parse(localStorage.getItem('venue-shop.cart') ?? 'null') as { tickets?: { seat?: unknown }[] } | null;
    return stored?.tickets?.find((ticket) => ticket.seat) ?? null;
  });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));

  await anotherFanHolds(browser, await cart.jsonValue());
  const heldAt = Date.now();
  await expect(page.getByTestId('chosen-seats').locator('li')).toHaveCount(0, { timeout: 2_000 });
  expect(Date.now() - heldAt).toBeLessThan(2_000);
  await expect(page.getByTestId('picker-notice')).toContainText('was just taken by another fan');
  await expect(list.getByRole('button', { name: chosenLabel, exact: true })).toHaveCount(0);
  expect(navigations).toEqual([]);
});
