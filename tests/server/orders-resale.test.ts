import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { eventCart, poster, seedShop } from './helpers/inventory-fixture.js';
import type { ShopFixture } from './helpers/inventory-fixture.js';
import type { BlockSeat } from '../../src/domain/offers.js';

const CREATE = '/api/order/create-order-with-tickets';
let t: TestApp;
let shop: ShopFixture;
let sellerId: number;
let listingId: number;
let sellerTicketId: number;
const buyers: ReturnType<typeof poster>[] = [];

/** A confirmed ticket of the seller on N1's first seat, listed for resale at 4200 cents. */
beforeEach(async () => {
  t = await createTestApp();
  shop = await seedShop(t.app.db, t.clock.now);
  sellerId = await insertCustomer(t.app, { email: 'seller@example.com' });
  const seller = poster(t.app, await signInHeaders(t.app, sellerId));
  const order = (await seller(CREATE, eventCart(shop.events.first, shop.blocks.n1, [shop.blocks.n1.seatIds[0]!], shop.products.full))).json().order;
  await t.app.db.updateTable('orders').set({ status: 'confirmed' }).where('id', '=', order.orderId).execute();
  sellerTicketId = order.ticketGroups[0].seatTickets[0].id;
  await t.app.db.updateTable('seat_tickets').set({ state: 'confirmed' }).where('id', '=', sellerTicketId).execute();
  listingId = (await t.app.db.insertInto('resale_listings').values({
    seat_ticket_id: sellerTicketId, seller_customer_id: sellerId, price: 4200, status: 'on_sale', created_at: t.clock.now.toISOString(),
  }).returning('id').executeTakeFirstOrThrow()).id;
  buyers.length = 0;
  for (const email of ['a@example.com', 'b@example.com']) buyers.push(poster(t.app, await signInHeaders(t.app, await insertCustomer(t.app, { email }))));
});
afterEach(async () => t.close());

const resaleCart = () => {
  const cart = eventCart(shop.events.first, shop.blocks.n1, [shop.blocks.n1.seatIds[0]!], shop.products.resale);
  cart.tickets[0]!.offer.isFromResale = true;
  return cart;
};

