/**
 * A tiny arena with two events, a pack, a season, tariffs and extras, written straight into the
 * database so order tests do not depend on the venue importer. Times are relative to `now`.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/database.js';
import { createTestApp, insertCustomer, signInHeaders } from './test-app.js';
import type { TestApp } from './test-app.js';

export interface FixtureBlock {
  id: number;
  name: string;
  standName: string;
  categoryId: number;
  seatIds: number[];
}

export interface ShopFixture {
  arenaId: number;
  channelId: number;
  otherChannelId: number;
  categories: { a: number; b: number };
  products: { full: number; reduced: number; resale: number; pack: number; season: number };
  /** N1 and N2 in stand North (categories a and b), S1 open seating in stand South (category a). */
  blocks: { n1: FixtureBlock; n2: FixtureBlock; s1: FixtureBlock };
  events: { first: number; second: number };
  packId: number;
  seasonId: number;
  ancillaries: { card: number; parking: number; withdrawal: number; inactive: number };
}

const iso = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

/** Seeds the fixture; `rows` x `seatsPerRow` seats in each block. */
export async function seedShop(db: Db, now: Date, size: { rows?: number; seatsPerRow?: number } = {}): Promise<ShopFixture> {
  const rows = size.rows ?? 2;
  const perRow = size.seatsPerRow ?? 5;
  const id = async <T extends { id: number }>(p: Promise<T>) => (await p).id;
  const arenaId = await id(db.insertInto('arenas').values({
    name: 'Test Arena', image_url: null, has_external_seating: 0, external_stadium_id: null,
    website_max_tickets_in_cart: 99, geometry_version: 'v1', seat_count: 3 * rows * perRow,
  }).returning('id').executeTakeFirstOrThrow());
  const channelId = await id(db.insertInto('sale_channels').values({ name: 'website' }).returning('id').executeTakeFirstOrThrow());
  const otherChannelId = await id(db.insertInto('sale_channels').values({ name: 'box office' }).returning('id').executeTakeFirstOrThrow());
  const category = (name: string) => id(db.insertInto('categories').values({ arena_id: arenaId, name, description: null, color: null, is_active: 1 }).returning('id').executeTakeFirstOrThrow());
  const categories = { a: await category('Category A'), b: await category('Category B') };
  const product = (name: string, type: 'individual' | 'pack' | 'season', isResale: 0 | 1 = 0) =>
    id(db.insertInto('products').values({ name, description: null, type, is_resale: isResale, is_active: 1 }).returning('id').executeTakeFirstOrThrow());
  const products = {
    full: await product('Full price', 'individual'),
    reduced: await product('Reduced', 'individual'),
    resale: await product('Resale', 'individual', 1),
    pack: await product('Pack', 'pack'),
    season: await product('Season', 'season'),
  };
  const stand = (name: string, position: number) => id(db.insertInto('stands').values({ arena_id: arenaId, name, position }).returning('id').executeTakeFirstOrThrow());
  const north = await stand('North', 0);
  const south = await stand('South', 1);
  let seatIndex = 0;
  const block = async (standId: number, standName: string, name: string, categoryId: number, open: boolean, position: number): Promise<FixtureBlock> => {
    const blockId = await id(db.insertInto('blocks').values({
      arena_id: arenaId, stand_id: standId, name, contour: '[[0,0],[10,0],[10,10]]', is_open_seating: open ? 1 : 0, external_id: null, position,
    }).returning('id').executeTakeFirstOrThrow());
    const values = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < perRow; c++) {
        values.push({
          arena_id: arenaId, block_id: blockId, seat_index: seatIndex++, row: r, column: c, row_name: String.fromCharCode(65 + (r % 26)),
          seat_number: String(c + 1), x: c, y: r, category_id: categoryId, map_identifier: null, external_id: null,
        });
      }
    }
    const seatIds: number[] = [];
    for (let i = 0; i < values.length; i += 500) {
      const inserted = await db.insertInto('seats').values(values.slice(i, i + 500)).returning('id').execute();
      seatIds.push(...inserted.map((s) => s.id));
    }
    return { id: blockId, name, standName, categoryId, seatIds };
  };
  const blocks = {
    n1: await block(north, 'North', 'N1', categories.a, false, 0),
    n2: await block(north, 'North', 'N2', categories.b, false, 1),
    s1: await block(south, 'South', 'S1', categories.a, true, 2),
  };
  const home = await id(db.insertInto('teams').values({ display_name: 'FC Riverside', logo_url: null }).returning('id').executeTakeFirstOrThrow());
  const away = await id(db.insertInto('teams').values({ display_name: 'Visitors', logo_url: '/v.svg' }).returning('id').executeTakeFirstOrThrow());
  const event = async (name: string, startDays: number) => {
    const eventId = await id(db.insertInto('events').values({
      name, description: null, start_datetime: iso(now, startDays), is_archived: 0, side: 'home', arena_id: arenaId,
      competition_id: null, home_team_id: home, opponent_team_id: away, image_url: null, partner_name: null, partner_logo_url: null,
    }).returning('id').executeTakeFirstOrThrow());
    await db.insertInto('event_channel_configurations').values({
      event_id: eventId, sale_channel_id: channelId, early_bird_opening_datetime: null, opening_datetime: iso(now, -1),
      closing_datetime: iso(now, startDays - 0.5), max_individual_seat_tickets_in_cart: 6,
    }).execute();
    const tariff = (categoryId: number, productId: number, price: number, blockId: number | null = null) => ({
      event_id: eventId, campaign_pack_id: null, sale_channel_id: channelId, category_id: categoryId, product_id: productId, block_id: blockId, price,
    });
    await db.insertInto('tariffs').values([
      tariff(categories.a, products.full, 5000),
      tariff(categories.a, products.full, 6000, blocks.n1.id),
      tariff(categories.a, products.reduced, 3000),
      tariff(categories.b, products.full, 2500),
      { ...tariff(categories.a, products.full, 100), sale_channel_id: otherChannelId },
    ]).execute();
    return eventId;
  };
  const events = { first: await event('Match one', 30), second: await event('Match two', 40) };
  const pack = async (name: string, type: 'pack' | 'season', productId: number, price: number) => {
    const packId = await id(db.insertInto('campaign_packs').values({ name, type, description: null, arena_id: arenaId, image_url: null }).returning('id').executeTakeFirstOrThrow());
    await db.insertInto('campaign_pack_events').values([{ campaign_pack_id: packId, event_id: events.first }, { campaign_pack_id: packId, event_id: events.second }]).execute();
    await db.insertInto('pack_channel_configurations').values({
      campaign_pack_id: packId, sale_channel_id: channelId, early_bird_opening_datetime: null, opening_datetime: iso(now, -1),
      closing_datetime: iso(now, 20), max_campaign_packs_in_cart: 2,
    }).execute();
    await db.insertInto('tariffs').values({
      event_id: null, campaign_pack_id: packId, sale_channel_id: channelId, category_id: categories.a, product_id: productId, block_id: null, price,
    }).execute();
    return packId;
  };
  const packId = await pack('Two-match pack', 'pack', products.pack, 9001);
  const seasonId = await pack('Season 2026', 'season', products.season, 20000);
  const extra = (name: string, type: 'plastic_card' | 'parking' | 'ticket_withdrawal', price: number, active: 0 | 1 = 1) =>
    id(db.insertInto('ancillaries').values({ name, type, description: null, price, is_active: active }).returning('id').executeTakeFirstOrThrow());
  const ancillaries = {
    card: await extra('Plastic card', 'plastic_card', 500),
    parking: await extra('Parking', 'parking', 1500),
    withdrawal: await extra('Registered post', 'ticket_withdrawal', 300),
    inactive: await extra('Old parking', 'parking', 900, 0),
  };
  return { arenaId, channelId, otherChannelId, categories, products, blocks, events, packId, seasonId, ancillaries };
}

