import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousHeaders, createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { eventCart, packCart, poster, seedShop } from './helpers/inventory-fixture.js';
import type { ShopFixture } from './helpers/inventory-fixture.js';
import type { BlockSeat, DirectSaleOffer } from '../../src/domain/offers.js';
import { OFFERS_CACHE_MS } from '../../src/server/services/inventory/offers-cache.js';

let t: TestApp;
let shop: ShopFixture;
let headers: Record<string, string>;
let other: Record<string, string>;

beforeEach(async () => {
  t = await createTestApp();
  shop = await seedShop(t.app.db, t.clock.now);
  headers = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'buyer@example.com' }));
  other = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'other@example.com' }));
});
afterEach(async () => t.close());

const gql = async (query: string, variables: Record<string, unknown> = {}, h = headers) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/proxy/graphql', headers: h, payload: { query, variables } });
  return { status: res.statusCode, body: res.json() };
};
const hold = async () => {
  const res = await poster(t.app, headers)('/api/order/create-order-with-tickets',
    eventCart(shop.events.first, shop.blocks.n1, [shop.blocks.n1.seatIds[0]!, shop.blocks.n1.seatIds[1]!], shop.products.full));
  return res.json().order;
};

const SHOW = `query($ids: [ID!], $status: [String!], $channels: [ID!], $hide: Boolean) {
  showMyOrders(orderIds: $ids, allowedStatus: $status, allowedSaleChannelIds: $channels, hideOrdersWithInProgressTransaction: $hide) {
    edges { node { orderId status grossAmount expiryDatetime hasTransactionInProgress
      ticketGroups { packInfo { packId } seatTickets { id grossAmount eventInfo { id name homeTeam { displayName } } seatInfo { blockName seatNumber } } } } }
  }
}`;

describe('GraphQL orders', () => {
  it('showMyOrders answers the session customer\'s orders as edges', async () => {
    const order = await hold();
    const { body } = await gql(SHOW, { ids: [String(order.orderId)], status: ['Onhold'], channels: [shop.channelId] });
    expect(body.errors).toBeUndefined();
    expect(body.data.showMyOrders.edges).toHaveLength(1);
    const node = body.data.showMyOrders.edges[0].node;
    expect(node).toMatchObject({ orderId: order.orderId, status: 'onhold', grossAmount: 12000, hasTransactionInProgress: false });
    expect(node.ticketGroups[0].seatTickets[0]).toMatchObject({ grossAmount: 6000, eventInfo: { name: 'Match one', homeTeam: { displayName: 'FC Riverside' } }, seatInfo: { blockName: 'N1' } });
    expect((await gql(SHOW, { channels: [shop.otherChannelId] })).body.data.showMyOrders.edges).toEqual([]);
    expect((await gql(SHOW, {}, other)).body.data.showMyOrders.edges).toEqual([]);
    const foreign = await gql(SHOW, { ids: [order.orderId] }, other);
    expect(foreign.body.errors[0].extensions.code).toBe('ORDER_NOT_FOUND');
    const anonymous = await gql(SHOW, {}, anonymousHeaders());
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(SHOW, { status: ['paid'] })).body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });

  it('names a team logo only when it is an http(s) link or a shop path', async () => {
    await t.app.db.updateTable('teams').set({ logo_url: 'javascript:alert(1)' }).where('display_name', '=', 'FC Riverside').execute();
    const order = await hold();
    const query = `query($ids: [ID!]) { showMyOrders(orderIds: $ids) { edges { node { ticketGroups { seatTickets { eventInfo { homeTeam { logoUrl } opponent { logoUrl } } } } } } } }`;
    const { body } = await gql(query, { ids: [String(order.orderId)] });
    expect(body.errors).toBeUndefined();
    expect(body.data.showMyOrders.edges[0].node.ticketGroups[0].seatTickets[0].eventInfo).toEqual({ homeTeam: { logoUrl: null }, opponent: { logoUrl: '/v.svg' } });
  });

  it('updateTicketsOnOrder keeps the listed tickets and returns the order id; never for another customer', async () => {
    const order = await hold();
    const keep = order.ticketGroups[0].seatTickets[0].id;
    const mutation = `mutation($orderId: ID!, $ticketIds: [ID!], $ancillaries: [ID!]) { updateTicketsOnOrder(orderId: $orderId, ticketIds: $ticketIds, ticketAncillaryIds: $ancillaries) }`;
    const foreign = await gql(mutation, { orderId: order.orderId, ticketIds: [], ancillaries: [] }, other);
    expect(foreign.body.errors[0].extensions.code).toBe('ORDER_NOT_FOUND');
    const { body } = await gql(mutation, { orderId: String(order.orderId), ticketIds: [keep], ancillaries: [] });
    expect(body.data.updateTicketsOnOrder).toBe(order.orderId);
    const active = await t.app.db.selectFrom('seat_tickets').select('id').where('active', '=', 1).execute();
    expect(active.map((r) => r.id)).toEqual([keep]);
    expect((await gql(mutation, { orderId: 'abc' })).body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });
});

