/**
 * Holds racing for the same seats on one node (services/orders/in-flight-holds.ts), through the
 * real routes and database (the races on PostgreSQL, `npm run test:pg`): the loser learns which
 * seats it lost, a hold that fails lets the next one through, and a customer's own cart sent twice
 * is never refused as if another fan held it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { eventCart, seedShop } from './helpers/inventory-fixture.js';
import type { ShopFixture } from './helpers/inventory-fixture.js';
import { inFlightSeatHolds } from '../../src/server/services/orders/in-flight-holds.js';

/**
 * Parks the first statement a hold sends once its seats are in flight, until released: the test
 * then knows the first hold is inside its transaction while the second one arrives.
 */
class HoldGate implements KyselyPlugin {
  private armed = false;
  private release: () => void = () => undefined;
  parked: Promise<void> = Promise.resolve();
  arm(): void {
    this.armed = true;
    let reached!: () => void;
    this.parked = new Promise((resolve) => (reached = resolve));
    const opened = new Promise<void>((resolve) => (this.release = resolve));
    this.waitAtGate = async () => {
      reached();
      await opened;
    };
  }
  open(): void {
    this.release();
  }
  private waitAtGate: () => Promise<void> = async () => undefined;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.armed && inFlightSeatHolds(t.app).size > 0) {
      this.armed = false;
      await this.waitAtGate();
    }
    return args.result;
  }
}

let t: TestApp;
let shop: ShopFixture;
let gate: HoldGate;
beforeEach(async () => {
  gate = new HoldGate();
  t = await createTestApp({ plugins: [gate] });
  shop = await seedShop(t.app.db, t.clock.now);
});
afterEach(async () => t.close());

/** A seat of block N1 by index (negative: from the end). */
const seat = (index: number) => shop.blocks.n1.seatIds.at(index)!;
const hold = (headers: Record<string, string>, seatIds: number[]) => t.app.inject({
  method: 'POST', url: '/api/order/create-order-with-tickets', headers,
  payload: eventCart(shop.events.first, shop.blocks.n1, seatIds, shop.products.full),
});
/** A signed-in fan whose session the server has already read once (a seat far from the race held). */
const fan = async (name: string, warmSeat: number) => {
  const headers = await signInHeaders(t.app, await insertCustomer(t.app, { email: `${name}@example.com` }));
  const warm = await hold(headers, [seat(warmSeat)]);
  expect(warm.statusCode, warm.body).toBe(200);
  return headers;
};
/** The first hold parked inside its transaction, then the second sent and seen waiting on it. */
async function race(first: () => Promise<LightResponse>, second: () => Promise<LightResponse>): Promise<[LightResponse, LightResponse]> {
  gate.arm();
  const firstAnswer = first();
  await gate.parked;
  const secondAnswer = second();
  for (let tries = 0; inFlightSeatHolds(t.app).waiting === 0; tries++) {
    if (tries > 400) {
      gate.open();
      throw new Error('the second hold never waited on the first');
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  gate.open();
  return Promise.all([firstAnswer, secondAnswer]);
}
type LightResponse = Awaited<ReturnType<typeof hold>>;

const activeHolders = async (seatId: number) => (await t.app.db.selectFrom('seat_tickets').select('order_id')
  .where('seat_id', '=', seatId).where('event_id', '=', shop.events.first).where('active', '=', 1).execute()).length;

/** SQLite has one connection, which the parked transaction holds: the second request cannot come near. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('holds of the same seats sent at the same moment, on PostgreSQL', () => {
  it('gives the seat to the first fan and tells the second, who waited on it, which seat they lost', async () => {
    const [ana, ben] = [await fan('ana', -1), await fan('ben', -2)];
    const [anas, bens] = await race(() => hold(ana, [seat(0), seat(1)]), () => hold(ben, [seat(1), seat(2)]));
    expect(anas.statusCode, anas.body).toBe(200);
    expect(bens.statusCode).toBe(409);
    expect(bens.json()).toMatchObject({ order: null, error: { code: 'UNAVAILABLE', details: { seatIds: [seat(1)] } } });
    expect(await activeHolders(seat(1))).toBe(1);
    // Ben's other seat stays free for the next fan.
    expect(await activeHolders(seat(2))).toBe(0);
    expect(inFlightSeatHolds(t.app).size).toBe(0);
  });

  it('lets the next fan hold a seat whose first hold failed on another seat', async () => {
    const [ana, ben, cleo] = [await fan('ana', -1), await fan('ben', -2), await fan('cleo', -3)];
    expect((await hold(cleo, [seat(5)])).statusCode).toBe(200);
    // Ana's hold fails on seat 5 (Cleo's); Ben's, waiting on it, must not be refused for seat 4.
    const [anas, bens] = await race(() => hold(ana, [seat(4), seat(5)]), () => hold(ben, [seat(4)]));
    expect(anas.statusCode).toBe(409);
    expect(anas.json().error.details.seatIds).toEqual([seat(5)]);
    expect(bens.statusCode, bens.body).toBe(200);
    expect(await activeHolders(seat(4))).toBe(1);
  });

});

describe('one fan sending a cart twice at once', () => {
  it('keeps a cart sent twice at once by the same fan: neither is refused as taken', async () => {
    const ana = await fan('ana', -1);
    const [once, twice] = await Promise.all([hold(ana, [seat(7)]), hold(ana, [seat(7)])]);
    expect([once.statusCode, twice.statusCode]).toEqual([200, 200]);
    expect(await activeHolders(seat(7))).toBe(1);
  });
});
