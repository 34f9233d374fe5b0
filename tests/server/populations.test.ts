import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousHeaders, createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { eventCart, packCart, poster, seedShop } from './helpers/inventory-fixture.js';
import type { ShopFixture } from './helpers/inventory-fixture.js';
import { runAdminCommand } from '../../src/server/cli/admin.js';

/**
 * Offers reserved to a population: shown and sold to its members only (offers, block seats,
 * order creation), never counted in the public "from" price; a professional population's offers
 * have their own page, which anyone else is told does not exist.
 */
let t: TestApp;
let shop: ShopFixture;
let members: number;
let partners: number;
let memberRate: number;
const out: string[] = [];
const admin = (...args: string[]) => runAdminCommand(args, t.app, (line) => out.push(line));

beforeEach(async () => {
  t = await createTestApp();
  shop = await seedShop(t.app.db, t.clock.now);
  expect(await admin('population', 'add', 'Members')).toBe(0);
  expect(await admin('population', 'add', 'Partners', 'professional')).toBe(0);
  [members, partners] = (await t.app.db.selectFrom('populations').select('id').orderBy('id').execute()).map((p) => p.id) as [number, number];
  memberRate = (await t.app.db.insertInto('products').values({ name: 'Member rate', description: null, type: 'individual', is_resale: 0, is_active: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  await t.app.db.insertInto('tariffs').values([
    { event_id: shop.events.first, campaign_pack_id: null, sale_channel_id: shop.channelId, category_id: shop.categories.a, product_id: memberRate, block_id: null, price: 1000, population_id: members },
    { event_id: null, campaign_pack_id: shop.packId, sale_channel_id: shop.channelId, category_id: shop.categories.a, product_id: memberRate, block_id: null, price: 9000, population_id: members },
    { event_id: shop.events.second, campaign_pack_id: null, sale_channel_id: shop.channelId, category_id: shop.categories.a, product_id: memberRate, block_id: null, price: 1500, population_id: partners },
  ]).execute();
});
afterEach(() => t.close());

async function customer(email: string, ...populations: number[]): Promise<Record<string, string>> {
  await insertCustomer(t.app, { email });
  for (const id of populations) expect(await admin('population', 'member', String(id), email, 'add')).toBe(0);
  return signInHeaders(t.app, (await t.app.db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id);
}

const OFFERS = `query($e: ID!, $c: ID!, $p: ID!) {
  cachedIndividualEventOffers(eventId: $e, saleChannelId: $c) { directSaleOffers { productId price } }
  cachedPackOffers(campaignPackId: $p, saleChannelId: $c) { hasPublicOffers hasPopulationOffers offers { productId } }
}`;

async function offersFor(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/proxy/graphql', headers, payload: { query: OFFERS, variables: { e: String(shop.events.first), c: String(shop.channelId), p: String(shop.packId) } } });
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  return {
    eventProducts: new Set((data.cachedIndividualEventOffers.directSaleOffers as { productId: number }[]).map((o) => Number(o.productId))),
    pack: data.cachedPackOffers as { hasPublicOffers: boolean; hasPopulationOffers: boolean; offers: { productId: number }[] },
  };
}

const blockProducts = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/block', headers, payload: { eventId: shop.events.first, blockId: shop.blocks.n1.id } });
  return new Set((res.json().seats as { productIds: number[] }[]).flatMap((s) => s.productIds));
};

describe('population offers', () => {
  it('are shown to members only: offers, pack flags and block seats', async () => {
    const visitor = await offersFor(anonymousHeaders());
    const outsider = await offersFor(await customer('outsider@example.com', partners));
    const member = await offersFor(await customer('member@example.com', members));
    expect(visitor.eventProducts.has(memberRate)).toBe(false);
    expect(outsider.eventProducts.has(memberRate)).toBe(false);
    expect(member.eventProducts.has(memberRate)).toBe(true);
    expect(member.eventProducts.has(shop.products.full)).toBe(true);
    expect(visitor.pack).toMatchObject({ hasPublicOffers: true, hasPopulationOffers: false });
    expect(member.pack).toMatchObject({ hasPublicOffers: true, hasPopulationOffers: true });
    expect(await blockProducts(await customer('outsider2@example.com'))).not.toContain(memberRate);
    expect(await blockProducts(await customer('member2@example.com', members))).toContain(memberRate);
  });

  it('are sold to members only, at the members\' price', async () => {
    const seat = shop.blocks.n1.seatIds;
    const outsider = await customer('outsider@example.com');
    const refused = await poster(t.app, outsider)('/api/order/create-order-with-tickets', eventCart(shop.events.first, shop.blocks.n1, [seat[0]!], memberRate));
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(await t.app.db.selectFrom('seat_tickets').select('id').execute()).toEqual([]);
    const packRefused = await poster(t.app, outsider)('/api/order/create-order-with-tickets', packCart('pack', shop.packId, shop.blocks.n1, [seat[1]!], memberRate));
    expect(packRefused.statusCode).toBeGreaterThanOrEqual(400);

    const member = await customer('member@example.com', members);
    const sold = await poster(t.app, member)('/api/order/create-order-with-tickets', eventCart(shop.events.first, shop.blocks.n1, [seat[0]!], memberRate));
    expect(sold.statusCode).toBe(200);
    expect(sold.json().order.grossAmount).toBe(1000);
    // Leaving the population ends the right: a second seat at that rate is refused.
    expect(await admin('population', 'member', String(members), 'member@example.com', 'remove')).toBe(0);
    const after = await poster(t.app, member)('/api/order/create-order-with-tickets', eventCart(shop.events.first, shop.blocks.n1, [seat[2]!], memberRate));
    expect(after.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('never make the public "from" price', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events' });
    const first = (res.json().events as { id: number; minimumPrice: number }[]).find((e) => e.id === shop.events.first);
    expect(first?.minimumPrice).toBe(2500);
  });
});

describe('professional offers', () => {
  it('are listed for a professional population\'s members and hidden from anyone else', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/professional-offers' })).statusCode).toBe(401);
    const member = await customer('member@example.com', members);
    expect((await t.app.inject({ method: 'GET', url: '/api/professional-offers', headers: member })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/customer', headers: member })).json().customer.isProfessional).toBe(false);

    const partner = await customer('partner@example.com', partners);
    expect((await t.app.inject({ method: 'GET', url: '/api/customer', headers: partner })).json().customer.isProfessional).toBe(true);
    const listed = await t.app.inject({ method: 'GET', url: '/api/professional-offers', headers: partner });
    expect(listed.statusCode).toBe(200);
    expect((listed.json().events as { id: number }[]).map((e) => e.id)).toEqual([shop.events.second]);
    expect(listed.json().packs).toEqual([]);
  });

  it('the admin command refuses bad arguments and unknown customers', async () => {
    expect(await admin('population', 'member', String(members), 'nobody@example.com', 'add')).toBe(1);
    expect(await admin('population', 'member', String(members), 'x@example.com', 'maybe')).toBe(2);
    expect(await admin('population', 'add', 'Press', 'vip')).toBe(2);
    expect(await admin('population', 'list')).toBe(0);
    expect(out.some((line) => line.includes('Partners (professional)'))).toBe(true);
  });
});
