/**
 * A ticket-office cancellation of an order some of whose tickets already left it: one transferred
 * and accepted, one sold on resale. Those stay valid with their new holders; the rest (full,
 * reduced and free child rates, an extra) is cancelled and refunded at what was paid for it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { insertCustomer, signInHeaders } from './helpers/test-app.js';
import { eventCart } from './helpers/inventory-fixture.js';
import { listOutbox } from '../../src/server/services/mail/outbox.js';
import { cancelOrderByTicketManager } from '../../src/server/services/payments/cancel-order.js';

let w: PaymentWorld;
let friend: Record<string, string>;
let resaleBuyer: Record<string, string>;
let childProduct: number;
beforeEach(async () => {
  w = await paymentWorld({ resale: { feePercent: 5, minimumPrice: 500, maxResoldTicketsPerCampaign: 4 } });
  const db = w.t.app.db;
  friend = await signInHeaders(w.t.app, await insertCustomer(w.t.app, { email: 'friend@example.com' }));
  resaleBuyer = await signInHeaders(w.t.app, await insertCustomer(w.t.app, { email: 'resale-buyer@example.com' }));
  await db.updateTable('customers').set({ iban: 'FR7630006000011234567890189', bic: 'BNPAFRPP' }).where('id', '=', w.buyerId).execute();
  childProduct = (await db.insertInto('products').values({ name: 'Child', description: null, type: 'individual', is_resale: 0, is_active: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  const reduced = await db.selectFrom('tariffs').selectAll().where('product_id', '=', w.shop.products.reduced).where('event_id', '=', w.shop.events.first).executeTakeFirstOrThrow();
  const { id: _id, ...tariff } = reduced;
  await db.insertInto('tariffs').values({ ...tariff, product_id: childProduct, price: 0 }).execute();
});
afterEach(async () => w.close());

const HOLDER = { firstName: 'Ada', lastName: 'Lovelace' };
const seats = () => w.shop.blocks.n1.seatIds;

/**
 * The buyer's order: seats 0-4 at full 6000, reduced 3000, child 0, full 6000 (to transfer), full
 * 6000 (to resell), and a parking at 1500: 22500 in all. Returns the order and its ticket ids in seat order.
 */
async function mixedOrder(numberOfInstallments: number) {
  const products = [w.shop.products.full, w.shop.products.reduced, childProduct, w.shop.products.full, w.shop.products.full];
  const cart = eventCart(w.shop.events.first, w.shop.blocks.n1, seats().slice(0, 5), w.shop.products.full, { parking: { id: w.shop.ancillaries.parking } });
  const res = await w.post('/api/order/create-order-with-tickets', {
    ...cart, tickets: cart.tickets.map((ticket, i) => ({ ...ticket, offer: { ...ticket.offer, productId: products[i] }, holderInfo: HOLDER })),
  });
  expect(res.statusCode).toBe(200);
  const orderId = res.json().order.orderId as number;
  expect((await w.notify(await w.pay(orderId, numberOfInstallments), 'success')).body.result).toBe('confirmed');
  const tickets = await w.t.app.db.selectFrom('seat_tickets').select(['id', 'seat_id', 'gross_amount']).where('order_id', '=', orderId).execute();
  const bySeat = (seatId: number) => tickets.find((t) => t.seat_id === seatId)!;
  expect(seats().slice(0, 5).map((s) => Number(bySeat(s).gross_amount))).toEqual([6000, 3000, 0, 6000, 6000]);
  return { orderId, ticketIds: seats().slice(0, 5).map((s) => bySeat(s).id) };
}

/** Transfers the fourth ticket to the friend, who accepts; resells the fifth to another customer. */
async function passOn(ticketIds: number[]) {
  expect((await w.post('/api/transfers', { ticketIds: [ticketIds[3]], email: 'friend@example.com', locale: 'en' })).statusCode).toBe(201);
  const mail = (await listOutbox(w.outbox)).find((m) => m.to === 'friend@example.com')!;
  const token = /\/orders\/transfer\/([\w-]+)/.exec(mail.text)![1]!;
  const accepted = await w.post(`/api/transfers/link/${token}/accept`, {}, friend);
  expect(accepted.statusCode).toBe(200);
  expect((await w.post(`/api/resale/tickets/${ticketIds[4]}/sell`, { price: 4500 })).statusCode).toBe(200);
  const resaleCart = eventCart(w.shop.events.first, w.shop.blocks.n1, [seats()[4]!], w.shop.products.resale);
  resaleCart.tickets[0]!.offer.isFromResale = true;
  const held = await w.post('/api/order/create-order-with-tickets', { ...resaleCart, tickets: resaleCart.tickets.map((t) => ({ ...t, holderInfo: HOLDER })) }, resaleBuyer);
  expect(held.statusCode).toBe(200);
  const resaleOrderId = held.json().order.orderId as number;
  const payRes = await w.checkout(resaleOrderId, 1, resaleBuyer);
  expect((await w.notify(payRes.json().paymentReference as string, 'success')).body.result).toBe('confirmed');
  return { receivedOrderId: accepted.json().orderId as number, resaleOrderId };
}

const seatHolders = async () => {
  const rows = await w.t.app.db.selectFrom('seat_tickets').select(['seat_id', 'order_id']).where('active', '=', 1)
    .where('event_id', '=', w.shop.events.first).execute();
  return new Map(rows.map((r) => [r.seat_id, r.order_id]));
};

