import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousHeaders, createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { eventCart, poster, seedShop } from './helpers/inventory-fixture.js';
import type { ShopFixture } from './helpers/inventory-fixture.js';
import { runAdminCommand } from '../../src/server/cli/admin.js';
import { confirmPaidOrder } from '../../src/server/services/payments/confirm-order.js';

/**
 * Club content in the fan's language: translations entered with the admin command are answered
 * by the catalogue (REST and GraphQL) and the order views, for the language the shop is read in;
 * the default text stays wherever a translation is missing or the language is not offered.
 */
let t: TestApp;
let shop: ShopFixture;
const lines: string[] = [];
const admin = (...args: string[]) => runAdminCommand(args, t.app, (line) => lines.push(line));

beforeEach(async () => {
  t = await createTestApp({ config: { locales: ['en', 'fr', 'es'] } });
  shop = await seedShop(t.app.db, t.clock.now);
  const northId = (await t.app.db.selectFrom('stands').select('id').where('name', '=', 'North').executeTakeFirstOrThrow()).id;
  expect(await admin('translate', 'stand', String(northId), 'name', 'fr', 'Tribune Nord')).toBe(0);
  expect(await admin('translate', 'category', String(shop.categories.a), 'name', 'fr', 'Catégorie A')).toBe(0);
  expect(await admin('translate', 'product', String(shop.products.full), 'name', 'fr', 'Plein tarif')).toBe(0);
  expect(await admin('translate', 'event', String(shop.events.first), 'name', 'fr', 'Premier match')).toBe(0);
  expect(await admin('translate', 'campaign_pack', String(shop.seasonId), 'name', 'fr', 'Abonnement 2026')).toBe(0);
  // Dutch is not offered by this shop: its text is never shown.
  expect(await admin('translate', 'event', String(shop.events.first), 'name', 'nl', 'Eerste wedstrijd')).toBe(0);
});
afterEach(() => t.close());

const EVENT_QUERY = `query($ids: [ID!]!) { events(eventIds: $ids) { name arena { stands { name } categories { id name } products { id name } } } }`;

async function eventAs(cookie: string, acceptLanguage?: string) {
  const headers = { ...anonymousHeaders(), cookie: `${anonymousHeaders().cookie}${cookie}`, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) };
  const res = await t.app.inject({ method: 'POST', url: '/api/proxy/graphql', headers, payload: { query: EVENT_QUERY, variables: { ids: [String(shop.events.first)] } } });
  expect(res.statusCode).toBe(200);
  const event = res.json().data.events[0];
  return {
    name: event.name as string,
    stands: (event.arena.stands as { name: string }[]).map((s) => s.name),
    category: (event.arena.categories as { id: number; name: string }[]).find((c) => Number(c.id) === shop.categories.a)?.name,
    product: (event.arena.products as { id: number; name: string }[]).find((p) => Number(p.id) === shop.products.full)?.name,
  };
}

describe('club content in the reader\'s language', () => {
  it('answers the catalogue in French for a French reader, by cookie or by browser language', async () => {
    const english = await eventAs('');
    const french = await eventAs('; i18next=fr');
    expect(french).toEqual({ name: 'Premier match', stands: ['Tribune Nord', 'South'], category: 'Catégorie A', product: 'Plein tarif' });
    expect(english.name).not.toBe('Premier match');
    expect(english.stands).toEqual(['North', 'South']);
    expect(await eventAs('', 'fr-BE,fr;q=0.9')).toEqual(french);
    // The interface's choice wins over the browser's languages.
    expect((await eventAs('; i18next=en', 'fr')).name).toBe(english.name);
  });

  it('falls back to the default text for a missing translation or a language the shop does not offer', async () => {
    const english = await eventAs('');
    expect(await eventAs('; i18next=es')).toEqual(english);
    expect(await eventAs('; i18next=nl')).toEqual(english);
  });

  it('answers the home page list, the cart and the orders in the reader\'s language', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/events', headers: { cookie: 'i18next=fr' } });
    expect(list.json().events.map((e: { id: number; name: string }) => e.name)).toContain('Premier match');

    const headers = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'lecteur@example.com' }));
    const french = { ...headers, cookie: `${headers.cookie}; i18next=fr` };
    const n1 = shop.blocks.n1.seatIds;
    const created = await poster(t.app, headers)('/api/order/create-order-with-tickets', eventCart(shop.events.first, shop.blocks.n1, [n1[0]!], shop.products.full));
    expect(created.statusCode).toBe(200);
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: french })).json();
    const ticket = cart.ticketGroups[0].seatTickets[0];
    expect([ticket.eventInfo.name, ticket.seatInfo.standName, ticket.seatInfo.categoryName, ticket.productName]).toEqual(['Premier match', 'Tribune Nord', 'Catégorie A', 'Plein tarif']);
    const fetched = await t.app.inject({ method: 'POST', url: '/api/order/fetch-order', headers: french, payload: { orderIds: [created.json().order.orderId], allowedStatus: ['onhold'] } });
    expect(fetched.json().orders[0].ticketGroups[0].seatTickets[0].seatInfo.standName).toBe('Tribune Nord');
    const englishCart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers })).json();
    expect(englishCart.ticketGroups[0].seatTickets[0].seatInfo.standName).toBe('North');
  });

  it('answers the resale screen\'s tickets in the reader\'s language', async () => {
    const headers = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'vendeur@example.com' }));
    const created = await poster(t.app, headers)('/api/order/create-order-with-tickets', eventCart(shop.events.first, shop.blocks.n1, [shop.blocks.n1.seatIds[0]!], shop.products.full));
    expect(created.statusCode).toBe(200);
    await t.app.db.transaction().execute((trx) => confirmPaidOrder(trx, created.json().order.orderId, t.clock.now.toISOString()));
    const names = async (cookie: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/resale/tickets', headers: { ...headers, cookie: `${headers.cookie}${cookie}` } });
      expect(res.statusCode).toBe(200);
      const [ticket] = res.json().tickets as { eventName: string; standName: string; categoryName: string }[];
      return [ticket!.eventName, ticket!.standName, ticket!.categoryName];
    };
    expect(await names('; i18next=fr')).toEqual(['Premier match', 'Tribune Nord', 'Catégorie A']);
    expect((await names(''))[1]).toBe('North');
  });

  it('the admin command removes a translation with an empty text and refuses unknown fields', async () => {
    const northId = (await t.app.db.selectFrom('stands').select('id').where('name', '=', 'North').executeTakeFirstOrThrow()).id;
    expect(await admin('translate', 'stand', String(northId), 'name', 'fr', '')).toBe(0);
    expect((await eventAs('; i18next=fr')).stands).toEqual(['North', 'South']);
    expect(await admin('translate', 'stand', String(northId), 'colour', 'fr', 'Bleu')).toBe(2);
    expect(await admin('translate', 'seat', '1', 'name', 'fr', 'Siège')).toBe(2);
    expect(await admin('translate', 'stand', String(northId), 'name', 'de', 'Nordtribüne')).toBe(2);
  });
});
