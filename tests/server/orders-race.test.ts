import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { eventCart, seedShop } from './helpers/inventory-fixture.js';
import type { ShopFixture } from './helpers/inventory-fixture.js';

const BUYERS = 300;
let t: TestApp;
let shop: ShopFixture;

beforeAll(async () => {
  t = await createTestApp();
  // 4 rows x 6 seats per block: 24 seats in N1 for 300 buyers.
  shop = await seedShop(t.app.db, t.clock.now, { rows: 4, seatsPerRow: 6 });
});
afterAll(async () => t.close());

describe('300 concurrent create-order calls for overlapping seats', () => {
  it('gives every seat at most one holder, every loser UNAVAILABLE and no partial order', async () => {
    const pool = shop.blocks.n1.seatIds;
    const buyers = [];
    for (let i = 0; i < BUYERS; i++) {
      const customerId = await insertCustomer(t.app, { email: `racer${i}@example.com` });
      // Two or three seats, windows sliding over the pool so neighbours overlap.
      const size = 2 + (i % 2);
      const start = (i * 7) % (pool.length - size + 1);
      buyers.push({ customerId, headers: await signInHeaders(t.app, customerId), seats: pool.slice(start, start + size) });
    }
    const responses = await Promise.all(
      buyers.map((b) =>
        t.app.inject({
          method: 'POST',
          url: '/api/order/create-order-with-tickets',
          headers: b.headers,
          payload: eventCart(shop.events.first, shop.blocks.n1, b.seats, shop.products.full),
        }),
      ),
    );

    const winners = buyers.filter((_, i) => responses[i]!.statusCode === 200);
    responses.forEach((res) => {
      if (res.statusCode === 200) return;
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ order: null, errors: "some tickets couldn't be created", error: { code: 'UNAVAILABLE' } });
    });
    expect(winners.length).toBeGreaterThan(0);
    expect(winners.length).toBeLessThan(BUYERS);

    const doubles = await sql<{ n: number }>`select count(*) as n from (
      select event_id, seat_id from seat_tickets where active = 1 group by event_id, seat_id having count(*) > 1) d`.execute(t.app.db);
    expect(Number(doubles.rows[0]?.n)).toBe(0);

    const tickets = await t.app.db.selectFrom('seat_tickets').innerJoin('orders', 'orders.id', 'seat_tickets.order_id')
      .select(['orders.customer_id', 'seat_tickets.seat_id', 'seat_tickets.active']).execute();
    const heldBy = new Map<number, number>();
    for (const ticket of tickets) {
      expect(ticket.active).toBe(1);
      heldBy.set(ticket.seat_id, ticket.customer_id);
    }
    // Each winner holds exactly the seats asked for; each loser holds nothing at all.
    for (const w of winners) {
      const mine = tickets.filter((tk) => tk.customer_id === w.customerId).map((tk) => tk.seat_id).sort();
      expect(mine).toEqual([...w.seats].sort());
    }
    const winnerIds = new Set(winners.map((w) => w.customerId));
    expect(tickets.every((tk) => winnerIds.has(tk.customer_id))).toBe(true);
    const orders = await t.app.db.selectFrom('orders').select('customer_id').execute();
    expect(orders.map((o) => o.customer_id).sort()).toEqual([...winnerIds].sort());
    expect(heldBy.size).toBe(tickets.length);
  });
});
