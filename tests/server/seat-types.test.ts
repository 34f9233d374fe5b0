import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousHeaders, createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { eventCart, poster, seedShop } from './helpers/inventory-fixture.js';
import type { ShopFixture } from './helpers/inventory-fixture.js';
import { decodeGeometry } from '../../src/seatmap/model/geometry-codec.js';

/**
 * Seat types come from the data: offers are split by seat type (spec: `seatTypeId` of direct and
 * resale offers, `seatTypeIds` of pack offers) and the geometry names each seat's type.
 */
let t: TestApp;
let shop: ShopFixture;
let wheelchair: number;

beforeEach(async () => {
  t = await createTestApp();
  shop = await seedShop(t.app.db, t.clock.now);
  wheelchair = (await t.app.db.insertInto('seat_types').values({ code: 'reduced_mobility', name: 'Wheelchair space' }).returning('id').executeTakeFirstOrThrow()).id;
  // The first two seats of block N1 (category A, 10 seats) are wheelchair spaces.
  await t.app.db.updateTable('seats').set({ seat_type_id: wheelchair }).where('id', 'in', shop.blocks.n1.seatIds.slice(0, 2)).execute();
  await t.app.db.updateTable('arenas').set({ geometry_version: 'v2' }).where('id', '=', shop.arenaId).execute();
});
afterEach(() => t.close());

type Offer = { blockId: number; productId: number; seatTypeId: number | null; availability: number; capacity: number };
const OFFERS = `query($e: ID!, $c: ID!, $p: ID!) {
  cachedIndividualEventOffers(eventId: $e, saleChannelId: $c) { directSaleOffers { blockId productId seatTypeId availability capacity } }
  cachedPackOffers(campaignPackId: $p, saleChannelId: $c) { offers { blockName productId seatTypeIds availability capacity } }
}`;

async function offers() {
  const res = await t.app.inject({ method: 'POST', url: '/api/proxy/graphql', headers: anonymousHeaders(), payload: { query: OFFERS, variables: { e: String(shop.events.first), c: String(shop.channelId), p: String(shop.packId) } } });
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  const direct = (data.cachedIndividualEventOffers.directSaleOffers as Offer[])
    .filter((o) => Number(o.blockId) === shop.blocks.n1.id && Number(o.productId) === shop.products.full)
    .map((o) => ({ seatTypeId: o.seatTypeId === null ? null : Number(o.seatTypeId), availability: o.availability, capacity: o.capacity }))
    .sort((a, b) => (a.seatTypeId ?? 0) - (b.seatTypeId ?? 0));
  const pack = (data.cachedPackOffers.offers as { blockName: string; seatTypeIds: number[]; availability: number; capacity: number }[]).filter((o) => o.blockName === shop.blocks.n1.name);
  return { direct, pack };
}

describe('seat types', () => {
  it('split the direct offers of a block and category, and are listed on the pack offer', async () => {
    const { direct, pack } = await offers();
    expect(direct).toEqual([
      { seatTypeId: null, availability: 8, capacity: 8 },
      { seatTypeId: wheelchair, availability: 2, capacity: 2 },
    ]);
    expect(pack.length).toBeGreaterThan(0);
    for (const offer of pack) expect(offer).toMatchObject({ seatTypeIds: [wheelchair], availability: 10, capacity: 10 });
  });

  it('count a held wheelchair space against its own offer only', async () => {
    const fan = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'fan@example.com' }));
    const held = await poster(t.app, fan)('/api/order/create-order-with-tickets', eventCart(shop.events.first, shop.blocks.n1, [shop.blocks.n1.seatIds[0]!], shop.products.full));
    expect(held.statusCode).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + 60_000); // past the offers cache
    expect((await offers()).direct).toEqual([
      { seatTypeId: null, availability: 8, capacity: 8 },
      { seatTypeId: wheelchair, availability: 1, capacity: 2 },
    ]);
  });

  it('travel with the geometry: the types some seat has, and each seat\'s type', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/arenas/${shop.arenaId}/geometry` });
    expect(res.statusCode).toBe(200);
    const geometry = decodeGeometry(res.rawPayload);
    expect(geometry.seatTypes).toEqual([{ id: wheelchair, code: 'reduced_mobility', name: 'Wheelchair space' }]);
    const typedSeats = [...geometry.seatId].filter((_, i) => geometry.seatTypeIndex[i] === 1);
    expect(typedSeats.sort()).toEqual(shop.blocks.n1.seatIds.slice(0, 2).sort());
  });
});
