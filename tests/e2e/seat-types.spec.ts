import { expect, test } from './helpers/test.js';

/**
 * Seat types come from the venue data: the demo ground has wheelchair spaces at the ends of the
 * lower tier's back rows, restricted-view seats at the ends of the upper tier's front rows and
 * standing places on the terraces.
 */
test('the legend names the seat types and the list mode labels a wheelchair space', async ({ page }) => {
  const answer = await page.request.get('/api/events');
  const { events } = (await answer.json()) as { events: { id: number }[] };
  await page.goto(`/event/${events[0]!.id}`);
  const legend = page.getByTestId('seat-type-legend');
  await expect(legend).toContainText('Wheelchair space');
  await expect(legend).toContainText('Restricted view');
  await expect(legend).toContainText('Standing place');

  await page.getByText('List', { exact: true }).click();
  const list = page.getByTestId('seat-list-mode');
  await list.getByLabel('Area', { exact: true }).selectOption({ index: 1 });
  const block = list.getByLabel('Block', { exact: true });
  const wheelchair = list.getByRole('button', { name: /^Block .+, row .+, seat .+, Wheelchair space$/ });
  const options = await block.locator('option').count();
  let found = false;
  for (let index = 1; index < options && !found; index++) {
    await block.selectOption({ index });
    // A large block lists one row at a time: the wheelchair spaces are in its back row.
    const rows = list.getByRole('combobox', { name: 'Row', exact: true });
    if (await rows.isVisible()) await rows.selectOption({ index: (await rows.locator('option').count()) - 1 });
    await expect(list.getByRole('button', { name: /^Block .+, row .+, seat .+/ }).first()).toBeVisible();
    found = (await wheelchair.count()) > 0;
  }
  expect(found).toBe(true);
  // Two at each end of the back row; each is a seat like any other to choose.
  expect(await wheelchair.count()).toBeGreaterThanOrEqual(2);
  // A sighted fan sees the map's mark on the seat's button too, and only on typed seats.
  await expect(wheelchair.first().locator('[data-seat-type-mark]')).toBeVisible();
  const typed = list.getByRole('button', { name: /, (Wheelchair space|Restricted view|Standing place)$/ });
  expect(await list.locator('button:has([data-seat-type-mark])').count()).toBe(await typed.count());
  expect(await list.getByRole('button', { name: /^Block / }).count()).toBeGreaterThan(await typed.count());
  const free = wheelchair.and(page.locator(':not([disabled])')).first();
  await free.click();
  await expect(free).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('chosen-seats').locator('li')).toHaveCount(1);
});

test('a French fan reads the seat types in French', async ({ page }) => {
  const answer = await page.request.get('/api/events');
  const { events } = (await answer.json()) as { events: { id: number }[] };
  await page.goto(`/event/${events[0]!.id}?lng=fr`);
  const legend = page.getByTestId('seat-type-legend');
  await expect(legend).toContainText('Emplacement fauteuil roulant');
  await expect(legend).toContainText('Visibilité réduite');
  await expect(legend).toContainText('Place debout');
});
