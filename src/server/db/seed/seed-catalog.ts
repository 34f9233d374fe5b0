import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { TariffTable } from '../schema.js';
import type { DemoEventKind } from './demo-calendar.js';
import { BASE_PRICES, CLUB, DEMO_EVENTS, OPPONENTS, PARTNER, roundPrice, teamLogoUrl } from './demo-calendar.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface CatalogIds {
  saleChannelId: number;
  productIds: { full: number; reduced: number; child: number; resale: number; pack: number; season: number; seasonReduced: number };
  competitionIds: { league: number; cup: number };
  teamIds: { home: number; opponents: number[] };
  events: Record<DemoEventKind, { id: number; startDatetime: string }>;
  packId: number;
  seasonId: number;
  ancillaryIds: { plasticCard: number; parking: number; ticketWithdrawal: number };
  /** Full price in cents of each category id at each event id: eventId -> categoryId -> cents. */
  fullPrices: Map<number, Map<number, number>>;
}

/** Kick-off at 19:00 UTC, `days` days from `now`. */
function kickOff(now: Date, days: number): Date {
  const date = new Date(now.getTime() + days * DAY);
  date.setUTCHours(19, 0, 0, 0);
  return date;
}

/** Inserts the channel, products, teams, events, pack, season, tariffs and extras of the demo. */
export async function seedCatalog(
  db: Db,
  now: Date,
  arena: { arenaId: number; categoryIds: Record<string, number> },
): Promise<CatalogIds> {
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
  const saleChannelId = (await db.insertInto('sale_channels').values({ name: 'website' }).returning('id').executeTakeFirstOrThrow()).id;
  if (saleChannelId !== 1) throw new Error(`The website sale channel must get id 1, got ${saleChannelId}`);

  const product = async (name: string, type: 'individual' | 'pack' | 'season', description: string, isResale: 0 | 1 = 0) =>
    (
      await db
        .insertInto('products')
        .values({ name, type, description, is_resale: isResale, is_active: 1, ticket_format: type === 'season' ? 'season_pass' : 'e_ticket' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const productIds = {
    full: await product('Full price', 'individual', 'Standard adult ticket'),
    reduced: await product('Reduced', 'individual', 'Students, seniors and jobseekers, on proof'),
    child: await product('Child', 'individual', 'Under 12, accompanied by an adult: free'),
    resale: await product('Resale', 'individual', 'A ticket put back on sale by another fan', 1),
    pack: await product('Pack – Full price', 'pack', 'One seat for every match of the pack'),
    season: await product('Season ticket – Full price', 'season', 'Your seat for every home league match'),
    seasonReduced: await product('Season ticket – Reduced', 'season', 'Season ticket for students, seniors and jobseekers'),
  };
  // The free child rate is sold only beside an adult's ticket for the same match.
  await db.updateTable('products').set({ requires_accompanying_ticket: 1 }).where('id', '=', productIds.child).execute();
  // Reduced and child rates are checked at the gate: a fan picks them, the shop never does.
  await db.updateTable('products').set({ requires_proof: 1 }).where('id', 'in', [productIds.reduced, productIds.child, productIds.seasonReduced]).execute();

  const competition = async (name: string, description: string) =>
    (await db.insertInto('competitions').values({ name, description }).returning('id').executeTakeFirstOrThrow()).id;
  const competitionIds = {
    league: await competition('Premier Division', 'The national league'),
    cup: await competition('National Cup', 'The knock-out cup'),
  };
  const team = async (name: string, slug: string) =>
    (
      await db
        .insertInto('teams')
        .values({ display_name: name, logo_url: teamLogoUrl(slug) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const teamIds = { home: await team(CLUB.name, CLUB.slug), opponents: [] as number[] };
  for (const opponent of OPPONENTS) teamIds.opponents.push(await team(opponent.name, opponent.slug));

  const events = {} as CatalogIds['events'];
  const fullPrices = new Map<number, Map<number, number>>();
  const tariffs: Insertable<TariffTable>[] = [];
  const priceOf = (key: string, factor: number) => roundPrice((BASE_PRICES[key] ?? 3_000) * factor);
  for (const plan of DEMO_EVENTS) {
    const start = kickOff(now, plan.day);
    const opponent = OPPONENTS[plan.opponent]!;
    const withPartner = plan.kind === 'onSalePartner';
    const { id } = await db
      .insertInto('events')
      .values({
        name: `${CLUB.name} – ${opponent.name}`,
        description: plan.description,
        start_datetime: start.toISOString(),
        is_archived: 0,
        side: 'home',
        arena_id: arena.arenaId,
        competition_id: competitionIds[plan.competition],
        home_team_id: teamIds.home,
        opponent_team_id: teamIds.opponents[plan.opponent]!,
        image_url: null,
        partner_name: withPartner ? PARTNER.name : null,
        partner_logo_url: withPartner ? PARTNER.logoUrl : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    events[plan.kind] = { id, startDatetime: start.toISOString() };
    await db
      .insertInto('event_channel_configurations')
      .values({
        event_id: id,
        sale_channel_id: saleChannelId,
        early_bird_opening_datetime: plan.earlyBirdInHours === null ? null : at(plan.earlyBirdInHours * HOUR),
        opening_datetime: at(plan.openingInHours * HOUR),
        closing_datetime: start.toISOString(),
        max_individual_seat_tickets_in_cart: 10,
      })
      .execute();
    const prices = new Map<number, number>();
    for (const [key, categoryId] of Object.entries(arena.categoryIds)) {
      const full = priceOf(key, plan.priceFactor);
      prices.set(categoryId, full);
      const row = { event_id: id, campaign_pack_id: null, sale_channel_id: saleChannelId, category_id: categoryId, block_id: null };
      tariffs.push(
        { ...row, product_id: productIds.full, price: full },
        { ...row, product_id: productIds.reduced, price: roundPrice(full * 0.7) },
        { ...row, product_id: productIds.child, price: 0 },
        // Resale listings carry their own price; this row is the face value they are compared with.
        { ...row, product_id: productIds.resale, price: full },
      );
    }
    fullPrices.set(id, prices);
  }

  const pack = async (
    name: string,
    type: 'pack' | 'season',
    description: string,
    eventKinds: DemoEventKind[],
    sale: { earlyBirdInDays: number | null; openingInDays: number; maxInCart: number },
    products: { productId: number; factor: number }[],
  ) => {
    const { id } = await db
      .insertInto('campaign_packs')
      .values({ name, type, description, arena_id: arena.arenaId, image_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('campaign_pack_events')
      .values(eventKinds.map((kind) => ({ campaign_pack_id: id, event_id: events[kind].id })))
      .execute();
    const firstStart = eventKinds.map((kind) => events[kind].startDatetime).sort()[0]!;
    await db
      .insertInto('pack_channel_configurations')
      .values({
        campaign_pack_id: id,
        sale_channel_id: saleChannelId,
        early_bird_opening_datetime: sale.earlyBirdInDays === null ? null : at(sale.earlyBirdInDays * DAY),
        opening_datetime: at(sale.openingInDays * DAY),
        closing_datetime: firstStart,
        max_campaign_packs_in_cart: sale.maxInCart,
      })
      .execute();
    for (const categoryId of Object.values(arena.categoryIds)) {
      const total = eventKinds.reduce((sum, kind) => sum + (fullPrices.get(events[kind].id)?.get(categoryId) ?? 0), 0);
      for (const { productId, factor } of products) {
        tariffs.push({
          event_id: null,
          campaign_pack_id: id,
          sale_channel_id: saleChannelId,
          category_id: categoryId,
          product_id: productId,
          block_id: null,
          price: roundPrice(total * factor),
        });
      }
    }
    return id;
  };
  const packId = await pack(
    'Autumn Trio',
    'pack',
    'Three home matches for the price of two and a half.',
    ['onSale', 'onSalePartner', 'notYetOpen'],
    { earlyBirdInDays: null, openingInDays: -5, maxInCart: 4 },
    [{ productId: productIds.pack, factor: 0.85 }],
  );
  // Season tickets cover the league: the sold-out cup tie is not part of it.
  const seasonId = await pack(
    'Season ticket 2026/27',
    'season',
    'Your seat for every remaining home league match.',
    ['onSale', 'onSalePartner', 'notYetOpen', 'earlyBird'],
    { earlyBirdInDays: -10, openingInDays: -3, maxInCart: 4 },
    [
      { productId: productIds.season, factor: 0.7 },
      { productId: productIds.seasonReduced, factor: 0.5 },
    ],
  );
  await db.insertInto('tariffs').values(tariffs).execute();

  const ancillary = async (name: string, type: 'plastic_card' | 'parking' | 'ticket_withdrawal', description: string, price: number) =>
    (
      await db
        .insertInto('ancillaries')
        .values({ name, type, description, price, is_active: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const ancillaryIds = {
    plasticCard: await ancillary('Plastic card', 'plastic_card', 'Your tickets on a reusable club card', 300),
    parking: await ancillary('Parking', 'parking', 'A place in the stadium car park on match day', 1_500),
    ticketWithdrawal: await ancillary('Envoi par email', 'ticket_withdrawal', 'E-tickets sent by email', 0),
  };

  return { saleChannelId, productIds, competitionIds, teamIds, events, packId, seasonId, ancillaryIds, fullPrices };
}
