/** How a hold writes its tickets: the order's amounts right on both databases, and on PostgreSQL the writes that follow each other sent as one statement. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { eventCart, seedShop } from './helpers/inventory-fixture.js';
import type { ShopFixture } from './helpers/inventory-fixture.js';

let t: TestApp;
let shop: ShopFixture;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t.app.db, t.clock.now, { rows: 2, seatsPerRow: 6 });
});
afterAll(async () => t.close());

/** The statements sent to PostgreSQL while `run` runs, by their first words. */
const sent: string[] = [];
const clientPrototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
const send = clientPrototype.query;
afterEach(() => {
  clientPrototype.query = send;
});
async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  sent.length = 0;
  clientPrototype.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as { text?: string } | string;
    const text = (typeof first === 'string' ? first : first?.text ?? '').trim().toLowerCase();
    sent.push(text.split(/\s+/).slice(0, 4).join(' '));
    return send.apply(this, args);
  };
  await run();
  clientPrototype.query = send;
  return [...sent];
}

async function hold(headers: Record<string, string>, seatIds: number[]) {
  const res = await t.app.inject({
    method: 'POST', url: '/api/order/create-order-with-tickets', headers,
    payload: eventCart(shop.events.first, shop.blocks.n1, seatIds, shop.products.full),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ order: { orderId: number } }>().order.orderId;
}

async function amountsAndTicketSum(orderId: number) {
  const order = await t.app.db.selectFrom('orders').select(['gross_amount', 'discount_amount']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const tickets = await t.app.db.selectFrom('seat_tickets').select(['gross_amount', 'discount_amount']).where('order_id', '=', orderId).execute();
  return {
    order: { gross: Number(order.gross_amount), discount: Number(order.discount_amount) },
    tickets: { gross: tickets.reduce((s, r) => s + Number(r.gross_amount), 0), discount: tickets.reduce((s, r) => s + Number(r.discount_amount), 0) },
    count: tickets.length,
  };
}

describe('a hold writing its tickets', () => {
  it('keeps the order carrying the sum of its tickets when a hold creates it and when more seats join it', async () => {
    const headers = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'sums@example.com' }));
    const seats = shop.blocks.n1.seatIds;
    const orderId = await hold(headers, seats.slice(0, 2));
    const created = await amountsAndTicketSum(orderId);
    expect(created.count).toBe(2);
    expect(created.order.gross).toBeGreaterThan(0);
    expect(created.order).toEqual(created.tickets);

    expect(await hold(headers, seats.slice(2, 5))).toBe(orderId);
    const joined = await amountsAndTicketSum(orderId);
    expect(joined.count).toBe(5);
    expect(joined.order).toEqual(joined.tickets);
    expect(joined.order.gross).toBe(created.order.gross * 2.5);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, creates the order with its tickets in one statement, and joins the cart in two (its lock read with the seats, the tickets inserted with the new sums)', async () => {
    const headers = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'writes@example.com' }));
    const seats = shop.blocks.n1.seatIds.slice(6);
    const isWrite = (text: string) => /^(insert|update|delete|with)\b/.test(text);
    let orderId = 0;
    // The session's read, begin, the sale context (the customer's lock in it), the unpaid orders,
    // the seats, the write, commit and the order's view.
    const created = await statementsDuring(async () => (orderId = await hold(headers, seats.slice(0, 2))));
    expect(created.filter(isWrite)).toEqual(['with placed as (insert']);
    expect(created).toHaveLength(8); // was 9 (the order's insert, then its tickets')
    const joined = await statementsDuring(() => hold(headers, seats.slice(2, 4)));
    expect(joined.filter(isWrite)).toEqual(['with locked as (', 'with added as (']);
    // The session now from the node's cache, the cart's lock read with the seats: 7 (was 9).
    expect(joined).toHaveLength(7);
    const after = await amountsAndTicketSum(orderId);
    expect(after.count).toBe(4);
    expect(after.order).toEqual(after.tickets);
  });
});