describe('buying a resold seat', () => {
  it('lists the seat as a resale offer in the block answer', async () => {
    const res = await buyers[0]!('/api/block', { eventId: shop.events.first, blockId: shop.blocks.n1.id });
    expect(res.json().resaleOffers).toEqual([{ productId: shop.products.resale, price: 4200, seats: [{ seatId: shop.blocks.n1.seatIds[0], price: 4200 }] }]);
    const seat = res.json().seats.find((s: BlockSeat) => s.id === shop.blocks.n1.seatIds[0]);
    expect(seat).toMatchObject({ available: true, price: 4200, productIds: [shop.products.resale] });
  });

  it('does not offer the seller their own listing in the block answer (REST and GraphQL), while another customer is offered it', async () => {
    const seller = poster(t.app, await signInHeaders(t.app, sellerId));
    const listedSeat = shop.blocks.n1.seatIds[0]!;
    const block = { eventId: shop.events.first, blockId: shop.blocks.n1.id };

    const own = (await seller('/api/block', block)).json();
    expect(own.resaleOffers).toEqual([]);
    // Named, so the seat picker shows it taken to this fan alone (the shared seat status still says resale).
    expect(own.ownListingSeatIds).toEqual([listedSeat]);
    expect(own.seats.find((s: BlockSeat) => s.id === listedSeat)).toMatchObject({ available: false, price: null, productIds: [], tickets: [] });
    // The rest of the block is unchanged for the seller.
    expect(own.seats.find((s: BlockSeat) => s.id === shop.blocks.n1.seatIds[2])).toMatchObject({ available: true });

    const other = (await buyers[0]!('/api/block', block)).json();
    expect(other.resaleOffers).toEqual([{ productId: shop.products.resale, price: 4200, seats: [{ seatId: listedSeat, price: 4200 }] }]);
    expect(other.ownListingSeatIds).toEqual([]);
    expect(other.seats.find((s: BlockSeat) => s.id === listedSeat)).toMatchObject({ available: true, price: 4200 });

    const query = `query($ids: [ID!]!, $eventId: ID) { blocks(blockIds: $ids, eventId: $eventId) { seats { id available price productIds } } }`;
    const gqlSeat = async (ask: typeof seller) => {
      const res = await ask('/api/proxy/graphql', { query, variables: { ids: [shop.blocks.n1.id], eventId: shop.events.first } });
      return (res.json().data.blocks[0].seats as BlockSeat[]).find((s) => s.id === listedSeat);
    };
    expect(await gqlSeat(seller)).toEqual({ id: listedSeat, available: false, price: null, productIds: [] });
    expect(await gqlSeat(buyers[0]!)).toEqual({ id: listedSeat, available: true, price: 4200, productIds: [shop.products.resale] });
  });

  it('holds the listing (pending) at the seller\'s price while the seller keeps the seat until payment', async () => {
    const res = await buyers[0]!(CREATE, resaleCart());
    expect(res.statusCode).toBe(200);
    const order = res.json().order;
    expect(order.grossAmount).toBe(4200);
    expect(order.ticketGroups[0].seatTickets[0]).toMatchObject({ isFromResale: true, productName: 'Resale' });
    const listing = await t.app.db.selectFrom('resale_listings').select('status').where('id', '=', listingId).executeTakeFirstOrThrow();
    expect(listing.status).toBe('pending');
    const seller = await t.app.db.selectFrom('seat_tickets').select(['active']).where('id', '=', sellerTicketId).executeTakeFirstOrThrow();
    expect(seller.active).toBe(1);
    // Nobody else can take it meanwhile.
    expect((await buyers[1]!(CREATE, resaleCart())).json().error.code).toBe('UNAVAILABLE');
    // Abandoning puts it back on sale.
    await buyers[0]!('/api/order/abandon', { orderId: order.orderId });
    expect((await t.app.db.selectFrom('resale_listings').select('status').where('id', '=', listingId).executeTakeFirstOrThrow()).status).toBe('on_sale');
    expect((await buyers[1]!(CREATE, resaleCart())).statusCode).toBe(200);
  });

  it('an expired claim never blocks the next buyer: it ends inside that buyer\'s hold, before any sweep', async () => {
    const first = (await buyers[0]!(CREATE, resaleCart())).json().order;
    t.clock.now = new Date(Date.parse(first.expiryDatetime) + 1000);
    const res = await buyers[1]!(CREATE, resaleCart());
    expect(res.statusCode).toBe(200);
    const orders = await t.app.db.selectFrom('orders').select(['id', 'status']).where('id', 'in', [first.orderId, res.json().order.orderId]).orderBy('id').execute();
    expect(orders.map((o) => o.status)).toEqual(['abandoned', 'onhold']);
    expect((await t.app.db.selectFrom('resale_listings').select('status').where('id', '=', listingId).executeTakeFirstOrThrow()).status).toBe('pending');
  });

  it('lets exactly one of two concurrent buyers claim a listing', async () => {
    const results = await Promise.all([buyers[0]!(CREATE, resaleCart()), buyers[1]!(CREATE, resaleCart())]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const claims = await t.app.db.selectFrom('seat_tickets').select('id').where('resale_listing_id', '=', listingId).where('state', '=', 'in_progress').execute();
    expect(claims).toHaveLength(1);
  });

  it('the database refuses a second claim on one listing even if the application did not check', async () => {
    await buyers[0]!(CREATE, resaleCart());
    const claim = await t.app.db.selectFrom('seat_tickets').selectAll().where('resale_listing_id', '=', listingId).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = claim;
    await expect(t.app.db.insertInto('seat_tickets').values(copy).execute()).rejects.toThrow();
  });

  it('refuses buying a seat on sale as a direct sale, and one\'s own listing', async () => {
    expect((await buyers[0]!(CREATE, eventCart(shop.events.first, shop.blocks.n1, [shop.blocks.n1.seatIds[0]!], shop.products.full))).json().error.code).toBe('UNAVAILABLE');
    const seller = poster(t.app, await signInHeaders(t.app, sellerId));
    expect((await seller(CREATE, resaleCart())).json().error.details.reason).toBe('OWN_RESALE_TICKET');
  });
});
