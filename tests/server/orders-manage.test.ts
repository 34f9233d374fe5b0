import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { eventCart, packCart, shopWithBuyer } from './helpers/inventory-fixture.js';
import type { ShopFixture, ShopWithBuyer } from './helpers/inventory-fixture.js';
import type { OrderView, TicketGroup } from '../../src/domain/ticket-groups.js';

const CREATE = '/api/order/create-order-with-tickets';
let t: TestApp;
let shop: ShopFixture;
let post: ShopWithBuyer['post'];
let otherHeaders: Record<string, string>;

beforeEach(async () => {
  ({ t, shop, post } = await shopWithBuyer());
  otherHeaders = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'intruder@example.com' }));
});
afterEach(async () => t.close());

async function holdSome() {
  const n1 = shop.blocks.n1.seatIds;
  const res = await post(CREATE, eventCart(shop.events.first, shop.blocks.n1, [n1[0]!, n1[1]!], shop.products.full, { options: [{ id: shop.ancillaries.parking }] }));
  expect(res.statusCode).toBe(200);
  return res.json().order;
}
const activeSeats = async () =>
  (await t.app.db.selectFrom('seat_tickets').select('seat_id').where('active', '=', 1).orderBy('seat_id').execute()).map((r) => r.seat_id);

describe('update tickets on order', () => {
  it('keeps only the listed tickets, frees the others and re-sums the order', async () => {
    const order = await holdSome();
    const [first, second] = order.ticketGroups.flatMap((g: TicketGroup) => g.seatTickets);
    const parkingId = order.ticketGroups.flatMap((g: TicketGroup) => g.ancillaryTickets)[0].id;
    expect(order.grossAmount).toBe(6000 * 2 + 1500);
    const res = await post('/api/order/update-tickets-on-order', { orderId: order.orderId, ticketIds: [first.id], ticketAncillaryIds: [] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.orderId).toBe(order.orderId);
    expect(body.updatedOrder.grossAmount).toBe(6000);
    expect(body.updatedOrder.ticketGroups).toHaveLength(1);
    expect(await activeSeats()).toEqual([shop.blocks.n1.seatIds[0]]);
    expect(second.id).not.toBe(first.id);
    expect(parkingId).toBeGreaterThan(0);
    // The freed seat can be bought by someone else at once.
    expect((await post(CREATE, eventCart(shop.events.first, shop.blocks.n1, [shop.blocks.n1.seatIds[1]!], shop.products.full), otherHeaders)).statusCode).toBe(200);
  });

  it('keeps a pack seat whole and abandons an order left empty', async () => {
    const res = await post(CREATE, packCart('pack', shop.packId, shop.blocks.n1, [shop.blocks.n1.seatIds[4]!], shop.products.pack));
    const order = res.json().order;
    const [one] = order.ticketGroups[0].seatTickets;
    const kept = await post('/api/order/update-tickets-on-order', { orderId: order.orderId, ticketIds: [one.id], ticketAncillaryIds: [] });
    expect(kept.json().updatedOrder.ticketGroups[0].seatTickets).toHaveLength(2);
    const emptied = await post('/api/order/update-tickets-on-order', { orderId: order.orderId, ticketIds: [], ticketAncillaryIds: [] });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().updatedOrder).toMatchObject({ status: 'abandoned', ticketGroups: [], grossAmount: 0 });
    expect(await activeSeats()).toEqual([]);
  });

  it('keeps a per-order extra left out with its match while another match of the order asks for it', async () => {
    const n1 = shop.blocks.n1.seatIds;
    const card = { options: [{ id: shop.ancillaries.card }] };
    await post(CREATE, eventCart(shop.events.first, shop.blocks.n1, [n1[0]!], shop.products.full, card));
    // The second match asks for the card too: the order holds one, written under the first match.
    const both = (await post(CREATE, eventCart(shop.events.second, shop.blocks.n1, [n1[5]!], shop.products.full, card))).json().order as OrderView;
    const seats = both.ticketGroups.flatMap((g) => g.seatTickets);
    const [cardTicket] = both.ticketGroups.flatMap((g) => g.ancillaryTickets);
    const second = seats.find((s) => s.eventInfo.id === shop.events.second)!;
    expect(both.grossAmount).toBe(6000 * 2 + 500);
    // The first match leaves with what was written under it: the card stays for the second.
    const res = await post('/api/order/update-tickets-on-order', { orderId: both.orderId, ticketIds: [second.id], ticketAncillaryIds: [] });
    expect(res.statusCode).toBe(200);
    const left = res.json().updatedOrder as OrderView;
    expect(left.ticketGroups.flatMap((g) => g.ancillaryTickets).map((a) => [a.id, a.ancillaryType])).toEqual([[cardTicket!.id, 'plastic_card']]);
    expect(left.grossAmount).toBe(6000 + 500);
    const row = await t.app.db.selectFrom('ancillary_tickets').select(['event_id', 'campaign_pack_id']).where('id', '=', cardTicket!.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ event_id: shop.events.second, campaign_pack_id: null });
    // Left out while its match stays, it is the fan's choice: it goes.
    const dropped = await post('/api/order/update-tickets-on-order', { orderId: both.orderId, ticketIds: [second.id], ticketAncillaryIds: [] });
    expect((dropped.json().updatedOrder as OrderView).ticketGroups.flatMap((g) => g.ancillaryTickets)).toEqual([]);
  });

  it('drops an extra left out with its match when no match left asks for it', async () => {
    const n1 = shop.blocks.n1.seatIds;
    await post(CREATE, eventCart(shop.events.first, shop.blocks.n1, [n1[0]!], shop.products.full, { options: [{ id: shop.ancillaries.card }] }));
    const both = (await post(CREATE, eventCart(shop.events.second, shop.blocks.n1, [n1[5]!], shop.products.full))).json().order as OrderView;
    const second = both.ticketGroups.flatMap((g) => g.seatTickets).find((s) => s.eventInfo.id === shop.events.second)!;
    const res = await post('/api/order/update-tickets-on-order', { orderId: both.orderId, ticketIds: [second.id], ticketAncillaryIds: [] });
    expect((res.json().updatedOrder as OrderView).ticketGroups.flatMap((g) => g.ancillaryTickets)).toEqual([]);
    expect((res.json().updatedOrder as OrderView).grossAmount).toBe(6000);
  });

  it('refuses tickets that are not in the order, bad payloads, and other customers (404)', async () => {
    const order = await holdSome();
    const ticketId = order.ticketGroups[0].seatTickets[0].id;
    expect((await post('/api/order/update-tickets-on-order', { orderId: order.orderId, ticketIds: [ticketId, 987654], ticketAncillaryIds: [] })).json().error.code).toBe('TICKET_NOT_IN_ORDER');
    expect((await post('/api/order/update-tickets-on-order', { orderId: 'x', ticketIds: [] })).statusCode).toBe(400);
    expect((await post('/api/order/update-tickets-on-order', { orderId: order.orderId, ticketIds: 'all' })).json().error.code).toBe('VALIDATION_FAILED');
    const foreign = await post('/api/order/update-tickets-on-order', { orderId: order.orderId, ticketIds: [], ticketAncillaryIds: [] }, otherHeaders);
    expect(foreign.statusCode).toBe(404);
    expect(JSON.stringify(foreign.json())).not.toContain('North');
    expect(await activeSeats()).toHaveLength(2);
  });
});

