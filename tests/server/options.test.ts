import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { eventCart, shopWithBuyer } from './helpers/inventory-fixture.js';
import type { ShopFixture, ShopWithBuyer } from './helpers/inventory-fixture.js';
import type { TicketGroup } from '../../src/domain/ticket-groups.js';

let t: TestApp;
let shop: ShopFixture;
let post: ShopWithBuyer['post'];

beforeEach(async () => {
  ({ t, shop, post } = await shopWithBuyer());
});
afterEach(async () => t.close());

describe('extras', () => {
  it('GET /api/options lists active extras with their net price in cents', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/options' });
    expect(res.statusCode).toBe(200);
    expect(res.json().options).toEqual([
      { id: shop.ancillaries.card, name: 'Plastic card', type: 'plastic_card', description: null, netPrice: 500 },
      { id: shop.ancillaries.parking, name: 'Parking', type: 'parking', description: null, netPrice: 1500 },
      { id: shop.ancillaries.withdrawal, name: 'Registered post', type: 'ticket_withdrawal', description: null, netPrice: 300 },
    ]);
  });

  it('creates an order with parking, a plastic card and a paid withdrawal, each its own group', async () => {
    const cart = eventCart(shop.events.first, shop.blocks.n2, [shop.blocks.n2.seatIds[0]!], shop.products.full, {
      options: [{ id: shop.ancillaries.card, quantity: 2 }],
      parking: { id: shop.ancillaries.parking },
      ticketWithdrawal: { name: 'Registered post', value: shop.ancillaries.withdrawal },
    });
    const res = await post('/api/order/create-order-with-tickets', cart);
    expect(res.statusCode).toBe(200);
    const order = res.json().order;
    expect(order.grossAmount).toBe(2500 + 2 * 500 + 1500 + 300);
    expect(order.ticketGroups).toHaveLength(5);
    expect(order.ticketGroups.slice(1).map((g: TicketGroup) => g.ancillaryTickets[0]?.ancillaryType)).toEqual(['plastic_card', 'plastic_card', 'parking', 'ticket_withdrawal']);
    const stored = await t.app.db.selectFrom('orders').select('ticket_withdrawal').executeTakeFirstOrThrow();
    expect(stored.ticket_withdrawal).toBe('Registered post');
  });

  it('POST /api/add-ancillaries adds extras to the customer\'s on-hold order only', async () => {
    const order = (await post('/api/order/create-order-with-tickets', eventCart(shop.events.first, shop.blocks.n2, [shop.blocks.n2.seatIds[0]!], shop.products.full))).json().order;
    const res = await post('/api/add-ancillaries', { orderId: order.orderId, ancillaries: [{ ancillaryId: shop.ancillaries.parking, quantity: 1 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.grossAmount).toBe(2500 + 1500);
    expect((await post('/api/add-ancillaries', { orderId: order.orderId, ancillaries: [{ id: shop.ancillaries.inactive }] })).json().error.code).toBe('ANCILLARY_NOT_FOUND');
    expect((await post('/api/add-ancillaries', { orderId: order.orderId, ancillaries: [] })).json().error.code).toBe('VALIDATION_FAILED');
    expect((await post('/api/add-ancillaries', { orderId: order.orderId, ancillaries: [{ id: shop.ancillaries.card, quantity: -1 }] })).statusCode).toBe(400);
    const other = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'other@example.com' }));
    expect((await post('/api/add-ancillaries', { orderId: order.orderId, ancillaries: [shop.ancillaries.card] }, other)).statusCode).toBe(404);
    await post('/api/order/abandon', { orderId: order.orderId });
    expect((await post('/api/add-ancillaries', { orderId: order.orderId, ancillaries: [shop.ancillaries.card] })).json().error.code).toBe('ORDER_NOT_ONHOLD');
  });
});

