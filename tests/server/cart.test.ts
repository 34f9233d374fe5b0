import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { eventCart, packCart, poster, seedShop } from './helpers/inventory-fixture.js';
import type { ShopFixture } from './helpers/inventory-fixture.js';

let t: TestApp;
let shop: ShopFixture;
let headers: Record<string, string>;

beforeEach(async () => {
  t = await createTestApp();
  shop = await seedShop(t.app.db, t.clock.now);
  headers = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'buyer@example.com' }));
});
afterEach(async () => t.close());

const cart = async (h: Record<string, string> = headers) => (await t.app.inject({ method: 'GET', url: '/api/cart', headers: h })).json();

describe('GET /api/cart', () => {
  it('is empty for a visitor and for a customer without a cart', async () => {
    const empty = { orderId: null, seatTicketIds: [], ancillaryTicketIds: [], promoCodeIds: [], ticketGroups: [], cartCount: 0, totalPrice: 0, expiryDatetime: null };
    expect(await cart({})).toEqual(empty);
    expect(await cart()).toEqual(empty);
  });

  it('summarises the current on-hold order: ids, groups, count, total and expiry', async () => {
    const post = poster(t.app, headers);
    const n1 = shop.blocks.n1.seatIds;
    await post('/api/order/create-order-with-tickets', eventCart(shop.events.first, shop.blocks.n1, [n1[0]!, n1[1]!], shop.products.full, { options: [shop.ancillaries.card] }));
    const res = await post('/api/order/create-order-with-tickets', packCart('season', shop.seasonId, shop.blocks.n1, [n1[2]!], shop.products.season));
    const order = res.json().order;
    const summary = await cart();
    expect(summary.orderId).toBe(order.orderId);
    expect(summary.seatTicketIds).toHaveLength(4);
    expect(summary.ancillaryTicketIds).toHaveLength(1);
    expect(summary.promoCodeIds).toEqual([]);
    // Two single seats, one season seat (two events), one plastic card.
    expect(summary.cartCount).toBe(4);
    expect(summary.ticketGroups[2].packInfo).toEqual({ name: 'Season 2026', type: 'season', packId: shop.seasonId });
    expect(summary.totalPrice).toBe(6000 * 2 + 500 + 20000);
    expect(summary.expiryDatetime).toBe(order.expiryDatetime);
    // Another customer sees nothing of it.
    const other = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'other@example.com' }));
    expect((await cart(other)).orderId).toBeNull();
  });
});
