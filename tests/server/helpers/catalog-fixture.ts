import type { Db } from '../../../src/server/db/database.js';

/** The fixture's reference instant; every datetime below is relative to it. */
export const FIXTURE_NOW = new Date('2026-11-22T12:00:00.000Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(FIXTURE_NOW.getTime() + days * DAY).toISOString();

export interface CatalogFixture {
  arenaId: number;
  events: Record<'onSale' | 'soldOut' | 'notOpen' | 'earlyBird' | 'past' | 'archived' | 'boxOfficeOnly', number>;
  packs: Record<'pack' | 'season' | 'noChannel', number>;
  seatIds: number[];
}

/**
 * A small catalogue with one event in each sale state: a 6-seat arena (one open-seating block),
 * active and inactive categories and products, a box-office channel whose prices must not leak
 * into website figures, and packs. Rows are inserted out of start order on purpose.
 */
export async function insertCatalogFixture(db: Db): Promise<CatalogFixture> {
  await db.insertInto('sale_channels').values([{ id: 1, name: 'website' }, { id: 2, name: 'box office' }]).execute();
  const { id: arenaId } = await db
    .insertInto('arenas')
    .values({ name: 'Test Arena', image_url: 'https://img.example/arena.png', has_external_seating: 0, external_stadium_id: null,
      website_max_tickets_in_cart: 8, geometry_version: 'v1', seat_count: 6 })
    .returning('id').executeTakeFirstOrThrow();
  const stand = async (name: string, position: number) =>
    (await db.insertInto('stands').values({ arena_id: arenaId, name, position }).returning('id').executeTakeFirstOrThrow()).id;
  const north = await stand('North', 0);
  const south = await stand('South', 1);
  const block = async (standId: number, name: string, open: 0 | 1, position: number) =>
    (await db.insertInto('blocks').values({ arena_id: arenaId, stand_id: standId, name, position, is_open_seating: open,
      external_id: `ext-${name}`, contour: JSON.stringify([[0, 0], [10, 0], [10, 5], [0, 5]]) }).returning('id').executeTakeFirstOrThrow()).id;
  const n1 = await block(north, 'N1', 0, 0);
  const n2 = await block(north, 'N2', 1, 1);
  const s1 = await block(south, 'S1', 0, 0);
  const category = async (name: string, active: 0 | 1) =>
    (await db.insertInto('categories').values({ arena_id: arenaId, name, description: null, color: '#123456', is_active: active })
      .returning('id').executeTakeFirstOrThrow()).id;
  const catA = await category('Category A', 1);
  await category('Category B', 1);
  await category('Retired', 0);
  const seatIds: number[] = [];
  const blocks = [n1, n1, n2, n2, s1, s1];
  for (const [index, blockId] of blocks.entries()) {
    const row = await db.insertInto('seats').values({ arena_id: arenaId, block_id: blockId, seat_index: index, row: 1, column: index + 1,
      row_name: 'A', seat_number: String(index + 1), x: index, y: 0, category_id: catA, map_identifier: null, external_id: null })
      .returning('id').executeTakeFirstOrThrow();
    seatIds.push(row.id);
  }
  const product = async (name: string, active: 0 | 1, resale: 0 | 1 = 0) =>
    (await db.insertInto('products').values({ name, description: null, type: 'individual', is_resale: resale, is_active: active })
      .returning('id').executeTakeFirstOrThrow()).id;
  const full = await product('Full price', 1);
  const reduced = await product('Reduced', 1);
  const child = await product('Child', 1);
  await product('Resale', 1, 1);
  const legacy = await product('Legacy', 0);
  const home = (await db.insertInto('teams').values({ display_name: 'FC Riverside', logo_url: '/images/logo.svg' }).returning('id').executeTakeFirstOrThrow()).id;
  const away = (await db.insertInto('teams').values({ display_name: 'Harbour United', logo_url: null }).returning('id').executeTakeFirstOrThrow()).id;
  const league = (await db.insertInto('competitions').values({ name: 'League', description: 'Season 2026/27' }).returning('id').executeTakeFirstOrThrow()).id;

  const event = async (name: string, startDays: number, options: { archived?: boolean; partner?: boolean } = {}) =>
    (await db.insertInto('events').values({ name, description: `${name} description`, start_datetime: at(startDays),
      is_archived: options.archived ? 1 : 0, side: 'home', arena_id: arenaId, competition_id: league, home_team_id: home,
      opponent_team_id: away, image_url: null, partner_name: options.partner ? 'Riverside Bank' : null,
      partner_logo_url: options.partner ? 'https://img.example/bank.png' : null }).returning('id').executeTakeFirstOrThrow()).id;
  const channel = (eventId: number, saleChannelId: number, open: number, close: number, earlyBird: number | null = null) =>
    db.insertInto('event_channel_configurations').values({ event_id: eventId, sale_channel_id: saleChannelId,
      early_bird_opening_datetime: earlyBird === null ? null : at(earlyBird), opening_datetime: at(open), closing_datetime: at(close),
      max_individual_seat_tickets_in_cart: 6 }).execute();

  const notOpen = await event('Not open yet', 30);
  await channel(notOpen, 1, 5, 30);
  const onSale = await event('On sale', 10, { partner: true });
  await channel(onSale, 1, -5, 10);
  await channel(onSale, 2, -5, 10);
  const soldOut = await event('Sold out', 20);
  await channel(soldOut, 1, -5, 20);
  const earlyBird = await event('Early bird', 40);
  await channel(earlyBird, 1, 3, 40, -1);
  const past = await event('Past', -3);
  await channel(past, 1, -30, -3);
  const archived = await event('Archived', 15, { archived: true });
  await channel(archived, 1, -5, 15);
  const boxOfficeOnly = await event('Box office only', 12);
  await channel(boxOfficeOnly, 2, -5, 12);

  const tariff = (target: { event_id: number } | { campaign_pack_id: number }, productId: number, price: number, saleChannelId = 1) =>
    db.insertInto('tariffs').values({ event_id: null, campaign_pack_id: null, ...target, sale_channel_id: saleChannelId,
      category_id: catA, product_id: productId, block_id: null, price }).execute();
  await tariff({ event_id: onSale }, full, 3000);
  await tariff({ event_id: onSale }, reduced, 2000);
  await tariff({ event_id: onSale }, child, 0);
  await tariff({ event_id: onSale }, legacy, 500);
  await tariff({ event_id: onSale }, full, 1000, 2);
  await tariff({ event_id: soldOut }, full, 4500);

  // The sold-out event: every seat held by an active ticket. The on-sale event: one active and
  // one released ticket, so 5 seats stay free.
  const customer = (await db.insertInto('customers').values({ email: 'fan@example.com', first_name: 'Fan', last_name: 'One',
    gender: 'unknown', is_early_bird: 0, accepts_crm: 0, created_at: at(-100) }).returning('id').executeTakeFirstOrThrow()).id;
  const order = (await db.insertInto('orders').values({ customer_id: customer, status: 'confirmed', sale_channel_id: 1,
    created_at: at(-1), expiry_datetime: at(1), sale_datetime: at(-1), gross_amount: 0, discount_amount: 0,
    has_transaction_in_progress: 0, number_of_installments: 1, payment_method: 'credit_card', anomaly_code: null,
    anomaly_status: null, ticket_withdrawal: 'email' }).returning('id').executeTakeFirstOrThrow()).id;
  const ticket = (eventId: number, seatId: number, active: 0 | 1) => ({ order_id: order, event_id: eventId, seat_id: seatId,
    campaign_pack_id: null, pack_group: null, product_id: full, category_id: catA, gross_amount: 3000, discount_amount: 0,
    state: 'confirmed' as const, active, is_from_resale: 0 as const, resale_listing_id: null, holder_info: null,
    owner_customer_id: customer, created_at: at(-1) });
  await db.insertInto('seat_tickets').values([
    ...seatIds.map((seatId) => ticket(soldOut, seatId, 1)),
    ticket(onSale, seatIds[0]!, 1),
    ticket(onSale, seatIds[1]!, 0),
  ]).execute();

  const pack = async (name: string, type: 'pack' | 'season', eventIds: number[], withChannel: boolean) => {
    const { id } = await db.insertInto('campaign_packs').values({ name, type, description: null, arena_id: arenaId, image_url: null })
      .returning('id').executeTakeFirstOrThrow();
    if (eventIds.length > 0) {
      await db.insertInto('campaign_pack_events').values(eventIds.map((eventId) => ({ campaign_pack_id: id, event_id: eventId }))).execute();
    }
    if (withChannel) {
      await db.insertInto('pack_channel_configurations').values({ campaign_pack_id: id, sale_channel_id: 1,
        early_bird_opening_datetime: null, opening_datetime: at(-10), closing_datetime: at(9), max_campaign_packs_in_cart: 4 }).execute();
    }
    return id;
  };
  const packId = await pack('Two-match pack', 'pack', [notOpen, onSale], true);
  await tariff({ campaign_pack_id: packId }, full, 5000);
  await tariff({ campaign_pack_id: packId }, child, 0);
  const season = await pack('Season 2026/27', 'season', [onSale, soldOut], true);
  const noChannel = await pack('Unsold pack', 'pack', [], false);

  return {
    arenaId,
    events: { onSale, soldOut, notOpen, earlyBird, past, archived, boxOfficeOnly },
    packs: { pack: packId, season, noChannel },
    seatIds,
  };
}
