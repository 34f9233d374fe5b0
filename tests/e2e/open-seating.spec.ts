import { expect, test } from './helpers/test.js';
import { api } from './helpers/api.js';
import { signIn } from './helpers/booking.js';

/**
 * A place in an open-seating area (a standing terrace, an arena floor) is assigned by the shop: its
 * row and number are bookkeeping, not a seat to look for. The booking steps name it as My
 * purchases does, "(open seating)", never "row 1, seat 1".
 */
test('an open-seating place reads "(open seating)" from the seat list to the summary, never a row and seat', async ({ page }) => {
  await signIn(page, '/event/1');
  const graph = await api(page, 'POST', '/api/proxy/graphql', { query: '{ events(eventIds: ["1"]) { arena { stands { name blocks { name isOpenSeating } } } } }' });
  const stands = graph.body.data.events[0].arena.stands as { name: string; blocks: { name: string; isOpenSeating: boolean }[] }[];
  const stand = stands.find((s) => s.blocks.some((b) => b.isOpenSeating))!;
  const block = stand.blocks.find((b) => b.isOpenSeating)!;

  await page.getByText('List', { exact: true }).click();
  const list = page.getByTestId('seat-list-mode');
  await list.getByLabel('Area', { exact: true }).selectOption({ label: stand.name });
  const blocks = list.getByLabel('Block', { exact: true });
  await blocks.selectOption((await blocks.locator('option', { hasText: `Block ${block.name} (` }).getAttribute('value')) ?? '');
  await list.getByRole('button', { name: 'Assign 2 places' }).click();

  const line = `${stand.name}, block ${block.name} (open seating)`;
  const seatLines = page.getByTestId('cart-ticket-seat');
  await expect(seatLines).toHaveText([line, line]);
  // The picker's list of chosen seats names them the same way.
  const chosenSeats = page.getByTestId('chosen-seats').locator('li');
  await expect(chosenSeats).toHaveCount(2);
  for (const chosen of await chosenSeats.all()) await expect(chosen).toContainText(`Block ${block.name} (open seating), `);
  await expect(chosenSeats.filter({ hasText: /row \d/ })).toHaveCount(0);
  await page.getByTestId('map-continue').click();
  await expect(page.getByTestId('options-seat').first()).toHaveText(new RegExp(`^${line.replace(/[()]/g, '\\$&')} · `));
  await page.getByTestId('options-continue').click();
  await expect(page.getByTestId('holder-form').first()).toContainText(`Ticket 1 – ${line}`);
  await page.locator('input[name="holder-1-firstName"]').fill('Sam');
  await page.locator('input[name="holder-1-lastName"]').fill('Martin');
  await page.getByTestId('submit-order').click();
  await expect(page.getByTestId('summary-line')).toHaveCount(2);
  for (const summaryLine of await page.getByTestId('summary-line').all()) await expect(summaryLine).toContainText(line);
  await expect(page.getByTestId('summary-line').filter({ hasText: /row \d/ })).toHaveCount(0);
});

/** Assigning an open-seating area's places seats the tickets still without one: seats chosen in another block stay. */
test('a numbered seat chosen first stays when the floor seats the other ticket', async ({ page }) => {
  await signIn(page, '/event/1');
  const graph = await api(page, 'POST', '/api/proxy/graphql', { query: '{ events(eventIds: ["1"]) { arena { stands { name blocks { name isOpenSeating } } } } }' });
  const stands = graph.body.data.events[0].arena.stands as { name: string; blocks: { name: string; isOpenSeating: boolean }[] }[];
  const openStand = stands.find((s) => s.blocks.some((b) => b.isOpenSeating))!;
  const openBlock = openStand.blocks.find((b) => b.isOpenSeating)!;
  const seatedStand = stands.find((s) => s.blocks.some((b) => !b.isOpenSeating))!;
  const seatedBlock = seatedStand.blocks.find((b) => !b.isOpenSeating)!;

  await page.getByText('List', { exact: true }).click();
  const list = page.getByTestId('seat-list-mode');
  const chooseBlock = async (stand: string, block: string) => {
    await list.getByLabel('Area', { exact: true }).selectOption({ label: stand });
    const blocks = list.getByLabel('Block', { exact: true });
    await blocks.selectOption((await blocks.locator('option', { hasText: `Block ${block} (` }).getAttribute('value')) ?? '');
  };
  await chooseBlock(seatedStand.name, seatedBlock.name);
  await list.getByRole('group', { name: /^Row / }).first().getByRole('button').first().click();
  const seatLines = page.getByTestId('cart-ticket-seat');
  await expect(seatLines.first()).toHaveText(new RegExp(`^${seatedStand.name}, block ${seatedBlock.name}, row .+, seat .+$`));

  await chooseBlock(openStand.name, openBlock.name);
  await list.getByRole('button', { name: 'Assign 1 place' }).click();
  await expect(seatLines).toHaveCount(2);
  await expect(seatLines.first()).toHaveText(new RegExp(`^${seatedStand.name}, block ${seatedBlock.name}, row .+, seat .+$`));
  await expect(seatLines.nth(1)).toHaveText(`${openStand.name}, block ${openBlock.name} (open seating)`);
});
