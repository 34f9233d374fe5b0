/**
 * What selling one event or one pack on one channel needs: the event(s), the channel window and
 * limits, and the tariffs.
 */
import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { TariffLike } from '../../../domain/order-pricing.js';
import type { PurchaseWindow } from '../../../domain/purchase-window.js';

export interface SaleEvent {
  id: number;
  name: string;
  arenaId: number;
  startDatetime: string;
  isArchived: boolean;
}

export interface SaleContext {
  kind: 'event' | 'pack' | 'season';
  /** The event id, or the campaign pack id. */
  id: number;
  name: string;
  arenaId: number;
  saleChannelId: number;
  /** One event for a single-event sale; every event of the pack otherwise, by start. */
  events: SaleEvent[];
  /** Null when the item is not sold on this channel. */
  window: PurchaseWindow | null;
  /** maxIndividualSeatTicketsInCart or maxCampaignPacksInCart. */
  channelMax: number;
  arenaMaxTicketsInCart: number;
  tariffs: TariffLike[];
  /** Whether a waiting room guards the item: booking it then needs an admission. */
  behindWaitingRoom: boolean;
  /** The products the tariffs sell, by id. */
  products: Map<number, SaleProduct>;
}

export interface SaleProduct {
  name: string;
  /** A rate such as "Child, accompanied by an adult" (see domain/accompanied). */
  requiresAccompanying: boolean;
}

interface EventContextRow {
  id: number;
  name: string;
  arena_id: number;
  start_datetime: string;
  is_archived: number;
  website_max_tickets_in_cart: number;
  config_id: number | null;
  early_bird_opening_datetime: string | null;
  opening_datetime: string | null;
  closing_datetime: string | null;
  max_individual_seat_tickets_in_cart: number | null;
  room_item_id: number | null;
}

const channelCache = new WeakMap<Db, number>();

/** The website's sale channel: the one named "website", else the first one. Null when none exist. */
export async function websiteChannelId(db: Db): Promise<number | null> {
  const cached = channelCache.get(db);
  if (cached !== undefined) return cached;
  const rows = await db.selectFrom('sale_channels').select(['id', 'name']).orderBy('id').execute();
  const chosen = rows.find((r) => r.name.toLowerCase() === 'website') ?? rows[0];
  if (!chosen) return null;
  channelCache.set(db, chosen.id);
  return chosen.id;
}

function toEvent(row: { id: number; name: string; arena_id: number; start_datetime: string; is_archived: number }): SaleEvent {
  return { id: row.id, name: row.name, arenaId: row.arena_id, startDatetime: row.start_datetime, isArchived: row.is_archived === 1 };
}

/** The window of a channel configuration (event or pack); null when the item is not sold on the channel. */
function toPurchaseWindow(
  config: { early_bird_opening_datetime: string | null; opening_datetime: string; closing_datetime: string } | null | undefined,
): PurchaseWindow | null {
  return config
    ? { earlyBirdOpeningDatetime: config.early_bird_opening_datetime, openingDatetime: config.opening_datetime, closingDatetime: config.closing_datetime }
    : null;
}

const eventColumns = ['e.id', 'e.name', 'e.arena_id', 'e.start_datetime', 'e.is_archived'] as const;

/**
 * Whose offers a sale prices: a visitor's (no populations), the populations named, or the signed-in
 * customer's, read by the tariff query itself (one round trip less on every seat hold).
 */
export type BuyerPopulations = readonly number[] | { customerId: number };

/**
 * Tariffs everyone may buy, and those of the buyer's populations: another population's offers are
 * neither shown nor sold.
 */
const populationFilter = (buyer: BuyerPopulations) => {
  if ('customerId' in buyer) {
    return sql`(t.population_id is null or t.population_id in (select population_id from customer_populations where customer_id = ${buyer.customerId}))`;
  }
  return buyer.length === 0 ? sql`t.population_id is null` : sql`(t.population_id is null or t.population_id in (${sql.join([...buyer])}))`;
};