describe('fetch order', () => {
  it('answers the customer\'s orders filtered by status and in-progress transaction', async () => {
    const order = await holdSome();
    const fetch = (payload: unknown) => post('/api/order/fetch-order', payload);
    expect((await fetch({ orderIds: [order.orderId], allowedStatus: ['Onhold'] })).json().orders.map((o: OrderView) => o.orderId)).toEqual([order.orderId]);
    expect((await fetch({ orderIds: [order.orderId], allowedStatus: ['confirmed'] })).json().orders).toEqual([]);
    await t.app.db.updateTable('orders').set({ has_transaction_in_progress: 1 }).execute();
    expect((await fetch({ orderIds: [order.orderId], hideOrdersWithInProgressTransaction: true })).json().orders).toEqual([]);
    const shown = (await fetch({ orderIds: [order.orderId], hideOrdersWithInProgressTransaction: false })).json().orders;
    expect(shown[0]).toMatchObject({ orderId: order.orderId, hasTransactionInProgress: true, status: 'onhold' });
    expect((await fetch({})).json().orders).toHaveLength(1);
  });

  it('never shows another customer\'s order and refuses bad filters', async () => {
    const order = await holdSome();
    const res = await post('/api/order/fetch-order', { orderIds: [order.orderId] }, otherHeaders);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
    expect((await post('/api/order/fetch-order', { allowedStatus: ['sold'] })).json().error.code).toBe('VALIDATION_FAILED');
    expect((await post('/api/order/fetch-order', { orderIds: 'mine' })).statusCode).toBe(400);
    expect((await post('/api/order/fetch-order', {}, { cookie: 'csrf=a', 'x-csrf-token': 'a' })).statusCode).toBe(401);
  });
});

