import { expect, test } from './helpers/test.js';
import { blockListView, chooseBlock, pickSeats, setTicketCount, signIn } from './helpers/booking.js';

/**
 * Block by block, a ticket whose seat is in a block shown earlier keeps its choice of rates: the
 * panel only knew the rates of the block on screen, so the first ticket's rate became plain text
 * (and could no longer be changed) as soon as the fan opened another block.
 */
test('a ticket in a block shown earlier still offers its rates after the fan opened another block', async ({ page }) => {
  await signIn(page, '/event/2');
  await blockListView(page);
  await setTicketCount(page, 2);
  await chooseBlock(page, 'South Stand – block 116');
  await pickSeats(page, 1);
  await chooseBlock(page, 'South Stand – block 117');
  await pickSeats(page, 1);
  const tickets = page.getByTestId('cart-ticket');
  await expect(tickets.first().getByTestId('cart-ticket-seat')).toContainText('block 116');
  const firstRate = tickets.first().getByRole('combobox', { name: 'Price' });
  await expect(firstRate).toHaveValue(/^Full price – €/);
  await firstRate.click();
  await page.getByRole('option', { name: 'Child – Free' }).click();
  await expect(firstRate).toHaveValue('Child – Free');
  await expect(tickets.nth(1).getByRole('combobox', { name: 'Price' })).toHaveValue(/^Full price – €/);
});