describe('extras are finite', () => {
  const hold = async (seat: number, headers?: Record<string, string>) =>
    (await post('/api/order/create-order-with-tickets', eventCart(shop.events.first, shop.blocks.n2, [shop.blocks.n2.seatIds[seat]!], shop.products.full), headers)).json().order;
  const addParking = (orderId: number, quantity: number, headers?: Record<string, string>) =>
    post('/api/add-ancillaries', { orderId, ancillaries: [{ ancillaryId: shop.ancillaries.parking, quantity }] }, headers);
  const parkingOf = async (orderId: number) =>
    (await t.app.db.selectFrom('ancillary_tickets').select('id').where('order_id', '=', orderId).where('ancillary_id', '=', shop.ancillaries.parking).execute()).length;

  it('caps an extra per order however many calls add it', async () => {
    const order = await hold(0);
    expect((await addParking(order.orderId, 20)).statusCode).toBe(200);
    const more = await addParking(order.orderId, 1);
    expect([more.statusCode, more.json().error.code, more.json().error.details.limit]).toEqual([409, 'ANCILLARY_LIMIT_REACHED', 20]);
    expect(await parkingOf(order.orderId)).toBe(20);
  });

  it('sells an extra no further than its stock; a lapsed hold gives its units back', async () => {
    await t.app.db.updateTable('ancillaries').set({ stock: 3 }).where('id', '=', shop.ancillaries.parking).execute();
    const mine = await hold(0);
    expect((await addParking(mine.orderId, 2)).statusCode).toBe(200);
    const other = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'driver@example.com' }));
    const theirs = await hold(1, other);
    const tooMany = await addParking(theirs.orderId, 2, other);
    expect([tooMany.statusCode, tooMany.json().error.code]).toEqual([409, 'ANCILLARY_SOLD_OUT']);
    expect(await parkingOf(theirs.orderId)).toBe(0);
    expect((await addParking(theirs.orderId, 1, other)).statusCode).toBe(200);
    expect((await addParking(theirs.orderId, 1, other)).json().error.code).toBe('ANCILLARY_SOLD_OUT');
    // My hold lapses: its two spaces are free again.
    t.clock.now = new Date(Date.parse(mine.expiryDatetime) + 1000);
    const later = await hold(2, other);
    expect((await addParking(later.orderId, 2, other)).statusCode).toBe(200);
  });
});

describe('a mandatory plastic card', () => {
  beforeEach(async () => {
    await t.close();
    ({ t, shop, post } = await shopWithBuyer({ config: { plasticCardConfiguration: { mandatory: true } } }));
  });

  const seat = () => shop.blocks.n2.seatIds[1]!;
  const withCard = () => eventCart(shop.events.first, shop.blocks.n2, [seat()], shop.products.full, { options: [{ id: shop.ancillaries.card, quantity: 1 }] });

  it('refuses seats without a card and holds nothing', async () => {
    const res = await post('/api/order/create-order-with-tickets', eventCart(shop.events.first, shop.blocks.n2, [seat()], shop.products.full));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('PLASTIC_CARD_MANDATORY');
    expect(await t.app.db.selectFrom('seat_tickets').select('id').execute()).toHaveLength(0);
    expect((await post('/api/order/create-order-with-tickets', withCard())).statusCode).toBe(200);
  });

  it('keeps the card on the order while seats remain, and lets the whole order go', async () => {
    const order = (await post('/api/order/create-order-with-tickets', withCard())).json().order;
    const seatTicket = order.ticketGroups[0].seatTickets[0].id as number;
    const card = order.ticketGroups[1].ancillaryTickets[0].id as number;
    // Removing the extras-only group that holds the card, seats kept: refused, nothing changes.
    const refused = await post('/api/order/update-tickets-on-order', { orderId: order.orderId, ticketIds: [seatTicket], ticketAncillaryIds: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('PLASTIC_CARD_MANDATORY');
    expect(await t.app.db.selectFrom('ancillary_tickets').select('id').where('id', '=', card).execute()).toHaveLength(1);
    // Removing everything abandons the order.
    const all = await post('/api/order/update-tickets-on-order', { orderId: order.orderId, ticketIds: [], ticketAncillaryIds: [] });
    expect(all.statusCode).toBe(200);
  });
});
