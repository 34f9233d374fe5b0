/** Several app nodes on one PostgreSQL: what one node does, the others see; what must happen once, does. */
import { afterEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { SeatStatus } from '../../src/seatmap/model/types.js';
import type { StatusMessage } from '../../src/server/services/seatmap/live-status.js';
import { runExclusively } from '../../src/server/jobs/cluster-lock.js';
import { TestBrowser } from './helpers/accounts.js';
import { ACCOUNT_LIMITS } from '../../src/server/http/rate-limits.js';
import { runWaitingRoomCommand } from '../../src/server/cli/admin-waiting-room.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let w: PaymentWorld | null = null;
let second: TestApp | null = null;
afterEach(async () => {
  await second?.close();
  await w?.close();
  second = null;
  w = null;
});

describe.skipIf(!onPostgres)('seat status across app nodes (PostgreSQL LISTEN/NOTIFY)', () => {
  it('pushes a hold made on node A to a listener on node B within a second, with no poll', async () => {
    w = await paymentWorld();
    second = await createTestApp({ databaseUrl: w.t.databaseUrl });
    const eventId = w.shop.events.first;
    const onB = (await second.app.liveStatus.open(eventId))!;
    const heard: StatusMessage[] = [];
    second.app.liveStatus.subscribe(onB, (message) => heard.push(message));
    // Let B's LISTEN connection come up before the write it must hear about.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const started = Date.now();
    await w.hold(1);
    const seatId = w.shop.blocks.n1.seatIds[0]!;
    const { seat_index: seatIndex } = await w.t.app.db.selectFrom('seats').select('seat_index').where('id', '=', seatId).executeTakeFirstOrThrow();
    while (heard.length === 0 && Date.now() - started < 2_000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(heard[0]).toMatchObject({ kind: 'changes', batch: { changes: [seatIndex, SeatStatus.OnHold] } });
  });
});

describe.skipIf(!onPostgres)('jobs across app nodes (PostgreSQL advisory locks)', () => {
  it('runs a job on one node at a time; the other skips that tick, and runs once the first is done', async () => {
    w = await paymentWorld();
    second = await createTestApp({ databaseUrl: w.t.databaseUrl });
    let running = 0;
    let most = 0;
    const work = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 200));
      running--;
    };
    const [onA, onB] = await Promise.all([
      runExclusively(w.t.app.db, w.t.app.dialect, 'sweep', work),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() => runExclusively(second!.app.db, second!.app.dialect, 'sweep', work)),
    ]);
    expect([onA, onB]).toEqual([true, false]);
    expect(most).toBe(1);
    // Once A is done, B may run the sweep.
    expect(await runExclusively(second.app.db, second.app.dialect, 'sweep', work)).toBe(true);
  });
});

describe.skipIf(!onPostgres)('rate limits across app nodes', () => {
  it('counts a client once whichever node it reaches', async () => {
    delete process.env.RATE_LIMIT_MULTIPLIER;
    w = await paymentWorld();
    second = await createTestApp({ databaseUrl: w.t.databaseUrl });
    const nodes = [new TestBrowser(w.t.app, '192.0.2.77'), new TestBrowser(second.app, '192.0.2.77')];
    let n = 0;
    // Malformed addresses: refused (400) before any password hashing, and still counted.
    const attempt = (node: TestBrowser) => node.request('POST', '/api/auth/authenticate', { email: `not-an-email-${(n += 1)}`, password: 'x' });
    for (let i = 0; i < ACCOUNT_LIMITS.login.perIp.max; i += 1) expect((await attempt(nodes[i % 2]!)).statusCode).toBe(400);
    expect((await attempt(nodes[0]!)).statusCode).toBe(429);
    expect((await attempt(nodes[1]!)).statusCode).toBe(429);
  });

  it('counts an account\'s data exports once whichever node serves them', async () => {
    delete process.env.RATE_LIMIT_MULTIPLIER;
    w = await paymentWorld();
    second = await createTestApp({ databaseUrl: w.t.databaseUrl });
    const buyer = w.buyer;
    const { customerId } = (await w.t.app.inject({ method: 'GET', url: '/api/customer-id/', headers: buyer })).json() as { customerId: number };
    const nodes = [w.t.app, second.app];
    const exportFrom = (i: number) => nodes[i % 2]!.inject({ method: 'GET', url: `/api/customer/${customerId}/export`, headers: buyer });
    for (let i = 0; i < ACCOUNT_LIMITS.dataExport.perCustomer.max; i += 1) expect((await exportFrom(i)).statusCode).toBe(200);
    for (const i of [0, 1]) expect((await exportFrom(i)).json().error.code).toBe('RATE_LIMITED');
  });
});

describe.skipIf(!onPostgres)('the waiting room across app nodes', () => {
  it('keeps a fan’s place whichever node answers, and an admission from one node books on another', async () => {
    w = await paymentWorld();
    second = await createTestApp({ databaseUrl: w.t.databaseUrl });
    const eventId = w.shop.events.first;
    const opens = '2026-11-22T12:05:00.000Z';
    expect(await runWaitingRoomCommand(['waiting-room', 'event', String(eventId), 'on', opens, '1', '15'], w.t.app, () => undefined)).toBe(0);
    const url = `/api/waiting-room/event/${eventId}`;
    const joinedOnA = await w.t.app.inject({ method: 'POST', url: `${url}/join`, headers: w.other });
    expect(joinedOnA.json().state).toBe('before_opening');
    await second.app.inject({ method: 'POST', url: `${url}/join`, headers: w.buyer });
    // Both nodes see one queue: two places, whichever node is asked.
    const onB = (await second.app.inject({ method: 'GET', url, headers: w.other })).json();
    const onA = (await w.t.app.inject({ method: 'GET', url, headers: w.other })).json();
    expect(onB).toEqual(onA);
    second.clock.now = new Date('2026-11-22T12:07:00.000Z');
    w.t.clock.now = second.clock.now;
    const admitted = await second.app.inject({ method: 'GET', url, headers: w.buyer });
    expect(admitted.json().state).toBe('admitted');
    const cookie = admitted.cookies.find((c) => c.name === `admission-event-${eventId}`)!;
    await expect(w.hold(1, { ...w.buyer, cookie: `${w.buyer.cookie}; ${cookie.name}=${cookie.value}` })).resolves.toBeGreaterThan(0);
  });
});
