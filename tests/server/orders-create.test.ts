import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, insertCustomer, signInHeaders, anonymousHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { eventCart, packCart, seedShop } from './helpers/inventory-fixture.js';
import type { ShopFixture } from './helpers/inventory-fixture.js';

let t: TestApp;
let shop: ShopFixture;
let headers: Record<string, string>;
let customerId: number;

beforeEach(async () => {
  t = await createTestApp();
  shop = await seedShop(t.app.db, t.clock.now);
  customerId = await insertCustomer(t.app, { email: 'buyer@example.com' });
  headers = await signInHeaders(t.app, customerId);
});
afterEach(async () => t.close());

const create = (payload: unknown, h = headers) =>
  t.app.inject({ method: 'POST', url: '/api/order/create-order-with-tickets', headers: h, payload: payload as object });

describe('POST /api/order/create-order-with-tickets', () => {
  it('holds the seats with server prices (block tariff beats category tariff) and answers the order', async () => {
    const n1 = shop.blocks.n1.seatIds;
    const s1 = shop.blocks.s1.seatIds;
    const cart = eventCart(shop.events.first, shop.blocks.n1, [n1[0]!, n1[1]!], shop.products.full);
    const s1Cart = eventCart(shop.events.first, shop.blocks.s1, [s1[0]!], shop.products.reduced);
    cart.tickets.push(...s1Cart.tickets);
    const res = await create(cart);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.errors).toBeNull();
    expect(body.order.status).toBe('onhold');
    expect(body.order.grossAmount).toBe(6000 + 6000 + 3000);
    expect(body.order.expiryDatetime).toBe(new Date(t.clock.now.getTime() + 900_000).toISOString());
    expect(body.order.ticketGroups).toHaveLength(3);
    const first = body.order.ticketGroups[0].seatTickets[0];
    expect(first.seatInfo).toMatchObject({ standName: 'North', blockName: 'N1', rowName: 'A', seatNumber: '1', categoryName: 'Category A' });
    expect(first.eventInfo).toMatchObject({ id: shop.events.first, name: 'Match one', homeTeam: { displayName: 'FC Riverside' } });
    const active = await t.app.db.selectFrom('seat_tickets').select(['seat_id', 'active', 'gross_amount']).execute();
    expect(active.map((r) => r.seat_id).sort()).toEqual([n1[0], n1[1], s1[0]].sort());
  });

  it('never sells a fresh seat at the resale rate, even when the event has a resale tariff row', async () => {
    const channel = await t.app.db.selectFrom('tariffs').select(['sale_channel_id']).where('event_id', '=', shop.events.first).executeTakeFirstOrThrow();
    // The face value resale listings are compared with, as the demo data has it.
    await t.app.db.insertInto('tariffs').values({
      event_id: shop.events.first, campaign_pack_id: null, sale_channel_id: channel.sale_channel_id, category_id: shop.categories.a, product_id: shop.products.resale, block_id: null, price: 4000,
    }).execute();
    const seat = shop.blocks.n1.seatIds[5]!;
    const res = await create(eventCart(shop.events.first, shop.blocks.n1, [seat], shop.products.resale));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.reason).toBe('PRODUCT_NOT_SOLD');
    expect(await t.app.db.selectFrom('seat_tickets').select('id').execute()).toHaveLength(0);
    const block = await t.app.inject({ method: 'POST', url: '/api/block', headers, payload: { eventId: shop.events.first, blockId: shop.blocks.n1.id } });
    const offered = block.json().seats.find((s: { id: number }) => s.id === seat);
    expect(offered.productIds).toEqual([shop.products.full, shop.products.reduced]);
  });

  it('answers UNAVAILABLE for a seat already held and keeps nothing of the second order', async () => {
    const n1 = shop.blocks.n1.seatIds;
    expect((await create(eventCart(shop.events.first, shop.blocks.n1, [n1[0]!], shop.products.full))).statusCode).toBe(200);
    const other = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'other@example.com' }));
    const res = await create(eventCart(shop.events.first, shop.blocks.n1, [n1[1]!, n1[0]!], shop.products.full), other);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ order: null, errors: "some tickets couldn't be created", error: { code: 'UNAVAILABLE' } });
    const orders = await t.app.db.selectFrom('orders').select('id').execute();
    expect(orders).toHaveLength(1);
    const tickets = await t.app.db.selectFrom('seat_tickets').select('seat_id').execute();
    expect(tickets.map((r) => r.seat_id)).toEqual([n1[0]]);
  });

  it('holds a pack seat once per event of the pack, sharing one pack group, price split exactly', async () => {
    const seat = shop.blocks.n1.seatIds[2]!;
    const res = await create(packCart('pack', shop.packId, shop.blocks.n1, [seat], shop.products.pack));
    expect(res.statusCode).toBe(200);
    const order = res.json().order;
    expect(order.grossAmount).toBe(9001);
    expect(order.ticketGroups).toHaveLength(1);
    expect(order.ticketGroups[0].packInfo).toEqual({ name: 'Two-match pack', type: 'pack', packId: shop.packId });
    expect(order.ticketGroups[0].seatTickets.map((s: { grossAmount: number }) => s.grossAmount)).toEqual([4501, 4500]);
    const rows = await t.app.db.selectFrom('seat_tickets').select(['event_id', 'pack_group']).execute();
    expect(rows.map((r) => r.event_id).sort()).toEqual([shop.events.first, shop.events.second].sort());
    expect(new Set(rows.map((r) => r.pack_group)).size).toBe(1);
  });

  it('refuses a pack seat taken for only one of its events', async () => {
    const seat = shop.blocks.n1.seatIds[3]!;
    const other = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'other@example.com' }));
    expect((await create(eventCart(shop.events.second, shop.blocks.n1, [seat], shop.products.full), other)).statusCode).toBe(200);
    const res = await create(packCart('season', shop.seasonId, shop.blocks.n1, [seat], shop.products.season));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('UNAVAILABLE');
  });

  it('requires a signed-in customer', async () => {
    const res = await create(eventCart(shop.events.first, shop.blocks.n1, [shop.blocks.n1.seatIds[0]!], shop.products.full), anonymousHeaders());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});