/** A create-order payload for an event: one ticket per seat, as the booking client sends it. */
export function eventCart(eventId: number, block: FixtureBlock, seatIds: readonly number[], productId: number, extra: Record<string, unknown> = {}) {
  return {
    ticketType: 'event',
    event: { id: eventId },
    tickets: seatIds.map((seatId) => ({
      seat: { id: seatId },
      block: { id: block.id, name: block.name, seats: [] },
      offer: { categoryId: block.categoryId, productId, price: 1, blockId: block.id, isFromResale: false, seatIds: [seatId] },
    })),
    options: [],
    ...extra,
  };
}

/** A create-order payload for a pack or season. */
export function packCart(kind: 'pack' | 'season', packId: number, block: FixtureBlock, seatIds: readonly number[], productId: number) {
  return {
    ticketType: kind,
    pack: { id: packId },
    tickets: seatIds.map((seatId) => ({
      seat: { id: seatId },
      block: { name: block.name, seats: [] },
      offer: { categoryId: block.categoryId, productId, price: 1, blockId: `${block.standName}-${block.name}`, isFromResale: false },
    })),
  };
}

/** A signed-in buyer's POST helper for order tests. */
export function poster(app: FastifyInstance, headers: Record<string, string>) {
  return (url: string, payload: unknown, h: Record<string, string> = headers) =>
    app.inject({ method: 'POST', url, headers: h, payload: payload as object });
}

export interface ShopWithBuyer {
  t: TestApp;
  shop: ShopFixture;
  /** POSTs as the signed-in buyer (buyer@example.com). */
  post: ReturnType<typeof poster>;
}

/** The usual start of an order test: a test app, the seeded shop and one signed-in buyer. */
export async function shopWithBuyer(options: Parameters<typeof createTestApp>[0] = {}): Promise<ShopWithBuyer> {
  const t = await createTestApp(options);
  const shop = await seedShop(t.app.db, t.clock.now);
  const post = poster(t.app, await signInHeaders(t.app, await insertCustomer(t.app, { email: 'buyer@example.com' })));
  return { t, shop, post };
}
