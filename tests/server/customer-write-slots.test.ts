/**
 * One account sending many order writes at once: each waits in the database for the customer's
 * row while holding a connection, so the node takes only a double click's worth at a time from
 * one customer and refuses the rest at once; other fans' holds go through meanwhile, and the
 * customer's slots come back when their writes end, whatever their outcome.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { eventCart } from './helpers/inventory-fixture.js';
import { WRITES_IN_FLIGHT_PER_CUSTOMER, withCustomerWriteSlot } from '../../src/server/http/customer-write-slots.js';
import { AppError } from '../../src/server/errors.js';

/** SQLite answers each request's statements in one go, so only PostgreSQL overlaps a burst's writes. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('write slots of one server', () => {
  const app = { server: {} } as unknown as FastifyInstance;
  const deferred = () => {
    let settle!: (ok: boolean) => void;
    const promise = new Promise<string>((resolve, reject) => (settle = (ok) => (ok ? resolve('done') : reject(new Error('failed')))));
    return { promise, settle };
  };

  it('admits a few writes per customer at once, refuses the next, and frees a slot however a write ends', async () => {
    const writes = Array.from({ length: WRITES_IN_FLIGHT_PER_CUSTOMER }, deferred);
    const running = writes.map((write) => withCustomerWriteSlot(app, 7, () => write.promise));
    const refused = await withCustomerWriteSlot(app, 7, async () => 'ran').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect([(refused as AppError).statusCode, (refused as AppError).code]).toEqual([429, 'RATE_LIMITED']);
    // Another customer is not held back.
    await expect(withCustomerWriteSlot(app, 8, async () => 'ran')).resolves.toBe('ran');
    writes[0]!.settle(false);
    await expect(running[0]).rejects.toThrow('failed');
    await expect(withCustomerWriteSlot(app, 7, async () => 'ran')).resolves.toBe('ran');
    writes[1]!.settle(true);
    await expect(running[1]).resolves.toBe('done');
  });
});

describe.skipIf(!onPostgres)('a burst of one customer\'s holds on PostgreSQL', () => {
let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(async () => w.close());

const holdSeat = (seatIndex: number, headers: Record<string, string>) => w.t.app.inject({
  method: 'POST', url: '/api/order/create-order-with-tickets', headers,
  payload: eventCart(w.shop.events.first, w.shop.blocks.n1, [w.shop.blocks.n1.seatIds[seatIndex]!], w.shop.products.full),
});

it('refuses a customer\'s order writes beyond a few in flight, lets others through, and frees the slots after', async () => {
  const burst = await Promise.all([
    ...Array.from({ length: 8 }, (_, i) => holdSeat(i, w.buyer)),
    holdSeat(8, w.other),
  ]);
  const mine = burst.slice(0, 8);
  const refused = mine.filter((answer) => answer.statusCode === 429);
  // How many overlap depends on the machine; some always do, and none of them is lost.
  expect(refused.length).toBeGreaterThanOrEqual(1);
  expect(mine.every((answer) => answer.statusCode === 200 || answer.statusCode === 429)).toBe(true);
  expect(refused[0]!.json()).toMatchObject({ order: null, error: { code: 'UNKNOWN', details: { reason: 'RATE_LIMITED' } } });
  expect(mine.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(1);
  expect(burst[8]!.statusCode).toBe(200);
  // Refused writes changed nothing: the tickets held are those of the answers that said so.
  const held = await w.t.app.db.selectFrom('seat_tickets').innerJoin('orders', 'orders.id', 'seat_tickets.order_id')
    .select('seat_tickets.seat_id').where('orders.customer_id', '=', w.buyerId).where('seat_tickets.active', '=', 1).execute();
  expect(held.length).toBe(mine.filter((answer) => answer.statusCode === 200).length);
  // Every slot came back: the same customer's next writes are served.
  const cart = await holdSeat(9, w.buyer);
  expect(cart.statusCode).toBe(200);
  expect((await w.checkout(cart.json().order.orderId)).statusCode).toBe(200);
});

});
