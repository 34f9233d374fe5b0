import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { insertCustomer, signInHeaders } from './helpers/test-app.js';
import { runWaitingRoomCommand } from '../../src/server/cli/admin-waiting-room.js';
import { eventCart, packCart } from './helpers/inventory-fixture.js';
import { createOrderWithTickets } from '../../src/server/services/orders/create-order.js';
import { parseCreateOrder } from '../../src/domain/cart-payload.js';

const parsedCart = (body: unknown) => {
  const parsed = parseCreateOrder(body);
  if (!parsed.ok) throw new Error('bad cart');
  return parsed.value;
};

let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(() => w.close());

const eventId = () => w.shop.events.first;
const statusUrl = () => `/api/waiting-room/event/${eventId()}`;
const at = (iso: string) => {
  w.t.clock.now = new Date(iso);
};
// The world's clock starts at 2026-11-22T12:00:00Z; the on-sale opens ten minutes later.
const OPENS = '2026-11-22T12:10:00.000Z';

async function openRoom(perMinute: number, minutes = 15): Promise<void> {
  const lines: string[] = [];
  expect(await runWaitingRoomCommand(['waiting-room', 'event', String(eventId()), 'on', OPENS, String(perMinute), String(minutes)], w.t.app, (line) => lines.push(line))).toBe(0);
}

async function join(headers: Record<string, string>) {
  const res = await w.t.app.inject({ method: 'POST', url: `${statusUrl()}/join`, headers });
  expect(res.statusCode).toBe(200);
  return res;
}

/** The headers plus the admission cookie an admitted status answer set. */
function withAdmission(headers: Record<string, string>, res: { cookies: { name: string; value: string }[] }): Record<string, string> {
  const cookie = res.cookies.find((c) => c.name === `admission-event-${eventId()}`);
  expect(cookie).toBeDefined();
  return { ...headers, cookie: `${headers.cookie}; ${cookie!.name}=${cookie!.value}` };
}

let fanCount = 0;
async function fans(count: number): Promise<Record<string, string>[]> {
  const out: Record<string, string>[] = [];
  for (let i = 0; i < count; i++) out.push(await signInHeaders(w.t.app, await insertCustomer(w.t.app, { email: `queue${fanCount++}@example.com` })));
  return out;
}

/** A valid one-seat cart of the event. */
const cart = () => {
  const built = eventCart(eventId(), w.shop.blocks.n1, [w.shop.blocks.n1.seatIds[5]!], w.shop.products.full);
  return { ...built, tickets: built.tickets.map((ticket) => ({ ...ticket, holderInfo: { firstName: 'Ada', lastName: 'Lovelace' } })) };
};

