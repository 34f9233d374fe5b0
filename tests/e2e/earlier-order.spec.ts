import { expect, test } from './helpers/test.js';
import { api } from './helpers/api.js';
import { createOrder, signInByApi } from './helpers/payment.js';
import { expectAccessible } from './helpers/axe.js';

/**
 * One cart per customer: a fan who left an unpaid order (here held through the API, as another
 * device would) and opens an event is told what that order holds before new seats join it, and
 * can take it out without losing the page.
 */
test('a fan with an unpaid order is told what it holds and can remove it', async ({ page }) => {
  await signInByApi(page);
  const orderId = await createOrder(page);
  const cart = (await api(page, 'GET', '/api/cart')).body as { orderId: number; ticketGroups: { seatTickets: { eventInfo: { id: number; name: string }; seatInfo: { seatNumber: string } }[] }[] };
  expect(cart.orderId).toBe(orderId);
  const held = cart.ticketGroups[0]!.seatTickets[0]!;

  // Through the home page, to an event card other than the held one when there is one.
  await page.goto('/?lng=en');
  const links = page.getByTestId('event-card').getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
  const target = hrefs.find((h) => h !== `/event/${held.eventInfo.id}` && h.startsWith('/event/')) ?? `/event/${held.eventInfo.id}`;
  await page.locator(`[data-testid=event-card] a[href="${target}"]`).first().click();

  const notice = page.getByTestId('earlier-order');
  await expect(notice).toBeVisible();
  await expect(notice.getByTestId('earlier-order-line')).toHaveCount(cart.ticketGroups.length);
  await expect(notice.getByTestId('earlier-order-line').first()).toContainText(held.eventInfo.name);
  await expect(page.getByTestId('cart-button')).toBeEnabled();
  await expectAccessible(page, 'event page with an earlier unpaid order');

  // Removing every line empties the order: the notice goes, the cart button is empty, the page stays.
  const lines = notice.getByTestId('earlier-order-line');
  for (let left = await lines.count(); left > 0; left--) {
    await lines.first().getByRole('button').click();
    await expect(lines).toHaveCount(left - 1);
  }
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('cart-button')).toBeDisabled();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  expect((await api(page, 'GET', '/api/cart')).body.orderId).toBeNull();
});
