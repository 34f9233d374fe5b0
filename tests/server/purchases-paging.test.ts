import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { seedShop } from './helpers/inventory-fixture.js';
import type { ShopFixture } from './helpers/inventory-fixture.js';
import { insertConfirmedOrders } from './helpers/many-orders.js';
import type { OrderView } from '../../src/domain/ticket-groups.js';
import type { PageInfo } from '../../src/domain/order-paging.js';

let t: TestApp;
let shop: ShopFixture;
let headers: Record<string, string>;
let other: Record<string, string>;
let orderIds: number[];
const COUNT = 300;

/** A customer holding 300 confirmed orders: 150 for "Match one" (upcoming), 150 for "Match two" (moved to the past). */
beforeAll(async () => {
  t = await createTestApp();
  // 10 x 10 seats a block: every order has a seat of its own per event.
  shop = await seedShop(t.app.db, t.clock.now, { rows: 10, seatsPerRow: 10 });
  const customerId = await insertCustomer(t.app, { email: 'collector@example.com' });
  headers = await signInHeaders(t.app, customerId);
  other = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'other@example.com' }));
  orderIds = await insertConfirmedOrders(t.app.db, shop, customerId, COUNT, t.clock.now.toISOString());
  await t.app.db.updateTable('events').set({ start_datetime: new Date(t.clock.now.getTime() - 86_400_000).toISOString() })
    .where('id', '=', shop.events.second).execute();
}, 60_000);
afterAll(async () => t.close());

const fetchPage = async (body: Record<string, unknown>, h = headers) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/order/fetch-order', headers: h, payload: { allowedStatus: ['confirmed', 'cancelled'], ...body } });
  return { status: res.statusCode, body: res.json() as { orders: OrderView[]; pageInfo: PageInfo; totalCount?: number; error?: { code: string; details: { path: string } } } };
};

async function readAll(body: Record<string, unknown>): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const { status, body: page } = await fetchPage({ ...body, ...(after ? { after } : {}) });
    expect(status).toBe(200);
    pages += 1;
    ids.push(...page.orders.map((o) => o.orderId));
    if (!page.pageInfo.hasNextPage) return { ids, pages };
    after = page.pageInfo.endCursor;
    if (pages > 100) throw new Error('paging never ends');
  }
}

describe('fetch-order paging (300 orders)', () => {
  it('pages newest first with a cursor: every order once, the last page says there is no more', async () => {
    const { ids, pages } = await readAll({ first: 25 });
    expect(pages).toBe(12);
    expect(ids).toEqual([...orderIds].reverse());
    const first = await fetchPage({ first: 25 });
    expect(first.body.orders).toHaveLength(25);
    expect(first.body.orders[0]!.ticketGroups[0]!.seatTickets[0]!.purchase?.holderName).toBe('Ada Lovelace');
  });

  it('keeps its place when a new order arrives between two pages', async () => {
    const first = await fetchPage({ first: 10 });
    const customer = await t.app.db.selectFrom('customers').select('id').where('email', '=', 'collector@example.com').executeTakeFirstOrThrow();
    // The first event's seats 150-299 are free (its orders use seats 0-149).
    const [extra] = await insertConfirmedOrders(t.app.db, shop, customer.id, 1, t.clock.now.toISOString(), { eventId: shop.events.first, seatOffset: 200 });
    try {
      const second = await fetchPage({ first: 10, after: first.body.pageInfo.endCursor });
      expect(second.body.orders.map((o) => o.orderId)).toEqual([...orderIds].reverse().slice(10, 20));
      expect((await fetchPage({ first: 1 })).body.orders[0]!.orderId).toBe(extra);
    } finally {
      await t.app.db.deleteFrom('seat_tickets').where('order_id', '=', extra!).execute();
      await t.app.db.deleteFrom('orders').where('id', '=', extra!).execute();
    }
  });

  it('filters upcoming and past events, event or pack names, and status', async () => {
    const upcoming = await readAll({ first: 100, when: 'upcoming' });
    expect(upcoming.ids).toEqual(orderIds.slice(0, 150).reverse());
    const past = await readAll({ first: 100, when: 'past' });
    expect(past.ids).toEqual(orderIds.slice(150).reverse());
    const named = await readAll({ first: 100, search: '  match TWO ' });
    expect(named.ids).toEqual(past.ids);
    expect((await fetchPage({ search: '%' })).body.orders).toEqual([]);
    expect((await fetchPage({ search: 'two', when: 'upcoming' })).body.orders).toEqual([]);
    // Extras count by their event; extras tied to no event leave the order upcoming.
    const customer = await t.app.db.selectFrom('customers').select('id').where('email', '=', 'collector@example.com').executeTakeFirstOrThrow();
    const extraOrder = async (eventId: number | null) => {
      const now = t.clock.now.toISOString();
      const order = await t.app.db.insertInto('orders').values({
        customer_id: customer.id, status: 'confirmed', sale_channel_id: shop.channelId, created_at: now, expiry_datetime: now, sale_datetime: now,
        gross_amount: 1500, discount_amount: 0, has_transaction_in_progress: 0, number_of_installments: 1, payment_method: 'credit_card',
        anomaly_code: null, anomaly_status: null, ticket_withdrawal: 'Envoi par email',
      }).returning('id').executeTakeFirstOrThrow();
      await t.app.db.insertInto('ancillary_tickets').values({
        order_id: order.id, ancillary_id: shop.ancillaries.parking, campaign_pack_id: null, event_id: eventId, gross_amount: 1500, discount_amount: 0, state: 'confirmed', created_at: now,
      }).execute();
      return order.id;
    };
    const pastParking = await extraOrder(shop.events.second);
    const looseParking = await extraOrder(null);
    try {
      expect((await fetchPage({ first: 2, when: 'past' })).body.orders.map((o) => o.orderId)).toEqual([pastParking, orderIds[299]]);
      expect((await fetchPage({ first: 1, when: 'upcoming' })).body.orders.map((o) => o.orderId)).toEqual([looseParking]);
    } finally {
      await t.app.db.deleteFrom('ancillary_tickets').where('order_id', 'in', [pastParking, looseParking]).execute();
      await t.app.db.deleteFrom('orders').where('id', 'in', [pastParking, looseParking]).execute();
    }
    await t.app.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', orderIds[0]!).execute();
    try {
      const cancelled = await fetchPage({ allowedStatus: ['cancelled'] });
      expect(cancelled.body.orders.map((o) => o.orderId)).toEqual([orderIds[0]]);
    } finally {
      await t.app.db.updateTable('orders').set({ status: 'confirmed' }).where('id', '=', orderIds[0]!).execute();
    }
  });

  it('refuses bad paging arguments with the argument named, and shows nothing to another customer', async () => {
    for (const [body, path] of [[{ first: 0 }, 'first'], [{ first: 101 }, 'first'], [{ first: '5' }, 'first'], [{ after: 'garbage!' }, 'after'],
      [{ after: 'MTIz' }, 'after'], [{ when: 'soon' }, 'when'], [{ search: 'x'.repeat(101) }, 'search']] as const) {
      const res = await fetchPage(body);
      expect([res.status, res.body.error?.code, res.body.error?.details.path]).toEqual([400, 'VALIDATION_FAILED', path]);
    }
    const foreign = await fetchPage({ first: 100 }, other);
    expect([foreign.body.orders, foreign.body.pageInfo]).toEqual([[], { endCursor: null, hasNextPage: false }]);
  });
});

