import { expect, test } from './helpers/test.js';
import { api } from './helpers/api.js';
import { blockListView, chooseBlock, pickSeats, setTicketCount } from './helpers/booking.js';
import { createOrder, signInByApi, toProviderPage } from './helpers/payment.js';

/**
 * A limit the page cannot see: seats of an order already in payment count toward the event's
 * cap of 10. The server refuses the new selection, and the fan reads the limit, not "something
 * went wrong, try again" (trying again is refused the same way).
 */
test('a selection over the event\'s cap, counting an order in payment, is refused with the limit said', async ({ page }) => {
  await signInByApi(page);
  // Ten seats of the first match on sale, their payment started on the provider's page.
  const orderId = await createOrder(page, { firstName: 'Demo', lastName: 'Fan' }, 1_000_000);
  await toProviderPage(page, orderId);
  const events = (await api(page, 'GET', '/api/events')).body.events as { id: number; saleState: string }[];
  const eventId = events.find((e) => e.saleState === 'on_sale' || e.saleState === 'early_bird')!.id;

  // Back to the shop through its pages: home, then the same match.
  await page.goto('/?lng=en');
  await page.locator(`a[href="/event/${eventId}"]`).first().click();
  await blockListView(page);
  await setTicketCount(page, 1);
  await chooseBlock(page, 'South Stand – block 119');
  await pickSeats(page, 1);
  await page.getByTestId('seat-continue').click();
  await expect(page).toHaveURL(/\/options$/);
  await page.getByTestId('options-continue').click();
  // The seat is held when the holders are sent: the server counts the order in payment then.
  await page.getByTestId('submit-order').click();

  const notice = page.getByTestId('booking-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('You can buy at most 10 tickets for this event');
  await expect(notice).not.toContainText('Something went wrong');
  await expect(page).not.toHaveURL(/\/summary/);
});
