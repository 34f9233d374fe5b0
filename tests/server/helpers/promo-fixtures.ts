import type { Insertable } from 'kysely';
import type { Db } from '../../../src/server/db/database.js';
import type { PromoCodeTable } from '../../../src/server/db/schema.js';
import { createTestApp, insertCustomer, signInHeaders } from './test-app.js';
import type { TestApp } from './test-app.js';

/** The venue rows an order's tickets point to: one arena, two events, two categories. */
export interface PromoVenue {
  arenaId: number;
  saleChannelId: number;
  eventIds: [number, number];
  categoryIds: [number, number];
  productIds: [number, number];
  packId: number;
  ancillaryId: number;
  /** Seats not used yet; `insertOrder` takes from here. */
  seatIds: number[];
}

/** Inserts a small venue: arena, stand, block, 2 categories, 40 seats, 2 products, 2 events, a pack. */
export async function insertPromoVenue(db: Db): Promise<PromoVenue> {
  const arena = await db
    .insertInto('arenas')
    .values({ name: 'Promo Arena', has_external_seating: 0, website_max_tickets_in_cart: 99, geometry_version: 'v1', seat_count: 40 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stand = await db.insertInto('stands').values({ arena_id: arena.id, name: 'North', position: 0 }).returning('id').executeTakeFirstOrThrow();
  const block = await db
    .insertInto('blocks')
    .values({ arena_id: arena.id, stand_id: stand.id, name: 'N1', contour: '[]', is_open_seating: 0, position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const categoryIds: number[] = [];
  for (const name of ['Gold', 'Silver']) {
    const c = await db.insertInto('categories').values({ arena_id: arena.id, name, is_active: 1 }).returning('id').executeTakeFirstOrThrow();
    categoryIds.push(c.id);
  }
  const seatIds: number[] = [];
  for (let i = 0; i < 40; i++) {
    const s = await db
      .insertInto('seats')
      .values({
        arena_id: arena.id,
        block_id: block.id,
        seat_index: i,
        row: Math.floor(i / 10),
        column: i % 10,
        row_name: String(Math.floor(i / 10) + 1),
        seat_number: String((i % 10) + 1),
        x: i,
        y: 0,
        category_id: categoryIds[i % 2] ?? 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    seatIds.push(s.id);
  }
  const productIds: number[] = [];
  for (const name of ['Adult', 'Child']) {
    const p = await db.insertInto('products').values({ name, type: 'individual', is_resale: 0, is_active: 1 }).returning('id').executeTakeFirstOrThrow();
    productIds.push(p.id);
  }
  const channel = await db.insertInto('sale_channels').values({ name: 'web' }).returning('id').executeTakeFirstOrThrow();
  const eventIds: number[] = [];
  for (const [i, name] of ['Match A', 'Match B'].entries()) {
    const e = await db
      .insertInto('events')
      .values({ name, start_datetime: `2026-12-0${i + 1}T19:00:00.000Z`, is_archived: 0, side: 'home', arena_id: arena.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    eventIds.push(e.id);
  }
  const pack = await db.insertInto('campaign_packs').values({ name: 'Duo', type: 'pack', arena_id: arena.id }).returning('id').executeTakeFirstOrThrow();
  const ancillary = await db
    .insertInto('ancillaries')
    .values({ name: 'Parking', type: 'parking', price: 500, is_active: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    arenaId: arena.id,
    saleChannelId: channel.id,
    eventIds: [eventIds[0] ?? 0, eventIds[1] ?? 0],
    categoryIds: [categoryIds[0] ?? 0, categoryIds[1] ?? 0],
    productIds: [productIds[0] ?? 0, productIds[1] ?? 0],
    packId: pack.id,
    ancillaryId: ancillary.id,
    seatIds,
  };
}

export interface PromoVenueWithCustomer {
  t: TestApp;
  venue: PromoVenue;
  customerId: number;
  /** The signed-in customer's headers (ana@example.com). */
  headers: Record<string, string>;
}

/** The usual start of a promo route test: a test app, the promo venue and one signed-in customer. */
export async function promoVenueWithCustomer(): Promise<PromoVenueWithCustomer> {
  const t = await createTestApp();
  const venue = await insertPromoVenue(t.app.db);
  const customerId = await insertCustomer(t.app, { email: 'ana@example.com' });
  const headers = await signInHeaders(t.app, customerId);
  return { t, venue, customerId, headers };
}

export interface TicketSpec {
  gross: number;
  eventIndex?: 0 | 1;
  categoryIndex?: 0 | 1;
  productIndex?: 0 | 1;
  inPack?: boolean;
}

export interface InsertedOrder {
  orderId: number;
  seatTicketIds: number[];
  ancillaryTicketIds: number[];
}

/** Inserts an order with seat tickets and ancillaries directly, as the orders service would. */
export async function insertOrder(
  db: Db,
  venue: PromoVenue,
  options: {
    customerId: number;
    now: Date;
    seats: TicketSpec[];
    ancillaries?: { gross: number; eventIndex?: 0 | 1 }[];
    status?: 'onhold' | 'confirmed' | 'abandoned' | 'cancelled';
    expiresInMinutes?: number;
  },
): Promise<InsertedOrder> {
  const createdAt = options.now.toISOString();
  const gross =
    options.seats.reduce((s, t) => s + t.gross, 0) + (options.ancillaries ?? []).reduce((s, a) => s + a.gross, 0);
  const order = await db
    .insertInto('orders')
    .values({
      customer_id: options.customerId,
      status: options.status ?? 'onhold',
      sale_channel_id: venue.saleChannelId,
      created_at: createdAt,
      expiry_datetime: new Date(options.now.getTime() + (options.expiresInMinutes ?? 15) * 60_000).toISOString(),
      gross_amount: gross,
      discount_amount: 0,
      has_transaction_in_progress: 0,
      number_of_installments: 1,
      payment_method: 'not_chosen_yet',
      anomaly_code: null,
      anomaly_status: null,
      sale_datetime: null,
      ticket_withdrawal: 'Envoi par email',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const seatTicketIds: number[] = [];
  for (const t of options.seats) {
    const seatId = venue.seatIds.shift();
    if (seatId === undefined) throw new Error('promo fixture: out of seats');
    const row = await db
      .insertInto('seat_tickets')
      .values({
        order_id: order.id,
        event_id: venue.eventIds[t.eventIndex ?? 0],
        seat_id: seatId,
        campaign_pack_id: t.inPack ? venue.packId : null,
        product_id: venue.productIds[t.productIndex ?? 0],
        category_id: venue.categoryIds[t.categoryIndex ?? 0],
        gross_amount: t.gross,
        discount_amount: 0,
        state: 'in_progress',
        active: 1,
        is_from_resale: 0,
        owner_customer_id: options.customerId,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    seatTicketIds.push(row.id);
  }
  const ancillaryTicketIds: number[] = [];
  for (const a of options.ancillaries ?? []) {
    const row = await db
      .insertInto('ancillary_tickets')
      .values({
        order_id: order.id,
        ancillary_id: venue.ancillaryId,
        event_id: venue.eventIds[a.eventIndex ?? 0],
        gross_amount: a.gross,
        discount_amount: 0,
        state: 'in_progress',
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ancillaryTicketIds.push(row.id);
  }
  return { orderId: order.id, seatTicketIds, ancillaryTicketIds };
}

/** Inserts a promo code: 10 %, cumulable, no limit, unless overridden. Returns its id. */
export async function insertPromoCode(db: Db, fields: Partial<Insertable<PromoCodeTable>> & { name: string }): Promise<number> {
  const row = await db
    .insertInto('promo_codes')
    .values({
      label: null,
      description: null,
      discount_type: 'percent',
      discount_value: 1000,
      can_be_cumulated: 1,
      one_use_per_event_per_customer: 0,
      usage_count: 0,
      unique_use_per_order: 0,
      is_active: 1,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Lets every customer name every code by id, as if each had typed the code's name first (codes
 * are applied by id only once found by name): for tests about what a code does, not how it is found.
 */
export async function revealEveryCode(db: Db): Promise<void> {
  const [customers, codes] = await Promise.all([
    db.selectFrom('customers').select('id').execute(),
    db.selectFrom('promo_codes').select('id').execute(),
  ]);
  const rows = customers.flatMap((c) => codes.map((p) => ({ customer_id: c.id, promo_code_id: p.id, revealed_at: new Date(0).toISOString() })));
  if (rows.length === 0) return;
  await db.insertInto('promo_code_reveals').values(rows).onConflict((oc) => oc.columns(['customer_id', 'promo_code_id']).doNothing()).execute();
}
