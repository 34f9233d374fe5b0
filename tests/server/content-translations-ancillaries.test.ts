import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { eventCart } from './helpers/inventory-fixture.js';
import { extractPdfText } from './helpers/pdf-extract.js';
import { runAdminCommand } from '../../src/server/cli/admin.js';
import type { TicketGroup } from '../../src/domain/ticket-groups.js';

/**
 * Extras (plastic card, parking) in the fan's language, like the rest of the club's content: the
 * options list, the cart, the orders (REST and GraphQL) and the documents name them in the
 * reader's language; Spanish, offered without a translation, keeps the default text.
 */
let w: PaymentWorld;
const admin = (...args: string[]) => runAdminCommand(args, w.t.app, () => undefined);

beforeEach(async () => {
  w = await paymentWorld({ locales: ['en', 'fr', 'es'] });
  const { card, parking } = w.shop.ancillaries;
  expect(await admin('translate', 'ancillary', String(card), 'name', 'fr', 'Carte plastique')).toBe(0);
  expect(await admin('translate', 'ancillary', String(card), 'description', 'fr', 'Vos billets sur une carte du club')).toBe(0);
  expect(await admin('translate', 'ancillary', String(parking), 'name', 'fr', 'Stationnement')).toBe(0);
});
afterEach(async () => w.close());

const as = (cookie: string, headers = w.buyer) => ({ ...headers, cookie: `${headers.cookie ?? ''}; i18next=${cookie}` });
const extraNames = (groups: TicketGroup[]) => groups.flatMap((g) => g.ancillaryTickets.map((a) => a.ancillaryName));

async function options(lng: string) {
  const res = await w.t.app.inject({ method: 'GET', url: '/api/options', headers: { cookie: `i18next=${lng}` } });
  expect(res.statusCode).toBe(200);
  return res.json().options as { id: number; name: string; description: string | null }[];
}

async function holdWithExtras(): Promise<number> {
  const cart = eventCart(w.shop.events.first, w.shop.blocks.n1, [w.shop.blocks.n1.seatIds[2]!], w.shop.products.full, {
    options: [{ id: w.shop.ancillaries.card, quantity: 1 }], parking: { id: w.shop.ancillaries.parking },
  });
  const res = await w.post('/api/order/create-order-with-tickets', { ...cart, tickets: cart.tickets.map((t) => ({ ...t, holderInfo: { firstName: 'Ada', lastName: 'Lovelace' } })) });
  expect(res.statusCode).toBe(200);
  return res.json().order.orderId as number;
}

describe('extras in the reader\'s language', () => {
  it('lists the options in French for a French reader, the default text elsewhere', async () => {
    const { card, parking, withdrawal } = w.shop.ancillaries;
    const french = await options('fr');
    expect(french.find((o) => o.id === card)).toMatchObject({ name: 'Carte plastique', description: 'Vos billets sur une carte du club' });
    expect(french.find((o) => o.id === parking)?.name).toBe('Stationnement');
    expect(french.find((o) => o.id === withdrawal)?.name).toBe('Registered post');
    for (const lng of ['es', 'en']) {
      expect((await options(lng)).map((o) => o.name)).toEqual(['Plastic card', 'Parking', 'Registered post']);
    }
  });

  it('keeps the name of the free e-mail delivery, by which the client knows it', async () => {
    const id = (await w.t.app.db.insertInto('ancillaries').values({ name: 'Envoi par email', type: 'ticket_withdrawal', description: null, price: 0, is_active: 1 })
      .returning('id').executeTakeFirstOrThrow()).id;
    expect(await admin('translate', 'ancillary', String(id), 'name', 'fr', 'Par e-mail')).toBe(0);
    expect((await options('fr')).find((o) => o.id === id)?.name).toBe('Envoi par email');
  });

  it('names the extras of an order in French in the cart, the orders and GraphQL, in English for a Spanish reader', async () => {
    const orderId = await holdWithExtras();
    const cart = await w.t.app.inject({ method: 'GET', url: '/api/cart', headers: as('fr') });
    expect(extraNames(cart.json().ticketGroups)).toEqual(['Carte plastique', 'Stationnement']);
    const fetched = (lng: string) => w.post('/api/order/fetch-order', { orderIds: [orderId], allowedStatus: ['onhold'] }, as(lng));
    expect(extraNames((await fetched('fr')).json().orders[0].ticketGroups)).toEqual(['Carte plastique', 'Stationnement']);
    expect(extraNames((await fetched('es')).json().orders[0].ticketGroups)).toEqual(['Plastic card', 'Parking']);
    const query = 'query($ids: [ID!]) { showMyOrders(orderIds: $ids) { edges { node { ticketGroups { packInfo { packId } seatTickets { id } ancillaryTickets { id ancillaryName ancillaryType grossAmount discountAmount } } } } } }';
    const gql = await w.t.app.inject({ method: 'POST', url: '/api/proxy/graphql', headers: as('fr'), payload: { query, variables: { ids: [String(orderId)] } } });
    expect(gql.json().errors).toBeUndefined();
    expect(extraNames(gql.json().data.showMyOrders.edges[0].node.ticketGroups)).toEqual(['Carte plastique', 'Stationnement']);
    const added = await w.post('/api/add-ancillaries', { orderId, ancillaries: [{ ancillaryId: w.shop.ancillaries.card, quantity: 1 }] }, as('fr'));
    expect(extraNames(added.json().order.ticketGroups)).toEqual(['Carte plastique', 'Stationnement', 'Carte plastique']);
  });

  it('names the extras in French on a French customer\'s invoice and options document', async () => {
    const orderId = await holdWithExtras();
    expect((await w.notify(await w.pay(orderId), 'success')).body.result).toBe('confirmed');
    await w.t.app.db.updateTable('customers')
      .set({ locale: 'fr', street_address: '1 quai de la Gare', postal_code: '75013', city_name: 'Paris', country: 'FR' })
      .where('id', '=', w.buyerId).execute();
    const text = async (url: string) => {
      const res = await w.t.app.inject({ method: 'GET', url, headers: w.buyer });
      expect(res.statusCode).toBe(200);
      return (await extractPdfText(res.rawPayload)).lines.join('\n');
    };
    for (const url of [`/api/proxy/download-bill/${orderId}`, `/api/orders/${orderId}/options-pdf`]) {
      const lines = await text(url);
      expect(lines, url).toContain('Carte plastique');
      expect(lines, url).toContain('Stationnement');
      expect(lines, url).not.toContain('Plastic card');
    }
  });
});
