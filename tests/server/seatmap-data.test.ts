import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateStadium } from '../../src/domain/venue/generate-stadium.js';
import { importVenue } from '../../src/server/venue/import-venue.js';
import type { ImportedVenue } from '../../src/server/venue/import-venue.js';
import { decodeGeometry } from '../../src/seatmap/model/geometry-codec.js';
import { SeatStatus } from '../../src/seatmap/model/types.js';
import { negotiateEncoding } from '../../src/server/services/seatmap/compression.js';
import { anonymousHeaders, createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';

let t: TestApp;
let venue: ImportedVenue;
let eventId: number;
let customerId: number;
let channelId: number;
let productId: number;

beforeEach(async () => {
  t = await createTestApp();
  const db = t.app.db;
  venue = await importVenue(db, generateStadium({ seed: 3, targetSeats: 2000 }));
  ({ id: eventId } = await db
    .insertInto('events')
    .values({ name: 'Match', description: null, start_datetime: '2026-12-01T19:00:00.000Z', is_archived: 0, side: 'home', arena_id: venue.arenaId, competition_id: null, home_team_id: null, opponent_team_id: null, image_url: null, partner_name: null, partner_logo_url: null })
    .returning('id')
    .executeTakeFirstOrThrow());
  ({ id: channelId } = await db.insertInto('sale_channels').values({ name: 'web' }).returning('id').executeTakeFirstOrThrow());
  ({ id: productId } = await db
    .insertInto('products')
    .values({ name: 'Adult', description: null, type: 'individual', is_resale: 0, is_active: 1 })
    .returning('id')
    .executeTakeFirstOrThrow());
  customerId = await insertCustomer(t.app, { email: 'fan@example.com' });
});
afterEach(() => t.close());

async function seatAt(index: number) {
  return t.app.db.selectFrom('seats').selectAll().where('arena_id', '=', venue.arenaId).where('seat_index', '=', index).executeTakeFirstOrThrow();
}

/** Creates an order with one ticket per seat index; returns the ticket ids. */
async function order(status: 'onhold' | 'confirmed' | 'abandoned' | 'cancelled', expiry: string, seatIndexes: number[], active: 0 | 1 = 1) {
  const db = t.app.db;
  const { id: orderId } = await db
    .insertInto('orders')
    .values({ customer_id: customerId, status, sale_channel_id: channelId, created_at: '2026-11-22T11:00:00.000Z', expiry_datetime: expiry, sale_datetime: null, gross_amount: 0, discount_amount: 0, has_transaction_in_progress: 0, number_of_installments: 1, payment_method: 'credit_card', anomaly_code: null, anomaly_status: null, ticket_withdrawal: 'email' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const index of seatIndexes) {
    const seat = await seatAt(index);
    const { id } = await db
      .insertInto('seat_tickets')
      .values({ order_id: orderId, event_id: eventId, seat_id: seat.id, campaign_pack_id: null, pack_group: null, product_id: productId, category_id: seat.category_id, gross_amount: 1000, discount_amount: 0, state: status === 'confirmed' ? 'confirmed' : 'in_progress', active, is_from_resale: 0, resale_listing_id: null, holder_info: null, owner_customer_id: customerId, created_at: '2026-11-22T11:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}

async function list(ticketId: number, status: 'on_sale' | 'pending' | 'sold' | 'cancelled') {
  await t.app.db.insertInto('resale_listings').values({ seat_ticket_id: ticketId, seller_customer_id: customerId, price: 5000, status, created_at: '2026-11-22T11:00:00.000Z', sold_at: null }).execute();
}

const geometryUrl = (v?: string) => `/api/arenas/${venue.arenaId}/geometry${v === undefined ? '' : `?v=${v}`}`;

describe('GET /api/arenas/:arenaId/geometry', () => {
  it('serves the arena geometry as a decodable binary payload in seat-index order', async () => {
    const res = await t.app.inject({ method: 'GET', url: geometryUrl() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    const geometry = decodeGeometry(res.rawPayload);
    expect(geometry.seatCount).toBe(venue.seatCount);
    expect(geometry.version).toBe(venue.geometryVersion);
    expect(geometry.blocks.map((b) => b.id)).toEqual(venue.blockIds);
    const seat = await seatAt(123);
    expect(geometry.seatId[123]).toBe(seat.id);
    expect(geometry.x[123]).toBeCloseTo(seat.x, 2);
    expect(geometry.rowNames[geometry.rowNameIndex[123]!]).toBe(seat.row_name);
    expect(geometry.seatNumbers[geometry.seatNumberIndex[123]!]).toBe(seat.seat_number);
    expect(geometry.categories[geometry.categoryIndex[123]!]!.id).toBe(seat.category_id);
    const block = geometry.blocks[geometry.blockIndex[123]!]!;
    expect(block.id).toBe(seat.block_id);
    expect(block.seatStart).toBeLessThanOrEqual(123);
    expect(block.seatEnd).toBeGreaterThan(123);
  });

  it('is immutable only when asked by the current version', async () => {
    const current = await t.app.inject({ method: 'GET', url: geometryUrl(venue.geometryVersion) });
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(current.headers['x-geometry-version']).toBe(venue.geometryVersion);
    const stale = await t.app.inject({ method: 'GET', url: geometryUrl('old') });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: geometryUrl() })).headers['cache-control']).toBe('no-cache');
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const plain = await t.app.inject({ method: 'GET', url: geometryUrl() });
    const gz = await t.app.inject({ method: 'GET', url: geometryUrl(), headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const br = await t.app.inject({ method: 'GET', url: geometryUrl(), headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match and a new ETag after the geometry changes', async () => {
    const first = await t.app.inject({ method: 'GET', url: geometryUrl() });
    const etag = first.headers.etag as string;
    const again = await t.app.inject({ method: 'GET', url: geometryUrl(), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // A re-import bumps the version: the memoised payload must not be served for it.
    await t.app.db.updateTable('seats').set({ x: 999 }).where('arena_id', '=', venue.arenaId).where('seat_index', '=', 0).execute();
    await t.app.db.updateTable('arenas').set({ geometry_version: 'v2' }).where('id', '=', venue.arenaId).execute();
    const changed = await t.app.inject({ method: 'GET', url: geometryUrl(), headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const geometry = decodeGeometry(changed.rawPayload);
    expect(geometry.version).toBe('v2');
    expect(geometry.x[0]).toBe(999);
  });

  it('answers 404 for an unknown arena and 400 for a malformed id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/arenas/999999/geometry' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/arenas/${bad}/geometry` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
  });
});

describe('GET /api/events/:eventId/seat-status', () => {
  const statusOf = async (headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/seat-status`, headers });
    return { res, status: new Uint8Array(res.rawPayload) };
  };

  it('gives one byte per seat: held, sold, resale, available', async () => {
    await order('onhold', '2026-11-22T12:10:00.000Z', [1, 2]); // held until after now (12:00)
    await order('onhold', '2026-11-22T11:59:59.000Z', [3]); // hold expired
    const sold = await order('confirmed', '2026-11-22T12:10:00.000Z', [4, 5, 6, 7]);
    await list(sold[1]!, 'on_sale');
    await list(sold[2]!, 'cancelled');
    await list(sold[3]!, 'pending');
    await order('cancelled', '2026-11-22T12:10:00.000Z', [8], 0);
    await order('abandoned', '2026-11-22T12:10:00.000Z', [9], 0);
    const { res, status } = await statusOf();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-geometry-version']).toBe(venue.geometryVersion);
    expect(status.length).toBe(venue.seatCount);
    expect(Array.from(status.subarray(0, 11))).toEqual([
      SeatStatus.Available, SeatStatus.OnHold, SeatStatus.OnHold, SeatStatus.Available,
      SeatStatus.Sold, SeatStatus.Resale, SeatStatus.Sold, SeatStatus.Sold,
      SeatStatus.Available, SeatStatus.Available, SeatStatus.Available,
    ]);
    expect(status.subarray(11).every((s) => s === SeatStatus.Available)).toBe(true);
  });

  it('releases a hold when the server clock passes its expiry', async () => {
    await order('onhold', '2026-11-22T12:10:00.000Z', [42]);
    expect((await statusOf()).status[42]).toBe(SeatStatus.OnHold);
    t.clock.now = new Date('2026-11-22T12:10:00.000Z');
    expect((await statusOf()).status[42]).toBe(SeatStatus.Available);
  });

  it('ignores tickets of other events', async () => {
    const { id: other } = await t.app.db
      .insertInto('events')
      .values({ name: 'Other', description: null, start_datetime: '2026-12-08T19:00:00.000Z', is_archived: 0, side: 'home', arena_id: venue.arenaId, competition_id: null, home_team_id: null, opponent_team_id: null, image_url: null, partner_name: null, partner_logo_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mine = eventId;
    eventId = other;
    await order('confirmed', '2026-11-22T12:10:00.000Z', [10]);
    eventId = mine;
    expect((await statusOf()).status[10]).toBe(SeatStatus.Available);
  });

  it('revalidates with an ETag that changes with the status', async () => {
    const first = await statusOf();
    const etag = first.res.headers.etag as string;
    expect((await statusOf({ 'if-none-match': etag })).res.statusCode).toBe(304);
    await order('confirmed', '2026-11-22T12:10:00.000Z', [0]);
    const after = await statusOf({ 'if-none-match': etag });
    expect(after.res.statusCode).toBe(200);
    expect(after.res.headers.etag).not.toBe(etag);
  });

  it('gzips large status arrays when accepted', async () => {
    await order('confirmed', '2026-11-22T12:10:00.000Z', [7]);
    const { res } = await statusOf({ 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    const status = gunzipSync(res.rawPayload);
    expect(status.length).toBe(venue.seatCount);
    expect(status[7]).toBe(SeatStatus.Sold);
  });

  it('answers 404 for an unknown event and 400 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/events/424242/seat-status' })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/events/x1/seat-status' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});

describe('seat map data when the seat map needs a sign-in', () => {
  it('answers 401 to anonymous visitors for the seat status', async () => {
    const gated = await createTestApp({ config: { seatmapAccessibleWhenLoggedOut: false } });
    try {
      const res = await gated.app.inject({ method: 'GET', url: '/api/events/1/seat-status' });
      expect(res.statusCode).toBe(401);
    } finally {
      await gated.close();
    }
  });

  it('serves the arena geometry to signed-in fans only, and never to shared caches', async () => {
    const gated = await createTestApp({ config: { seatmapAccessibleWhenLoggedOut: false } });
    try {
      const gatedVenue = await importVenue(gated.app.db, generateStadium({ seed: 3, targetSeats: 500 }));
      const url = `/api/arenas/${gatedVenue.arenaId}/geometry?v=${gatedVenue.geometryVersion}`;
      const anonymous = await gated.app.inject({ method: 'GET', url, headers: anonymousHeaders() });
      expect(anonymous.statusCode).toBe(401);
      const fan = await insertCustomer(gated.app, { email: 'gated@example.com' });
      const signedIn = await gated.app.inject({ method: 'GET', url, headers: await signInHeaders(gated.app, fan) });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(decodeGeometry(signedIn.rawPayload).seatCount).toBe(gatedVenue.seatCount);
    } finally {
      await gated.close();
    }
  });
});

describe('Accept-Encoding negotiation', () => {
  it('honours q-values and wildcards', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0, identity')).toBe('identity');
    expect(negotiateEncoding('deflate')).toBe('identity');
  });
});
