/**
 * The statements one seat hold sends to the database, counted on the dialect the suite runs on
 * (SQLite here, PostgreSQL under `npm run test:pg`). Holds are the on-sale day's hot path: each
 * statement is a round trip on PostgreSQL, so one more shows up in every buyer's wait.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { eventCart, seedShop } from './helpers/inventory-fixture.js';
import type { ShopFixture } from './helpers/inventory-fixture.js';

/**
 * Counts the statements the app runs through Kysely (each result it gets back). Transaction
 * begin and commit go straight to the driver and are not counted; bench:server, which counts at
 * the PostgreSQL driver, adds those two.
 */
class StatementCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.count += 1;
    return args.result;
  }
}

/**
 * Today's counts, per dialect. A change that adds a statement to a hold fails here: run
 * `npm run bench:server` (and `-- --db postgres`) to see what it costs before raising a bound.
 */
const MAX_STATEMENTS = {
  sqlite: { newOrder: 8, addSeat: 8 },
  // The customer's lock rides in the event query, a new order goes in with its tickets, and a
  // seat added reads the wanted seats with the cart's lock (services/orders/hold-tickets.ts,
  // db/repositories/cart-lock-seat-read.ts): PostgreSQL sends fewer.
  postgres: { newOrder: 6, addSeat: 5 },
} as const;

let t: TestApp;
let shop: ShopFixture;
let counter: StatementCounter;
beforeEach(async () => {
  counter = new StatementCounter();
  t = await createTestApp({ plugins: [counter] });
  shop = await seedShop(t.app.db, t.clock.now);
});
afterEach(async () => t.close());

describe('statements of one seat hold', () => {
  it('stays within today\'s count for a new order and for a seat added to it', async () => {
    const headers = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'buyer@example.com' }));
    const hold = async (seatIndex: number, orderId?: number) => {
      const seatId = shop.blocks.n1.seatIds[seatIndex]!;
      const cart = eventCart(shop.events.first, shop.blocks.n1, [seatId], shop.products.full, orderId === undefined ? {} : { orderId });
      const tickets = cart.tickets.map((ticket) => ({ ...ticket, holderInfo: { firstName: 'Ada', lastName: 'Lovelace' } }));
      counter.count = 0;
      const res = await t.app.inject({ method: 'POST', url: '/api/order/create-order-with-tickets', headers, payload: { ...cart, tickets } });
      expect(res.statusCode, res.body).toBe(200);
      return { statements: counter.count, orderId: (res.json() as { order: { orderId: number } }).order.orderId };
    };
    // The session is read once, then kept by the session cache: warm it as a buyer's page load does.
    await t.app.inject({ method: 'GET', url: '/api/customer', headers });
    const first = await hold(0);
    const second = await hold(1, first.orderId);
    expect(second.orderId).toBe(first.orderId);
    const max = MAX_STATEMENTS[t.app.dialect];
    const advice = 'more statements per seat hold than today: see what `npm run bench:server` says before raising this bound';
    expect(first.statements, `new order: ${advice}`).toBeLessThanOrEqual(max.newOrder);
    expect(second.statements, `seat added to the order: ${advice}`).toBeLessThanOrEqual(max.addSeat);
  });
});
