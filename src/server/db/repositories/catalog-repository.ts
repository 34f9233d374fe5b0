import type { Db } from '../database.js';
import type {
  EventChannelConfiguration,
  EventSummary,
  PackChannelConfiguration,
  PackSummary,
  TeamInfo,
} from '../../../domain/catalog.js';
import { fromPrice } from '../../../domain/offer-preference.js';
import { imageLinkOrNull } from '../../../domain/site-config-rules.js';
import { saleState, websiteChannel, WEBSITE_SALE_CHANNEL_ID } from '../../../domain/sale-window.js';

/**
 * Catalogue reads shared by REST `/api/events` and the GraphQL catalogue, so both answer the same.
 * Each function runs a fixed number of queries whatever the number of items (grouped counts and
 * minimums, `in (...)` lists), never one query per event or per seat.
 */

/** At most this many ids per lookup a client may ask for: bounds the work of one request. */
export const MAX_IDS_PER_LOOKUP = 200;

function team(displayName: string | null, logoUrl: string | null): TeamInfo | null {
  return displayName === null ? null : { displayName, logoUrl: imageLinkOrNull(logoUrl) };
}

/**
 * Ids of the events sold on the website channel, ordered by start: upcoming ones (not archived,
 * not started at `now`), plus the started ones when `includePast` is set.
 */
export async function listWebsiteEventIds(db: Db, options: { now: Date; includePast: boolean }): Promise<number[]> {
  let query = db
    .selectFrom('events')
    .innerJoin('event_channel_configurations as ecc', 'ecc.event_id', 'events.id')
    .select(['events.id', 'events.start_datetime'])
    .distinct()
    .where('ecc.sale_channel_id', '=', WEBSITE_SALE_CHANNEL_ID)
    .where('events.is_archived', '=', 0)
    .orderBy('events.start_datetime')
    .orderBy('events.id');
  if (!options.includePast) query = query.where('events.start_datetime', '>', options.now.toISOString());
  const rows = await query.execute();
  return rows.map((row) => row.id);
}

/** Free seats per event: the arena's seats minus the event's active seat tickets. */
export async function availableSeatsByEvent(db: Db, eventIds: readonly number[]): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (eventIds.length === 0) return result;
  const [capacities, taken] = await Promise.all([
    db
      .selectFrom('events')
      .innerJoin('arenas', 'arenas.id', 'events.arena_id')
      .select(['events.id', 'arenas.seat_count'])
      .where('events.id', 'in', [...eventIds])
      .execute(),
    db
      .selectFrom('seat_tickets')
      .select((eb) => ['event_id', eb.fn.countAll<number | string>().as('taken')])
      .where('event_id', 'in', [...eventIds])
      .where('active', '=', 1)
      .groupBy('event_id')
      .execute(),
  ]);
  const takenByEvent = new Map(taken.map((row) => [row.event_id, Number(row.taken)]));
  for (const row of capacities) result.set(row.id, Math.max(0, row.seat_count - (takenByEvent.get(row.id) ?? 0)));
  return result;
}

/**
 * The "from" price per event or per pack: its lowest paid public website price (active products
 * only), a rate needing proof only where every rate needs one (see `fromPrice`).
 */
async function minimumPrices(db: Db, column: 'event_id' | 'campaign_pack_id', ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('tariffs')
    .innerJoin('products', 'products.id', 'tariffs.product_id')
    .select((eb) => [`tariffs.${column} as itemId`, 'products.requires_proof as requiresProof', eb.fn.min<number | string>('tariffs.price').as('price')])
    .where(`tariffs.${column}`, 'in', [...ids])
    .where('tariffs.sale_channel_id', '=', WEBSITE_SALE_CHANNEL_ID)
    .where('tariffs.price', '>', 0)
    .where('products.is_active', '=', 1)
    // The public "from" price: offers reserved to a population are not everyone's.
    .where('tariffs.population_id', 'is', null)
    .groupBy([`tariffs.${column}`, 'products.requires_proof'])
    .execute();
  const rates = new Map<number, { price: number; needsProof: boolean }[]>();
  for (const row of rows) {
    if (row.itemId === null || row.price === null) continue;
    const list = rates.get(row.itemId) ?? [];
    list.push({ price: Number(row.price), needsProof: Number(row.requiresProof) === 1 });
    rates.set(row.itemId, list);
  }
  const result = new Map<number, number>();
  for (const [itemId, list] of rates) {
    const price = fromPrice(list);
    if (price !== null) result.set(itemId, price);
  }
  return result;
}

async function eventChannels(db: Db, eventIds: readonly number[]): Promise<Map<number, EventChannelConfiguration[]>> {
  const rows = await db
    .selectFrom('event_channel_configurations')
    .selectAll()
    .where('event_id', 'in', [...eventIds])
    .orderBy('sale_channel_id')
    .orderBy('id')
    .execute();
  const result = new Map<number, EventChannelConfiguration[]>();
  for (const row of rows) {
    const list = result.get(row.event_id) ?? [];
    list.push({
      saleChannel: { id: row.sale_channel_id },
      earlyBirdOpeningDatetime: row.early_bird_opening_datetime,
      openingDatetime: row.opening_datetime,
      closingDatetime: row.closing_datetime,
      maxIndividualSeatTicketsInCart: row.max_individual_seat_tickets_in_cart,
    });
    result.set(row.event_id, list);
  }
  return result;
}