/** The sale context of one event on a channel, or null when the event does not exist. */
export async function loadEventContext(
  db: Db, eventId: number, saleChannelId: number, buyer: BuyerPopulations = [], options: { lockBuyer?: boolean } = {},
): Promise<SaleContext | null> {
  // PostgreSQL: the buyer's row locked (FOR NO KEY UPDATE) by this same statement, so a seat hold
  // serialises with the buyer's other holds without a round trip of its own. The statements after
  // it read the buyer's orders with a snapshot taken once the lock is held.
  const lockBuyer = options.lockBuyer === true && 'customerId' in buyer
    ? sql`and exists (select 1 from customers lk where lk.id = ${buyer.customerId} for no key update)`
    : sql``;
  // Event, arena cap, channel window, waiting room and tariffs in one round trip (one row per
  // tariff, or one row without a tariff): this runs on every seat hold. Raw SQL: building it cost
  // more CPU than running it. Direct sale only: the resale product's rows are the face value
  // listings are compared with, never a rate a fresh seat is sold at; inactive products are not sold.
  const { rows } = await sql<EventContextRow & Partial<TariffRow>>`select e.id, e.name, e.arena_id, e.start_datetime, e.is_archived,
      a.website_max_tickets_in_cart, c.id as config_id, c.early_bird_opening_datetime, c.opening_datetime, c.closing_datetime,
      c.max_individual_seat_tickets_in_cart, w.item_id as room_item_id, tr.category_id, tr.product_id, tr.block_id, tr.price, tr.population_id,
      tr.product_name, tr.requires_accompanying_ticket
    from events e join arenas a on a.id = e.arena_id
      left join event_channel_configurations c on c.event_id = e.id and c.sale_channel_id = ${saleChannelId}
      left join waiting_rooms w on w.item_kind = 'event' and w.item_id = e.id
      left join (select t.event_id, t.category_id, t.product_id, t.block_id, t.price, t.population_id,
            p.name as product_name, p.requires_accompanying_ticket
          from tariffs t join products p on p.id = t.product_id
          where t.event_id = ${eventId} and t.sale_channel_id = ${saleChannelId} and p.is_resale = 0 and p.is_active = 1
            and ${populationFilter(buyer)}) tr on tr.event_id = e.id
    where e.id = ${eventId} ${lockBuyer}`.execute(db);
  const event = rows[0];
  if (!event) return null;
  const tariffs = rows.filter((r): r is EventContextRow & TariffRow => r.product_id != null);
  const config = event.config_id !== null && event.opening_datetime !== null && event.closing_datetime !== null
    ? {
      early_bird_opening_datetime: event.early_bird_opening_datetime,
      opening_datetime: event.opening_datetime,
      closing_datetime: event.closing_datetime,
      max_individual_seat_tickets_in_cart: event.max_individual_seat_tickets_in_cart ?? 0,
    }
    : null;
  return {
    kind: 'event',
    id: event.id,
    name: event.name,
    arenaId: event.arena_id,
    saleChannelId,
    events: [toEvent(event)],
    window: toPurchaseWindow(config),
    channelMax: config?.max_individual_seat_tickets_in_cart ?? 0,
    arenaMaxTicketsInCart: event.website_max_tickets_in_cart,
    tariffs: tariffs.map(toTariff),
    behindWaitingRoom: event.room_item_id !== null,
    products: productsOf(tariffs),
  };
}

/** The sale context of a campaign pack (pack or season) on a channel, or null when unknown. */
export async function loadPackContext(db: Db, packId: number, saleChannelId: number, buyer: BuyerPopulations = []): Promise<SaleContext | null> {
  const pack = await db
    .selectFrom('campaign_packs as p')
    .innerJoin('arenas as a', 'a.id', 'p.arena_id')
    .leftJoin('waiting_rooms as w', (join) => join.on('w.item_kind', '=', 'pack').onRef('w.item_id', '=', 'p.id'))
    .select(['p.id', 'p.name', 'p.type', 'p.arena_id', 'a.website_max_tickets_in_cart', 'w.item_id as room_item_id'])
    .where('p.id', '=', packId)
    .executeTakeFirst();
  if (!pack) return null;
  const [events, config, tariffs] = await Promise.all([
    db
      .selectFrom('campaign_pack_events as pe')
      .innerJoin('events as e', 'e.id', 'pe.event_id')
      .select(eventColumns)
      .where('pe.campaign_pack_id', '=', packId)
      .orderBy('e.start_datetime')
      .orderBy('e.id')
      .execute(),
    db
      .selectFrom('pack_channel_configurations')
      .selectAll()
      .where('campaign_pack_id', '=', packId)
      .where('sale_channel_id', '=', saleChannelId)
      .executeTakeFirst(),
    sql<TariffRow>`select t.category_id, t.product_id, t.block_id, t.price, t.population_id,
        p.name as product_name, p.requires_accompanying_ticket
      from tariffs t join products p on p.id = t.product_id
      where t.campaign_pack_id = ${packId} and t.sale_channel_id = ${saleChannelId} and p.is_resale = 0 and p.is_active = 1
        and ${populationFilter(buyer)}`.execute(db).then((r) => r.rows),
  ]);
  return {
    kind: pack.type,
    id: pack.id,
    name: pack.name,
    arenaId: pack.arena_id,
    saleChannelId,
    events: events.map(toEvent),
    window: toPurchaseWindow(config),
    channelMax: config?.max_campaign_packs_in_cart ?? 0,
    arenaMaxTicketsInCart: pack.website_max_tickets_in_cart,
    tariffs: tariffs.map(toTariff),
    behindWaitingRoom: pack.room_item_id !== null,
    products: productsOf(tariffs),
  };
}

interface TariffRow {
  category_id: number;
  product_id: number;
  block_id: number | null;
  price: number;
  population_id: number | null;
  product_name: string;
  requires_accompanying_ticket: number;
}

function productsOf(rows: readonly TariffRow[]): Map<number, SaleProduct> {
  return new Map(rows.map((r) => [r.product_id, { name: r.product_name, requiresAccompanying: Number(r.requires_accompanying_ticket) === 1 }]));
}

function toTariff(t: TariffRow): TariffLike {
  return { categoryId: t.category_id, productId: t.product_id, blockId: t.block_id, price: Number(t.price), populationId: t.population_id };
}

/** The populations the customer belongs to (none for a visitor). */
export async function customerPopulationIds(db: Db, customerId: number | null): Promise<number[]> {
  if (customerId === null) return [];
  const rows = await db.selectFrom('customer_populations').select('population_id').where('customer_id', '=', customerId).orderBy('population_id').execute();
  return rows.map((r) => r.population_id);
}