describe('fetch-order total count', () => {
  it('counts every order matching the filters, the same on every page, and only the customer\'s own', async () => {
    const first = await fetchPage({ first: 10, withTotalCount: true });
    expect([first.body.orders.length, first.body.totalCount]).toEqual([10, COUNT]);
    const later = await fetchPage({ first: 10, withTotalCount: true, after: first.body.pageInfo.endCursor });
    expect(later.body.totalCount).toBe(COUNT);
    expect((await fetchPage({ first: 10, withTotalCount: true, when: 'upcoming' })).body.totalCount).toBe(150);
    expect((await fetchPage({ first: 10, withTotalCount: true, when: 'past', search: 'match two' })).body.totalCount).toBe(150);
    expect((await fetchPage({ first: 10, withTotalCount: true, search: 'two', when: 'upcoming' })).body.totalCount).toBe(0);
    expect((await fetchPage({ first: 10, withTotalCount: true, allowedStatus: ['cancelled'] })).body.totalCount).toBe(0);
    // Another customer's count is their own (none), never the collector's.
    expect((await fetchPage({ first: 10, withTotalCount: true }, other)).body.totalCount).toBe(0);
    // Without asking, no count is made.
    expect((await fetchPage({ first: 10 })).body.totalCount).toBeUndefined();
  });
});

describe('showMyOrders paging', () => {
  const QUERY = `query($first: Int, $after: String, $when: String, $search: String) {
    showMyOrders(allowedStatus: ["confirmed"], first: $first, after: $after, when: $when, search: $search) {
      edges { cursor node { orderId ticketGroups { seatTickets { purchase { holderName downloadable downloadBlockReasons } } } } }
      pageInfo { endCursor hasNextPage }
    }
  }`;
  const gql = async (variables: Record<string, unknown>) =>
    (await t.app.inject({ method: 'POST', url: '/api/proxy/graphql', headers, payload: { query: QUERY, variables } })).json();

  it('answers pages of edges with cursors and page info, and the same filters', async () => {
    const first = (await gql({ first: 2 })).data.showMyOrders;
    expect(first.edges.map((e: { node: { orderId: number } }) => e.node.orderId)).toEqual([orderIds[299], orderIds[298]]);
    expect(first.pageInfo).toEqual({ endCursor: first.edges[1].cursor, hasNextPage: true });
    expect(first.edges[0].node.ticketGroups[0].seatTickets[0].purchase).toEqual({ holderName: 'Ada Lovelace', downloadable: true, downloadBlockReasons: [] });
    const next = (await gql({ first: 2, after: first.pageInfo.endCursor })).data.showMyOrders;
    expect(next.edges.map((e: { node: { orderId: number } }) => e.node.orderId)).toEqual([orderIds[297], orderIds[296]]);
    const upcoming = (await gql({ first: 1, when: 'upcoming' })).data.showMyOrders;
    expect(upcoming.edges[0].node.orderId).toBe(orderIds[149]);
    const counted = await t.app.inject({ method: 'POST', url: '/api/proxy/graphql', headers, payload: {
      query: 'query($when: String) { showMyOrders(allowedStatus: ["confirmed"], first: 2, when: $when) { totalCount edges { cursor } } }', variables: { when: 'past' } } });
    expect(counted.json().data.showMyOrders.totalCount).toBe(150);
    const bad = await gql({ after: 'nope' });
    expect(bad.errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });
});
