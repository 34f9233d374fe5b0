import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseEmpty, seedDemoData } from '../../src/server/db/seed/index.js';
import { checkBankDetails } from '../../src/domain/validation/bank.js';
import { PAYMENT_METHODS } from '../../src/domain/payment/payment-method.js';
import type { DemoDataSummary } from '../../src/server/db/seed/index.js';
import { verifyPassword } from '../../src/server/security/passwords.js';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';

const NOW = new Date('2026-11-22T10:30:00.000Z');
let test: TestApp;
let summary: DemoDataSummary;

beforeAll(async () => {
  test = await createTestApp({ now: NOW });
  expect(await isDatabaseEmpty(test.database.db)).toBe(true);
  summary = await seedDemoData(test.database.db, { now: NOW });
});
afterAll(async () => {
  await test.close();
});

const db = () => test.database.db;
const iso = (date: Date) => date.toISOString();
const config = (eventId: number) =>
  db().selectFrom('event_channel_configurations').selectAll().where('event_id', '=', eventId).executeTakeFirstOrThrow();
const event = (eventId: number) => db().selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirstOrThrow();
const activeTickets = async (eventId: number) =>
  Number(
    (
      await db()
        .selectFrom('seat_tickets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('event_id', '=', eventId)
        .where('active', '=', 1)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('seedDemoData', () => {
  it('creates a ~40,000-seat stadium, the website channel and 4-5 coloured categories', async () => {
    const arena = await db().selectFrom('arenas').selectAll().where('id', '=', summary.arenaId).executeTakeFirstOrThrow();
    expect(Math.abs(arena.seat_count - 40_000)).toBeLessThanOrEqual(2_000);
    const channel = await db().selectFrom('sale_channels').selectAll().executeTakeFirstOrThrow();
    expect(channel).toEqual({ id: 1, name: 'website' });
    const categories = await db().selectFrom('categories').selectAll().execute();
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(categories.length).toBeLessThanOrEqual(5);
    for (const category of categories) expect(category.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('creates at least six events, one in each sale situation', async () => {
    const events = await db().selectFrom('events').selectAll().execute();
    expect(events.length).toBeGreaterThanOrEqual(6);
    for (const kind of ['onSale', 'onSalePartner'] as const) {
      const c = await config(summary.eventIds[kind]);
      expect(c.opening_datetime < iso(NOW) && c.closing_datetime > iso(NOW)).toBe(true);
      expect(c.max_individual_seat_tickets_in_cart).toBe(10);
      expect((await event(summary.eventIds[kind])).start_datetime > iso(NOW)).toBe(true);
    }
    const partner = await event(summary.eventIds.onSalePartner);
    expect(partner.partner_name).toBeTruthy();
    expect(partner.partner_logo_url).toMatch(/^\/images\//);

    const notOpen = await config(summary.eventIds.notYetOpen);
    expect(notOpen.opening_datetime).toBe(iso(new Date(NOW.getTime() + 3 * 86_400_000)));
    expect(notOpen.early_bird_opening_datetime).toBeNull();

    const early = await config(summary.eventIds.earlyBird);
    expect(early.early_bird_opening_datetime! < iso(NOW)).toBe(true);
    expect(early.opening_datetime > iso(NOW)).toBe(true);

    const past = await event(summary.eventIds.past);
    expect(past.is_archived).toBe(0);
    expect(past.start_datetime < iso(NOW)).toBe(true);
    expect(NOW.getTime() - Date.parse(past.start_datetime)).toBeLessThan(2 * 86_400_000);
    expect((await config(summary.eventIds.past)).closing_datetime < iso(NOW)).toBe(true);
  });

  it('sells out one event to the box-office customer with confirmed tickets on every seat', async () => {
    const arena = await db().selectFrom('arenas').select('seat_count').executeTakeFirstOrThrow();
    expect(await activeTickets(summary.eventIds.soldOut)).toBe(arena.seat_count);
    expect(summary.soldOutTicketCount).toBe(arena.seat_count);
    const owners = await db()
      .selectFrom('seat_tickets')
      .select(['owner_customer_id', 'state'])
      .where('event_id', '=', summary.eventIds.soldOut)
      .distinct()
      .execute();
    expect(owners).toEqual([{ owner_customer_id: summary.customerIds.boxOffice, state: 'confirmed' }]);
    const order = await db().selectFrom('orders').selectAll().where('id', '=', summary.soldOutOrderId).executeTakeFirstOrThrow();
    expect(order.status).toBe('confirmed');
    expect(order.gross_amount).toBeGreaterThan(0);
  });

  it('stores only payment methods of the spec’s list', async () => {
    const methods = await test.database.db.selectFrom('orders').select('payment_method').distinct().execute();
    expect(methods.length).toBeGreaterThan(0);
    for (const { payment_method } of methods) expect(PAYMENT_METHODS).toContain(payment_method);
  });

  it('prices every event, category and individual product, with a free child ticket', async () => {
    const categories = Object.keys(summary.categoryIds).length;
    const { full, reduced, child, resale } = summary.productIds;
    for (const eventId of Object.values(summary.eventIds)) {
      // The public rates (the members' and partners' ones are checked below).
      const tariffs = await db().selectFrom('tariffs').selectAll().where('event_id', '=', eventId).where('population_id', 'is', null).execute();
      expect(tariffs).toHaveLength(categories * 4);
      expect(new Set(tariffs.map((t) => t.product_id))).toEqual(new Set([full, reduced, child, resale]));
      for (const tariff of tariffs) {
        expect(Number.isInteger(tariff.price)).toBe(true);
        if (tariff.product_id === child) expect(tariff.price).toBe(0);
        else expect(tariff.price).toBeGreaterThan(0);
      }
    }
    const resaleProduct = await db().selectFrom('products').selectAll().where('id', '=', resale).executeTakeFirstOrThrow();
    expect(resaleProduct.is_resale).toBe(1);
  });

  it('reserves a members\' rate on the on-sale matches and a corporate rate on the partner\'s match to their populations, the demo customer in both', async () => {
    const populations = await db().selectFrom('populations').selectAll().orderBy('id').execute();
    expect(populations.map((p) => [p.name, p.is_professional])).toEqual([['Club members', 0], ['Partner companies', 1]]);
    const reserved = await db().selectFrom('tariffs').select(['event_id', 'population_id']).where('population_id', 'is not', null).execute();
    const categories = Object.keys(summary.categoryIds).length;
    expect(reserved.filter((t) => t.population_id === populations[0]!.id).map((t) => t.event_id).sort()).toEqual(
      [...Array(categories).fill(summary.eventIds.onSale), ...Array(categories).fill(summary.eventIds.onSalePartner)].sort(),
    );
    expect(new Set(reserved.filter((t) => t.population_id === populations[1]!.id).map((t) => t.event_id))).toEqual(new Set([summary.eventIds.onSalePartner]));
    const demo = await db().selectFrom('customers').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
    const memberships = await db().selectFrom('customer_populations').selectAll().execute();
    expect(memberships.map((m) => m.customer_id)).toEqual([demo.id, demo.id]);
  });

  it('names every rate it sells, the populations\' rates included, in the four other languages', async () => {
    const sold = await db().selectFrom('products').select(['id', 'name']).where('id', 'in', db().selectFrom('tariffs').select('product_id')).execute();
    expect(sold.map((p) => p.name)).toEqual(expect.arrayContaining(['Member rate', 'Corporate rate']));
    const translated = await db().selectFrom('content_translations').select(['entity_id', 'locale'])
      .where('entity', '=', 'product').where('field', '=', 'name').execute();
    for (const product of sold) {
      const locales = translated.filter((r) => r.entity_id === product.id).map((r) => r.locale).sort();
      expect({ product: product.name, locales }).toEqual({ product: product.name, locales: ['es', 'fr', 'nl', 'ru'] });
    }
  });

  it('creates a three-event pack and a season ticket with channel configs and tariffs', async () => {
    const packs = await db().selectFrom('campaign_packs').selectAll().orderBy('id').execute();
    expect(packs.map((p) => [p.id, p.type])).toEqual([
      [summary.packId, 'pack'],
      [summary.seasonId, 'season'],
    ]);
    const members = async (packId: number) =>
      (await db().selectFrom('campaign_pack_events').select('event_id').where('campaign_pack_id', '=', packId).execute()).map(
        (row) => row.event_id,
      );
    expect(await members(summary.packId)).toHaveLength(3);
    const seasonEvents = await members(summary.seasonId);
    expect(seasonEvents.length).toBeGreaterThanOrEqual(3);
    const upcomingLeague = await db()
      .selectFrom('events')
      .select('id')
      .where('side', '=', 'home')
      .where('start_datetime', '>', iso(NOW))
      .where('competition_id', '=', summary.competitionIds.league)
      .execute();
    expect(new Set(seasonEvents)).toEqual(new Set(upcomingLeague.map((e) => e.id)));
    for (const packId of [summary.packId, summary.seasonId]) {
      const c = await db().selectFrom('pack_channel_configurations').selectAll().where('campaign_pack_id', '=', packId).executeTakeFirstOrThrow();
      expect(c.max_campaign_packs_in_cart).toBe(4);
      const tariffs = await db().selectFrom('tariffs').selectAll().where('campaign_pack_id', '=', packId).execute();
      expect(tariffs.length).toBeGreaterThanOrEqual(Object.keys(summary.categoryIds).length);
      for (const tariff of tariffs) expect(tariff.event_id).toBeNull();
    }
  });

  it('adds the plastic card, parking and ticket withdrawal extras', async () => {
    const extras = await db().selectFrom('ancillaries').select(['name', 'type', 'price']).orderBy('id').execute();
    expect(extras).toEqual([
      { name: 'Plastic card', type: 'plastic_card', price: 300 },
      { name: 'Parking', type: 'parking', price: 1500 },
      { name: 'Envoi par email', type: 'ticket_withdrawal', price: 0 },
    ]);
  });

  it('names the plastic card and parking in the four other languages, and describes every extra in them', async () => {
    const rows = await db().selectFrom('content_translations as t').innerJoin('ancillaries as a', 'a.id', 't.entity_id')
      .select(['a.type', 't.field', 't.locale', 't.value']).where('t.entity', '=', 'ancillary').execute();
    const text = (type: string, field: string, locale: string) => rows.find((r) => r.type === type && r.field === field && r.locale === locale)?.value;
    expect(['es', 'fr', 'nl', 'ru'].map((locale) => text('plastic_card', 'name', locale))).toEqual(['Tarjeta de plástico', 'Carte plastique', 'Plastic kaart', 'Пластиковая карта']);
    expect(['es', 'fr', 'nl', 'ru'].map((locale) => text('parking', 'name', locale))).toEqual(['Aparcamiento', 'Parking', 'Parkeren', 'Парковка']);
    for (const type of ['plastic_card', 'parking', 'ticket_withdrawal']) {
      expect(rows.filter((r) => r.type === type && r.field === 'description').map((r) => r.locale).sort(), type).toEqual(['es', 'fr', 'nl', 'ru']);
    }
    // The free e-mail delivery keeps its name: the client knows that extra by it.
    expect(text('ticket_withdrawal', 'name', 'fr')).toBeUndefined();
  });

  it('creates the demo and fan customers with working passwords', async () => {
    const demo = await db().selectFrom('customers').selectAll().where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
    expect(demo).toMatchObject({ first_name: 'Alex', last_name: 'Martin', is_early_bird: 1 });
    expect(demo.street_address && demo.postal_code && demo.city_name && demo.country).toBeTruthy();
    expect(demo.email_verified_at).not.toBeNull();
    expect(await verifyPassword('demo-password-1', demo.password_hash!)).toBe(true);
    const fan = await db().selectFrom('customers').selectAll().where('email', '=', 'fan@example.com').executeTakeFirstOrThrow();
    expect(fan.is_early_bird).toBe(0);
    expect(await verifyPassword('fan-password-1', fan.password_hash!)).toBe(true);
    // Valid bank details of one country, so the demo's resale path runs whole (sell again after a cancel).
    expect(checkBankDetails(fan.iban, fan.bic)).toEqual({});
    expect(demo.iban).toBeNull();
  });

  it('lists some of the fan’s confirmed tickets for resale on the first on-sale event', async () => {
    const listings = await db()
      .selectFrom('resale_listings')
      .innerJoin('seat_tickets', 'seat_tickets.id', 'resale_listings.seat_ticket_id')
      .select(['resale_listings.status', 'resale_listings.price', 'seat_tickets.event_id', 'seat_tickets.owner_customer_id', 'seat_tickets.state', 'seat_tickets.active'])
      .execute();
    expect(listings.length).toBeGreaterThanOrEqual(2);
    for (const listing of listings) {
      expect(listing).toMatchObject({
        status: 'on_sale',
        event_id: summary.eventIds.onSale,
        owner_customer_id: summary.customerIds.fan,
        state: 'confirmed',
        active: 1,
      });
      expect(listing.price).toBeGreaterThan(0);
    }
    expect(summary.fanTicketIds.length).toBeGreaterThan(listings.length);
  });

  it('adds the demo promo codes, the event-bound one on the first on-sale event', async () => {
    const codes = await db().selectFrom('promo_codes').select(['name', 'event_id', 'validity_end']).execute();
    const names = codes.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['WELCOME10', 'FAN5', 'SINGLE50', 'SUMMER2025', 'MATCHDAY20']));
    expect(codes.find((c) => c.name === 'MATCHDAY20')?.event_id).toBe(summary.eventIds.onSale);
    expect(codes.find((c) => c.name === 'SUMMER2025')!.validity_end! < iso(NOW)).toBe(true);
  });

  it('refuses a second run and leaves the data as it was', async () => {
    expect(await isDatabaseEmpty(db())).toBe(false);
    await expect(seedDemoData(db(), { now: NOW })).rejects.toMatchObject({ statusCode: 409, code: 'DATABASE_NOT_EMPTY' });
    expect(await db().selectFrom('events').select('id').execute()).toHaveLength(6);
    expect(await db().selectFrom('customers').select('id').execute()).toHaveLength(3);
  });
});