describe('waiting room', () => {
  it('is off unless configured: the status says so and booking needs no admission', async () => {
    expect((await w.t.app.inject({ method: 'GET', url: statusUrl() })).json()).toEqual({ active: false });
    await expect(w.hold(1)).resolves.toBeGreaterThan(0);
  });

  it('refuses a booking that skipped the queue, with a code', async () => {
    await openRoom(60);
    at('2026-11-22T12:30:00.000Z');
    const res = await w.post('/api/order/create-order-with-tickets', cart());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ADMISSION_REQUIRED');
    const added = await w.post('/api/add-tickets', { ...cart(), orderId: 1, heldSeatIds: [] });
    expect(added.json().error.code).toBe('ADMISSION_REQUIRED');
    // The service itself, called without a way to check admissions, refuses too.
    const customer = { id: (await w.t.app.db.selectFrom('customers').select('id').executeTakeFirstOrThrow()).id, email: 'x', firstName: 'x', isEarlyBird: false };
    await expect(createOrderWithTickets(w.t.app, customer, parsedCart(cart()))).rejects.toMatchObject({ code: 'ADMISSION_REQUIRED' });
    expect(await w.t.app.db.selectFrom('seat_tickets').select('id').execute()).toEqual([]);
  });

  it('guards a pack on its own: its booking needs an admission, the event alone does not', async () => {
    const lines: string[] = [];
    expect(await runWaitingRoomCommand(['waiting-room', 'pack', String(w.shop.packId), 'on', OPENS, '60', '15'], w.t.app, (line) => lines.push(line))).toBe(0);
    at('2026-11-22T12:30:00.000Z');
    const pack = await w.post('/api/order/create-order-with-tickets', packCart('pack', w.shop.packId, w.shop.blocks.n1, [w.shop.blocks.n1.seatIds[7]!], w.shop.products.pack));
    expect(pack.statusCode).toBe(403);
    expect(pack.json().error.code).toBe('ADMISSION_REQUIRED');
    await expect(w.hold(1)).resolves.toBeGreaterThan(0);
  });

  it('draws the early arrivals in random order, queues later ones behind them, and lets them through at the rate', async () => {
    await openRoom(2);
    const early = await fans(6);
    for (const headers of early) {
      const res = await join(headers);
      expect(res.json()).toMatchObject({ active: true, state: 'before_opening', opensAt: OPENS });
    }
    at('2026-11-22T12:10:01.000Z');
    const late = (await fans(1))[0]!;
    expect((await join(late)).json()).toMatchObject({ state: 'waiting', position: 7, estimatedWaitSeconds: 210 });
    // Positions of the early arrivals are 1..6 in some order; the rank rows say it was drawn, not arrival order.
    const positions = await Promise.all(early.map(async (headers) => (await w.t.app.inject({ method: 'GET', url: statusUrl(), headers })).json().position as number));
    expect([...positions].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const ranks = await w.t.app.db.selectFrom('waiting_room_entries').select('rank').orderBy('arrived_at').execute();
    expect(ranks.slice(0, 6).every((row) => row.rank >= 0 && row.rank < 1)).toBe(true);
    expect(ranks[6]!.rank).toBeGreaterThan(1);

    // Two a minute: after 60 s the first two places are through, the third waits.
    at('2026-11-22T12:11:00.000Z');
    const first = early[positions.indexOf(1)]!;
    const third = early[positions.indexOf(3)]!;
    const admitted = await w.t.app.inject({ method: 'GET', url: statusUrl(), headers: first });
    expect(admitted.json()).toMatchObject({ state: 'admitted', admittedUntil: '2026-11-22T12:25:30.000Z' });
    expect((await w.t.app.inject({ method: 'GET', url: statusUrl(), headers: third })).json()).toMatchObject({ state: 'waiting', position: 1 });
    expect((await w.t.app.inject({ method: 'GET', url: statusUrl(), headers: late })).json()).toMatchObject({ state: 'waiting', position: 5 });
  });

  it('books with a valid admission; refuses a forged one, another fan’s and an expired one', async () => {
    await openRoom(60, 10);
    await join(w.buyer);
    at('2026-11-22T12:10:30.000Z');
    const status = await w.t.app.inject({ method: 'GET', url: statusUrl(), headers: w.buyer });
    expect(status.json().state).toBe('admitted');
    const admittedBuyer = withAdmission(w.buyer, status);
    await expect(w.hold(1, admittedBuyer)).resolves.toBeGreaterThan(0);

    const token = status.cookies.find((c) => c.name === `admission-event-${eventId()}`)!.value;
    const forged = `${token.slice(0, -4)}AAAA`;
    const forgedHeaders = { ...w.buyer, cookie: `${w.buyer.cookie}; admission-event-${eventId()}=${forged}` };
    expect((await w.post('/api/order/create-order-with-tickets', cart(), forgedHeaders)).json().error.code).toBe('ADMISSION_INVALID');
    const othersHeaders = { ...w.other, cookie: `${w.other.cookie}; admission-event-${eventId()}=${token}` };
    expect((await w.post('/api/order/create-order-with-tickets', cart(), othersHeaders)).json().error.code).toBe('ADMISSION_INVALID');

    at('2026-11-22T12:21:00.000Z');
    const late = await w.post('/api/order/create-order-with-tickets', cart(), admittedBuyer);
    expect(late.statusCode).toBe(403);
    expect(late.json().error.code).toBe('ADMISSION_EXPIRED');
    expect((await w.t.app.inject({ method: 'GET', url: statusUrl(), headers: w.buyer })).json().state).toBe('expired');
    // Joining again queues the fan at the back.
    expect((await join(w.buyer)).json().state).toBe('admitted');
  });

  it('needs a session to join, and answers 400 to a bad kind', async () => {
    await openRoom(60);
    expect((await w.t.app.inject({ method: 'GET', url: statusUrl() })).json()).toEqual({ active: true, opensAt: OPENS, state: 'not_joined' });
    expect((await w.post(`${statusUrl()}/join`, {}, { cookie: 'csrf=test-csrf-token', 'x-csrf-token': 'test-csrf-token' })).statusCode).toBe(401);
    expect((await w.t.app.inject({ method: 'GET', url: `/api/waiting-room/show/${eventId()}` })).statusCode).toBe(400);
  });
});