describe('ticket-office cancellation of an order whose tickets partly left it', () => {
  it('cancels and refunds only what is still the customer\'s; transferred and resold seats stay with their holders', async () => {
    const { orderId, ticketIds } = await mixedOrder(1);
    const { receivedOrderId, resaleOrderId } = await passOn(ticketIds);
    const result = await cancelOrderByTicketManager(w.t.app, orderId);

    const db = w.t.app.db;
    const order = await db.selectFrom('orders').select(['status', 'refund_amount', 'anomaly_code']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'cancelled', refund_amount: 10500, anomaly_code: 'refund_required' });
    const states = await db.selectFrom('seat_tickets').select(['id', 'state', 'active']).where('order_id', '=', orderId).orderBy('id').execute();
    const stateOf = (id: number) => states.find((s) => s.id === id)!.state;
    expect(ticketIds.map(stateOf)).toEqual(['refunded', 'refunded', 'refunded', 'fulfilled', 'fulfilled']);
    const holders = await seatHolders();
    expect(seats().slice(0, 5).map((s) => holders.get(s) ?? null)).toEqual([null, null, null, receivedOrderId, resaleOrderId]);
    // 22500 paid; the transferred and the resold seats (6000 each) are someone else's now.
    expect(result).toMatchObject({ freedSeats: 3, passedOnTickets: 2, refund: 10500, stillOwed: 0 });
    for (const other of [receivedOrderId, resaleOrderId]) {
      const kept = await db.selectFrom('seat_tickets').select(['state', 'active']).where('order_id', '=', other).execute();
      expect(kept).toEqual([{ state: 'confirmed', active: 1 }]);
      expect((await db.selectFrom('orders').select('status').where('id', '=', other).executeTakeFirstOrThrow()).status).toBe('confirmed');
    }
    const listing = await db.selectFrom('resale_listings').select('status').where('seat_ticket_id', '=', ticketIds[4]!).executeTakeFirstOrThrow();
    expect(listing.status).toBe('sold');
    const extras = await db.selectFrom('ancillary_tickets').select('state').where('order_id', '=', orderId).execute();
    expect(extras).toEqual([{ state: 'refunded' }]);

    // My purchases: the refund, and each line's state (cancelled, transferred, resold).
    const mine = await w.post('/api/order/fetch-order', { allowedStatus: ['cancelled'], first: 50 });
    const view = (mine.json().orders as { orderId: number; refundAmount: number; ticketGroups: { seatTickets: { id: number; purchase: { download: { reasons: string[] } } }[] }[] }[])
      .find((o) => o.orderId === orderId)!;
    expect(view.refundAmount).toBe(10500);
    const reasonOf = new Map(view.ticketGroups.flatMap((g) => g.seatTickets).map((t) => [t.id, t.purchase.download.reasons[0]]));
    expect(ticketIds.map((id) => reasonOf.get(id))).toEqual(['TICKET_NOT_DOWNLOADABLE', 'TICKET_NOT_DOWNLOADABLE', 'TICKET_NOT_DOWNLOADABLE', 'TICKET_TRANSFERRED', 'TICKET_RESOLD']);
  });

  it('with instalments still due nothing can be passed on, and the refund is what the instalments paid so far', async () => {
    const { orderId, ticketIds } = await mixedOrder(3);
    const transfer = await w.post('/api/transfers', { ticketIds: [ticketIds[3]], email: 'friend@example.com', locale: 'en' });
    expect(transfer.statusCode).toBe(409);
    expect((await w.post(`/api/resale/tickets/${ticketIds[4]}/sell`, { price: 4500 })).statusCode).toBe(409);
    const result = await cancelOrderByTicketManager(w.t.app, orderId);
    // The first instalment, 7500 of 22500, is all that was taken.
    expect(result).toMatchObject({ freedSeats: 5, passedOnTickets: 0, refund: 7500, stillOwed: 0 });
    const db = w.t.app.db;
    expect(await db.selectFrom('orders').select(['refund_amount', 'anomaly_code']).where('id', '=', orderId).executeTakeFirstOrThrow())
      .toEqual({ refund_amount: 7500, anomaly_code: 'refund_required' });
    expect(await db.selectFrom('payments').select(['status', 'amount']).where('order_id', '=', orderId).execute()).toEqual([{ status: 'refund_required', amount: 7500 }]);
    expect(await db.selectFrom('installments').select('status').where('order_id', '=', orderId).execute()).toEqual([{ status: 'paid' }]);
  });

  it('takes back a transfer not yet accepted: the ticket is cancelled with the order and the link offers nothing', async () => {
    const { orderId, ticketIds } = await mixedOrder(1);
    expect((await w.post('/api/transfers', { ticketIds: [ticketIds[3]], email: 'friend@example.com', locale: 'en' })).statusCode).toBe(201);
    const result = await cancelOrderByTicketManager(w.t.app, orderId);
    expect(result).toMatchObject({ freedSeats: 5, passedOnTickets: 0, refund: 22500 });
    const transfer = await w.t.app.db.selectFrom('transfers').select('status').where('seat_ticket_id', '=', ticketIds[3]!).executeTakeFirstOrThrow();
    expect(transfer.status).toBe('cancelled');
  });

  it('a payment that succeeds after the cancellation adds to the refund the order shows', async () => {
    const orderId = await w.hold(2);
    const reference = await w.pay(orderId);
    expect(await cancelOrderByTicketManager(w.t.app, orderId)).toMatchObject({ refund: 0 });
    expect((await w.notify(reference, 'success')).body.result).toBe('refund_required');
    const order = await w.t.app.db.selectFrom('orders').select(['refund_amount', 'anomaly_code']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ refund_amount: 12000, anomaly_code: 'refund_required' });
  });
});
