import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test.js';
import { admin } from './helpers/admin.js';
import { api } from './helpers/api.js';
import { createOrder, payWith, signInByApi } from './helpers/payment.js';
import { expectFitsWidth } from './helpers/phone.js';
import { expectAccessible } from './helpers/axe.js';
import { localeText } from './locale-text.js';

const fr = (key: string) => localeText('fr', 'booking', key);

interface HeldSeat { id: number; seatId: number; categoryId: number; eventInfo: { id: number }; seatInfo: { blockId: number; blockName: string } }

/** A new fan's paid ticket put on sale at 50 €: the seller's order id and the ticket's seat. */
async function ticketOnSale(page: Page): Promise<{ orderId: number; ticket: HeldSeat }> {
  const seller = await signInByApi(page);
  const orderId = await createOrder(page);
  await payWith(page, orderId, 'success');
  const bank = await api(page, 'PUT', '/api/resale/bank-details', { iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'BNPAFRPP', currentPassword: seller.password });
  expect(bank.status).toBe(200);
  const order = await api(page, 'POST', '/api/order/fetch-order', { orderIds: [orderId], allowedStatus: ['confirmed'] });
  const ticket = order.body.orders[0].ticketGroups[0].seatTickets[0] as HeldSeat;
  expect((await api(page, 'POST', `/api/resale/tickets/${ticket.id}/sell`, { price: 5000 })).status).toBe(200);
  return { orderId, ticket };
}

test('a resale ticket taken off sale while its buyer pays: the money goes back, the summary marks it, and removing it lets the fan pay for the rest (French, 360 px)', async ({ page, browser }) => {
  const sale = await ticketOnSale(page);
  const eventId = sale.ticket.eventInfo.id;
  const block = { id: sale.ticket.seatInfo.blockId, name: sale.ticket.seatInfo.blockName, seats: [] };

  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
  const phone = await context.newPage();
  await signInByApi(phone);
  // The hold goes through the API (the seat picker has its own specs): the resale seat and a seat
  // of the same block at its own price.
  const seats = await api(phone, 'POST', '/api/block', { eventId, blockId: block.id });
  const resale = seats.body.resaleOffers.find((o: { seats: { seatId: number }[] }) => o.seats.some((s) => s.seatId === sale.ticket.seatId));
  expect(resale).toBeTruthy();
  const plain = seats.body.seats.find((s: { id: number; available: boolean; price: number | null }) => s.available && s.price !== null && s.id !== sale.ticket.seatId);
  const hold = await api(phone, 'POST', '/api/order/create-order-with-tickets', {
    ticketType: 'event', event: { id: eventId }, options: [],
    tickets: [
      { seat: { id: sale.ticket.seatId }, block, holderInfo: { firstName: 'Camille', lastName: 'Martin' },
        offer: { categoryId: sale.ticket.categoryId, productId: resale.productId, price: 5000, blockId: block.id, isFromResale: true, seatIds: [sale.ticket.seatId] } },
      { seat: { id: plain.id }, block, holderInfo: { firstName: 'Camille', lastName: 'Martin' },
        offer: { categoryId: plain.category.id, productId: plain.productIds[0], price: plain.price, blockId: block.id, isFromResale: false, seatIds: [plain.id] } },
    ],
  });
  expect(hold.status).toBe(200);

  // The buyer reaches the payment page through the cart and the summary.
  await phone.goto('/?lng=fr');
  await phone.getByTestId('cart-button').tap();
  await phone.getByTestId('cart-popover-summary').tap();
  await phone.getByTestId('terms-checkbox').check();
  await phone.getByTestId('go-to-payment').tap();
  await expect(phone.getByTestId('checkout-pay')).toBeVisible();

  // The buyer goes to the provider's page; the ticket goes off sale before they pay there. The
  // money goes back, and the result page leads to the summary, where the order still waits (a Pay
  // refused at checkout leads there too).
  await phone.getByTestId('checkout-pay').tap();
  await phone.waitForURL(/\/payment\/test\//);

  // Meanwhile the ticket office cancels the seller's order: the listing the buyer holds goes off sale.
  expect(admin('cancel-order', String(sale.orderId))).toContain(`order ${sale.orderId} cancelled`);

  await phone.locator('button[data-outcome="success"]').tap();
  await phone.waitForURL(/\/validation\?orderId=/);
  const result = phone.getByTestId('validation-result');
  await expect(result).toHaveAttribute('data-outcome', 'withdrawn');
  await expect(result).toContainText(localeText('fr', 'validation', 'refundOther'));
  await expectAccessible(phone, 'payment result of a ticket taken off sale');
  await result.getByRole('link', { name: localeText('fr', 'validation', 'actions.summary') }).tap();

  await expect(phone.getByTestId('summary-line')).toHaveCount(2);
  const withdrawnLine = phone.getByTestId('summary-line').filter({ has: phone.getByTestId('summary-line-withdrawn') });
  await expect(withdrawnLine).toHaveCount(1);
  await expect(withdrawnLine.getByTestId('summary-line-withdrawn')).toHaveText(fr('summary.noLongerForSale'));
  const notice = phone.getByTestId('summary-withdrawn');
  await expect(notice).toContainText(fr('summary.withdrawn_one').replace('{{count}}', '1'));
  await expectFitsWidth(phone);
  await expectAccessible(phone, 'summary with a ticket taken off sale');

  // Going to payment would only be refused: the fan is taken to the notice instead.
  await phone.getByTestId('go-to-payment').tap();
  await expect(notice).toBeFocused();
  await expect(phone).toHaveURL(/\/summary/);

  await phone.getByRole('button', { name: fr('summary.removeWithdrawn_one') }).tap();
  const removed = phone.getByTestId('summary-withdrawn-removed');
  await expect(removed).toHaveText(fr('summary.withdrawnRemoved'));
  await expect(removed).toBeFocused();
  await expect(phone.getByTestId('summary-line')).toHaveCount(1);
  await expect(phone.getByTestId('summary-line-withdrawn')).toHaveCount(0);
  // The total is the ticket left, without the 50 € of the one taken out.
  await expect(phone.getByTestId('summary-total')).toHaveText((await phone.getByTestId('summary-line-amount').textContent()) ?? '');

  // The rest is paid: the earlier attempt, refunded, does not stand in the way.
  const rest = (await phone.getByTestId('summary-total').textContent()) ?? '';
  await phone.getByTestId('terms-checkbox').check();
  await phone.getByTestId('go-to-payment').tap();
  await expect(phone.getByTestId('checkout-total')).toHaveText(rest);
  await phone.getByTestId('checkout-pay').tap();
  await phone.waitForURL(/\/payment\/test\//);
  await phone.locator('button[data-outcome="success"]').tap();
  await phone.waitForURL(/\/validation\?orderId=/);
  await expect(phone.getByTestId('validation-result')).toHaveAttribute('data-outcome', 'success');
  await expect(phone.getByTestId('validation-result')).toContainText(rest);
  await context.close();
});