/**
 * Summaries of the given events, in the order of `eventIds`; unknown ids are skipped.
 * Five queries in all, whatever the number of events.
 */
export async function loadEventSummaries(db: Db, eventIds: readonly number[], options: { now: Date }): Promise<EventSummary[]> {
  const ids = [...new Set(eventIds)];
  if (ids.length === 0) return [];
  const [rows, channels, available, prices] = await Promise.all([
    db
      .selectFrom('events')
      .leftJoin('teams as home', 'home.id', 'events.home_team_id')
      .leftJoin('teams as away', 'away.id', 'events.opponent_team_id')
      .leftJoin('competitions', 'competitions.id', 'events.competition_id')
      .select([
        'events.id', 'events.name', 'events.description', 'events.start_datetime', 'events.is_archived',
        'events.image_url', 'events.arena_id', 'events.partner_name', 'events.partner_logo_url',
        'home.display_name as home_name', 'home.logo_url as home_logo',
        'away.display_name as away_name', 'away.logo_url as away_logo',
        'competitions.id as competition_id', 'competitions.name as competition_name',
        'competitions.description as competition_description',
      ])
      .where('events.id', 'in', ids)
      .execute(),
    eventChannels(db, ids),
    availableSeatsByEvent(db, ids),
    minimumPrices(db, 'event_id', ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id): EventSummary[] => {
    const row = byId.get(id);
    if (!row) return [];
    const channelConfigurations = channels.get(id) ?? [];
    const availableSeats = available.get(id) ?? 0;
    return [{
      id: row.id,
      name: row.name,
      description: row.description,
      startDatetime: row.start_datetime,
      isArchived: row.is_archived === 1,
      imageUrl: imageLinkOrNull(row.image_url),
      arenaId: row.arena_id,
      homeTeam: team(row.home_name, row.home_logo),
      opponent: team(row.away_name, row.away_logo),
      competition: row.competition_id === null || row.competition_name === null
        ? null
        : { id: row.competition_id, name: row.competition_name, description: row.competition_description },
      channelConfigurations,
      partner: row.partner_name === null ? null : { name: row.partner_name, logoUrl: imageLinkOrNull(row.partner_logo_url) },
      saleState: saleState({
        channel: websiteChannel(channelConfigurations),
        now: options.now,
        soldOut: availableSeats === 0,
        isArchived: row.is_archived === 1,
        startDatetime: row.start_datetime,
      }),
      availableSeats,
      minimumPrice: prices.get(id) ?? null,
    }];
  });
}

/** Ids of every campaign pack (packs and season subscriptions), in a stable order. */
export async function listCampaignPackIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('campaign_packs').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/**
 * Summaries of the given packs in the order of `packIds`; unknown ids are skipped. A pack is past
 * once its last event has started, and sold out when any of its events has no free seat left.
 */
export async function loadPackSummaries(db: Db, packIds: readonly number[], options: { now: Date }): Promise<PackSummary[]> {
  const ids = [...new Set(packIds)];
  if (ids.length === 0) return [];
  const [packs, breakdowns, channelRows, prices] = await Promise.all([
    db.selectFrom('campaign_packs').selectAll().where('id', 'in', ids).execute(),
    db
      .selectFrom('campaign_pack_events as cpe')
      .innerJoin('events', 'events.id', 'cpe.event_id')
      .select(['cpe.campaign_pack_id', 'events.id', 'events.name', 'events.start_datetime', 'events.is_archived'])
      .where('cpe.campaign_pack_id', 'in', ids)
      .orderBy('events.start_datetime')
      .orderBy('events.id')
      .execute(),
    db.selectFrom('pack_channel_configurations').selectAll().where('campaign_pack_id', 'in', ids).orderBy('id').execute(),
    minimumPrices(db, 'campaign_pack_id', ids),
  ]);
  const available = await availableSeatsByEvent(db, [...new Set(breakdowns.map((row) => row.id))]);
  const byId = new Map(packs.map((pack) => [pack.id, pack]));
  return ids.flatMap((id): PackSummary[] => {
    const pack = byId.get(id);
    if (!pack) return [];
    const events = breakdowns.filter((row) => row.campaign_pack_id === id);
    const channelConfigurations: PackChannelConfiguration[] = channelRows
      .filter((row) => row.campaign_pack_id === id)
      .map((row) => ({
        saleChannel: { id: row.sale_channel_id },
        earlyBirdOpeningDatetime: row.early_bird_opening_datetime,
        openingDatetime: row.opening_datetime,
        closingDatetime: row.closing_datetime,
        maxCampaignPacksInCart: row.max_campaign_packs_in_cart,
      }));
    const lastEvent = events.at(-1);
    return [{
      id: pack.id,
      name: pack.name,
      type: pack.type,
      description: pack.description,
      imageUrl: imageLinkOrNull(pack.image_url),
      arenaId: pack.arena_id,
      breakdowns: events.map((row) => ({ id: row.id, name: row.name, startDatetime: row.start_datetime })),
      channelConfigurations,
      saleState: saleState({
        channel: websiteChannel(channelConfigurations),
        now: options.now,
        soldOut: events.some((row) => (available.get(row.id) ?? 0) === 0),
        isArchived: events.some((row) => row.is_archived === 1),
        startDatetime: lastEvent?.start_datetime ?? null,
      }),
      minimumPrice: prices.get(id) ?? null,
    }];
  });
}
