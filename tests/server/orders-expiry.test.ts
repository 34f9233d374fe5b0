import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { eventCart, poster, seedShop } from './helpers/inventory-fixture.js';
import type { ShopFixture } from './helpers/inventory-fixture.js';
import { sweepExpiredOrders } from '../../src/server/services/orders/expiry-sweeper.js';
import type { BlockSeat } from '../../src/domain/offers.js';

const CREATE = '/api/order/create-order-with-tickets';
let t: TestApp;
let shop: ShopFixture;
let post: ReturnType<typeof poster>;
let buyer: Record<string, string>;
let other: Record<string, string>;

beforeEach(async () => {
  t = await createTestApp({ config: { defaultOrderExpiryTimeInSeconds: 600 } });
  shop = await seedShop(t.app.db, t.clock.now);
  buyer = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'buyer@example.com' }));
  post = poster(t.app, buyer);
  other = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'other@example.com' }));
});
afterEach(async () => t.close());

const advance = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};
const seat = () => shop.blocks.n1.seatIds[0]!;
const hold = (headers?: Record<string, string>) => post(CREATE, eventCart(shop.events.first, shop.blocks.n1, [seat()], shop.products.full), headers);
const orderStatus = async (id: number) => (await t.app.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('hold expiry', () => {
  it('sets the expiry from defaultOrderExpiryTimeInSeconds on the server clock', async () => {
    const res = await hold();
    expect(res.json().order.expiryDatetime).toBe(new Date(t.clock.now.getTime() + 600_000).toISOString());
  });

  it('an expired hold never blocks a buyer: the seat is freed inside the buying transaction', async () => {
    const first = (await hold()).json().order;
    advance(599);
    expect((await hold(other)).statusCode).toBe(409);
    advance(1);
    const res = await hold(other);
    expect(res.statusCode).toBe(200);
    expect(await orderStatus(first.orderId)).toBe('abandoned');
    const tickets = await t.app.db.selectFrom('seat_tickets').select(['order_id', 'active', 'state']).orderBy('id').execute();
    expect(tickets).toEqual([
      { order_id: first.orderId, active: 0, state: 'failed' },
      { order_id: res.json().order.orderId, active: 1, state: 'in_progress' },
    ]);
  });

  it('shows an expired hold\'s seat as available at read time, before any sweep', async () => {
    await hold();
    const block = () => post('/api/block', { eventId: shop.events.first, blockId: shop.blocks.n1.id });
    expect((await block()).json().seats.find((s: BlockSeat) => s.id === seat()).available).toBe(false);
    advance(601);
    expect((await block()).json().seats.find((s: BlockSeat) => s.id === seat()).available).toBe(true);
  });

  it('the sweep abandons expired holds but skips orders with a payment in progress', async () => {
    const a = (await hold()).json().order;
    const b = (await post(CREATE, eventCart(shop.events.first, shop.blocks.n1, [shop.blocks.n1.seatIds[1]!], shop.products.full), other)).json().order;
    await t.app.db.updateTable('orders').set({ has_transaction_in_progress: 1 }).where('id', '=', b.orderId).execute();
    expect(await sweepExpiredOrders(t.app)).toBe(0);
    advance(700);
    expect(await sweepExpiredOrders(t.app)).toBe(1);
    expect(await orderStatus(a.orderId)).toBe('abandoned');
    expect(await orderStatus(b.orderId)).toBe('onhold');
    const active = await t.app.db.selectFrom('seat_tickets').select('order_id').where('active', '=', 1).execute();
    expect(active.map((r) => r.order_id)).toEqual([b.orderId]);
  });

  it('reads expire the customer\'s stale cart and refuse changes to it', async () => {
    const order = (await hold()).json().order;
    const cart = async () => (await t.app.inject({ method: 'GET', url: '/api/cart', headers: buyer })).json();
    expect((await cart()).orderId).toBe(order.orderId);
    advance(601);
    expect((await post('/api/order/update-tickets-on-order', { orderId: order.orderId, ticketIds: [] })).json().error.code).toBe('ORDER_EXPIRED');
    expect(await cart()).toMatchObject({ orderId: null, cartCount: 0 });
    expect(await orderStatus(order.orderId)).toBe('abandoned');
    const fetched = await post('/api/order/fetch-order', { orderIds: [order.orderId] });
    expect(fetched.json().orders[0].status).toBe('abandoned');
  });
});

describe('the periodic sweep started by the app', () => {
  it('abandons an expired hold without any request, and stops when the app closes', async () => {
    process.env.ORDER_SWEEP_INTERVAL_MS = '20';
    const swept = await createTestApp({ config: { defaultOrderExpiryTimeInSeconds: 60 } });
    delete process.env.ORDER_SWEEP_INTERVAL_MS;
    try {
      const fx = await seedShop(swept.app.db, swept.clock.now);
      const headers = await signInHeaders(swept.app, await insertCustomer(swept.app, { email: 'late@example.com' }));
      const res = await poster(swept.app, headers)(CREATE, eventCart(fx.events.first, fx.blocks.n1, [fx.blocks.n1.seatIds[0]!], fx.products.full));
      const orderId: number = res.json().order.orderId;
      swept.clock.now = new Date(swept.clock.now.getTime() + 61_000);
      // Wait for the timer, not for a fixed time: poll until the sweep has run (bounded).
      let status = 'onhold';
      for (let i = 0; i < 200 && status === 'onhold'; i++) {
        await new Promise((r) => setTimeout(r, 20));
        status = (await swept.app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
      }
      expect(status).toBe('abandoned');
    } finally {
      await swept.close();
    }
  });
});