describe('abandon and add', () => {
  it('abandons the cart and frees every seat at once', async () => {
    const order = await holdSome();
    expect((await post('/api/order/abandon', { orderId: order.orderId }, otherHeaders)).statusCode).toBe(404);
    const res = await post('/api/order/abandon', { orderId: order.orderId });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.status).toBe('abandoned');
    expect(await activeSeats()).toEqual([]);
    // Sent again (its answer lost, another tab): refused, saying it is abandoned already.
    expect((await post('/api/order/abandon', { orderId: order.orderId })).json().error).toMatchObject({ code: 'ORDER_NOT_ONHOLD', details: { status: 'abandoned' } });
  });

  it('adds seats to an on-hold order, refusing others\' orders and others\' seats', async () => {
    const order = await holdSome();
    const n1 = shop.blocks.n1.seatIds;
    const add = await post('/api/add-tickets', { orderId: order.orderId, ...eventCart(shop.events.second, shop.blocks.n1, [n1[0]!], shop.products.full) });
    expect(add.statusCode).toBe(200);
    expect(add.json().order.orderId).toBe(order.orderId);
    expect(add.json().order.ticketGroups.flatMap((g: TicketGroup) => g.seatTickets)).toHaveLength(3);
    const foreign = await post('/api/add-tickets', { orderId: order.orderId, ...eventCart(shop.events.second, shop.blocks.n1, [n1[2]!], shop.products.full) }, otherHeaders);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.details.reason).toBe('ORDER_NOT_FOUND');
    // The order's own seat sent again is kept, not refused and not held twice (orders-resubmit.test.ts).
    const again = await post('/api/add-tickets', { orderId: order.orderId, ...eventCart(shop.events.second, shop.blocks.n1, [n1[0]!], shop.products.full) });
    expect(again.json().order.ticketGroups.flatMap((g: TicketGroup) => g.seatTickets)).toHaveLength(3);
    expect((await post(CREATE, eventCart(shop.events.second, shop.blocks.n1, [n1[5]!], shop.products.full), otherHeaders)).statusCode).toBe(200);
    const taken = await post('/api/add-tickets', { orderId: order.orderId, ...eventCart(shop.events.second, shop.blocks.n1, [n1[5]!], shop.products.full) });
    expect(taken.json().error.code).toBe('UNAVAILABLE');
    expect((await post('/api/add-tickets', eventCart(shop.events.second, shop.blocks.n1, [n1[3]!], shop.products.full))).statusCode).toBe(400);
  });
});
