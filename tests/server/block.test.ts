import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousHeaders, createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { eventCart, packCart, seedShop, shopWithBuyer } from './helpers/inventory-fixture.js';
import type { ShopFixture, ShopWithBuyer } from './helpers/inventory-fixture.js';
import type { BlockSeat } from '../../src/domain/offers.js';

let t: TestApp;
let shop: ShopFixture;
let post: ShopWithBuyer['post'];

beforeEach(async () => {
  ({ t, shop, post } = await shopWithBuyer());
});
afterEach(async () => t.close());

describe('POST /api/block', () => {
  it('answers the block\'s seats with availability, server prices and products', async () => {
    const n1 = shop.blocks.n1.seatIds;
    await post('/api/order/create-order-with-tickets', eventCart(shop.events.first, shop.blocks.n1, [n1[1]!], shop.products.full));
    const res = await post('/api/block', { eventId: shop.events.first, blockId: shop.blocks.n1.id }, anonymousHeaders());
    expect(res.statusCode).toBe(200);
    const { seats, resaleOffers } = res.json();
    expect(resaleOffers).toEqual([]);
    expect(seats).toHaveLength(10);
    expect(seats[0]).toEqual({
      id: n1[0], available: true, price: 3000, category: { id: shop.categories.a }, productIds: [shop.products.full, shop.products.reduced],
      mapIdentifier: null, row: 0, column: 0, rowName: 'A', seatNumber: '1', externalId: null, tickets: [],
    });
    expect(seats[1]).toMatchObject({ id: n1[1], available: false });
    // The same seat is free for the other event.
    const second = await post('/api/block', { eventId: shop.events.second, blockId: shop.blocks.n1.id });
    expect(second.json().seats[1].available).toBe(true);
  });

  it('finds a pack\'s block by stand and block name; a seat is available only if free for every event', async () => {
    const n1 = shop.blocks.n1.seatIds;
    await post('/api/order/create-order-with-tickets', eventCart(shop.events.second, shop.blocks.n1, [n1[2]!], shop.products.full));
    const res = await post('/api/block', { packId: shop.packId, standName: 'North', blockName: 'N1' });
    expect(res.statusCode).toBe(200);
    const seats = res.json().seats;
    expect(seats.find((s: BlockSeat) => s.id === n1[2]).available).toBe(false);
    expect(seats.find((s: BlockSeat) => s.id === n1[3])).toMatchObject({ available: true, price: 9001, productIds: [shop.products.pack] });
    // Category B is not sold in the pack.
    const n2 = await post('/api/block', { packId: shop.packId, standName: 'North', blockName: 'N2' });
    expect(n2.json().seats.every((s: BlockSeat) => s.available === false && s.price === null)).toBe(true);
    await post('/api/order/create-order-with-tickets', packCart('pack', shop.packId, shop.blocks.n1, [n1[4]!], shop.products.pack));
    const single = await post('/api/block', { eventId: shop.events.first, blockId: shop.blocks.n1.id });
    expect(single.json().seats.find((s: BlockSeat) => s.id === n1[4]).available).toBe(false);
  });

  it('answers 404 for unknown blocks, events or a block of another arena, 400 for bad queries', async () => {
    expect((await post('/api/block', { eventId: shop.events.first, blockId: 99999 })).json().error.code).toBe('BLOCK_NOT_FOUND');
    expect((await post('/api/block', { eventId: 99999, blockId: shop.blocks.n1.id })).statusCode).toBe(404);
    expect((await post('/api/block', { packId: shop.packId, standName: 'North', blockName: 'Z9' })).statusCode).toBe(404);
    for (const bad of [{}, { eventId: shop.events.first }, { eventId: 'one', blockId: 1 }, { eventId: 1, packId: 1, blockId: 1 }, { packId: shop.packId, blockName: 'N1' }]) {
      const res = await post('/api/block', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('requires sign-in when the seat map is closed to visitors', async () => {
    await t.close();
    t = await createTestApp({ config: { seatmapAccessibleWhenLoggedOut: false } });
    shop = await seedShop(t.app.db, t.clock.now);
    const res = await t.app.inject({ method: 'POST', url: '/api/block', headers: anonymousHeaders(), payload: { eventId: shop.events.first, blockId: shop.blocks.n1.id } });
    expect(res.statusCode).toBe(401);
  });
});