describe('GraphQL inventory', () => {
  it('blocks(blockIds) answers block and seat data, with live status when an event is given', async () => {
    await hold();
    const query = `query($ids: [ID!]!, $eventId: ID) { blocks(blockIds: $ids, eventId: $eventId) {
      id name stand { name } isOpenSeating contour seats { id available price category { id } productIds rowName seatNumber } } }`;
    const plain = (await gql(query, { ids: [shop.blocks.n1.id, shop.blocks.s1.id] }, anonymousHeaders())).body.data.blocks;
    expect(plain.map((b: { name: string; stand: { name: string }; isOpenSeating: boolean; seats: unknown[] }) => [b.name, b.stand.name, b.isOpenSeating, b.seats.length])).toEqual([['N1', 'North', false, 10], ['S1', 'South', true, 10]]);
    expect(plain[0].contour).toEqual([[0, 0], [10, 0], [10, 10]]);
    const live = (await gql(query, { ids: [shop.blocks.n1.id], eventId: shop.events.first })).body.data.blocks[0];
    expect(live.seats.slice(0, 3).map((s: BlockSeat) => s.available)).toEqual([false, false, true]);
    expect(live.seats[2]).toMatchObject({ price: 3000, productIds: [shop.products.full, shop.products.reduced] });
    expect((await gql(query, { ids: ['x'] })).body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });

  it('cached individual event offers: direct sale per block, category and product, plus resale, and a light variant', async () => {
    await hold();
    const query = `query($e: ID!, $c: ID!) { cachedIndividualEventOffers(eventId: $e, saleChannelId: $c) {
      directSaleOffers { blockId categoryId productId availability capacity price isOpenSeating } resaleOffers { blockId allPrices availability } } }`;
    const offers = (await gql(query, { e: shop.events.first, c: shop.channelId })).body.data.cachedIndividualEventOffers;
    const n1Full = offers.directSaleOffers.find((o: DirectSaleOffer) => o.blockId === shop.blocks.n1.id && o.productId === shop.products.full);
    expect(n1Full).toEqual({ blockId: shop.blocks.n1.id, categoryId: shop.categories.a, productId: shop.products.full, availability: 8, capacity: 10, price: 6000, isOpenSeating: false });
    const s1Full = offers.directSaleOffers.find((o: DirectSaleOffer) => o.blockId === shop.blocks.s1.id && o.productId === shop.products.full);
    expect(s1Full).toMatchObject({ price: 5000, availability: 10, isOpenSeating: true });
    expect(offers.directSaleOffers).toHaveLength(5);
    expect(offers.resaleOffers).toEqual([]);
    const boxOffice = (await gql(query, { e: shop.events.first, c: shop.otherChannelId })).body.data.cachedIndividualEventOffers;
    expect(boxOffice.directSaleOffers.every((o: DirectSaleOffer) => o.price === 100)).toBe(true);
    const light = `query($e: ID!, $c: ID!) { cachedIndividualEventOffersAvailability(eventId: $e, saleChannelId: $c, arenaId: ${shop.arenaId}) { directSaleOffers { blockId productId availability } } }`;
    const lightOffers = (await gql(light, { e: shop.events.first, c: shop.channelId })).body.data.cachedIndividualEventOffersAvailability.directSaleOffers;
    expect(lightOffers).toContainEqual({ blockId: shop.blocks.n1.id, productId: shop.products.full, availability: 8 });
    expect((await gql(query, { e: 99999, c: shop.channelId })).body.errors[0].extensions.code).toBe('EVENT_NOT_FOUND');
  });

  it('cached individual event offers by arena: every event of the arena on the channel, each offer naming its event', async () => {
    await hold();
    const query = `query($a: ID!, $c: ID!) { cachedIndividualEventOffers(arenaId: $a, saleChannelId: $c) { directSaleOffers { eventId blockId productId availability } } }`;
    const offers = (await gql(query, { a: shop.arenaId, c: shop.channelId })).body.data.cachedIndividualEventOffers.directSaleOffers as (DirectSaleOffer & { eventId: number })[];
    const events = [...new Set(offers.map((o) => o.eventId))].sort((a, b) => a - b);
    expect(events).toEqual([shop.events.first, shop.events.second].sort((a, b) => a - b));
    const n1Full = (eventId: number) => offers.find((o) => o.eventId === eventId && o.blockId === shop.blocks.n1.id && o.productId === shop.products.full)?.availability;
    // The hold is on the first event only.
    expect([n1Full(shop.events.first), n1Full(shop.events.second)]).toEqual([8, 10]);
    const none = await gql(`query($c: ID!) { cachedIndividualEventOffers(saleChannelId: $c) { directSaleOffers { blockId } } }`, { c: shop.channelId });
    expect(none.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    const elsewhere = (await gql(query, { a: 99999, c: shop.channelId })).body.data.cachedIndividualEventOffers.directSaleOffers;
    expect(elsewhere).toEqual([]);
  });

  it('cached event offers are shared for OFFERS_CACHE_MS on the server clock, then recounted', async () => {
    const query = `query($e: ID!, $c: ID!) { cachedIndividualEventOffersAvailability(eventId: $e, saleChannelId: $c) { directSaleOffers { blockId productId availability } } }`;
    const n1 = async () => ((await gql(query, { e: shop.events.first, c: shop.channelId })).body.data.cachedIndividualEventOffersAvailability.directSaleOffers as DirectSaleOffer[])
      .find((o) => o.blockId === shop.blocks.n1.id && o.productId === shop.products.full)?.availability;
    expect(await n1()).toBe(10);
    await hold();
    expect(await n1()).toBe(10);
    t.clock.now = new Date(t.clock.now.getTime() + OFFERS_CACHE_MS);
    expect(await n1()).toBe(8);
  });

  it('cached pack offers per stand and block count seats free for every event, and a light variant', async () => {
    await hold();
    await poster(t.app, other)('/api/order/create-order-with-tickets', packCart('pack', shop.packId, shop.blocks.n1, [shop.blocks.n1.seatIds[5]!], shop.products.pack));
    const query = `query($p: ID!, $c: ID!) { cachedPackOffers(campaignPackId: $p, saleChannelId: $c) {
      hasPublicOffers hasPopulationOffers offers { standName blockName categoryId productId availability capacity price seatTypeIds isOpenSeating } } }`;
    const result = (await gql(query, { p: shop.packId, c: shop.channelId })).body.data.cachedPackOffers;
    expect(result.hasPublicOffers).toBe(true);
    expect(result.hasPopulationOffers).toBe(false);
    expect(result.offers).toEqual([
      { standName: 'North', blockName: 'N1', categoryId: shop.categories.a, productId: shop.products.pack, availability: 7, capacity: 10, price: 9001, seatTypeIds: [], isOpenSeating: false },
      { standName: 'South', blockName: 'S1', categoryId: shop.categories.a, productId: shop.products.pack, availability: 10, capacity: 10, price: 9001, seatTypeIds: [], isOpenSeating: true },
    ]);
    const light = (await gql(`query { cachedPackOffersAvailability(campaignPackId: ${shop.packId}, saleChannelId: ${shop.channelId}) { offers { blockName availability } } }`)).body.data;
    expect(light.cachedPackOffersAvailability.offers).toEqual([{ blockName: 'N1', availability: 7 }, { blockName: 'S1', availability: 10 }]);
    expect((await gql(query, { p: 0, c: shop.channelId })).body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });
});
