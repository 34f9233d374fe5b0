import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { FIXTURE_NOW, insertCatalogFixture } from './helpers/catalog-fixture.js';
import type { CatalogFixture } from './helpers/catalog-fixture.js';
import type { EventSummary } from '../../src/domain/catalog.js';

let testApp: TestApp;
let fixture: CatalogFixture;
beforeEach(async () => {
  testApp = await createTestApp({ now: FIXTURE_NOW });
  fixture = await insertCatalogFixture(testApp.app.db);
});
afterEach(() => testApp.close());

async function listEvents(query = ''): Promise<EventSummary[]> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/events${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { events: EventSummary[] }).events;
}

describe('GET /api/events', () => {
  it('lists upcoming website events by start, leaving out past, archived and other-channel events', async () => {
    const events = await listEvents();
    const { onSale, soldOut, notOpen, earlyBird } = fixture.events;
    expect(events.map((event) => event.id)).toEqual([onSale, soldOut, notOpen, earlyBird]);
    expect(events.map((event) => event.saleState)).toEqual(['on_sale', 'sold_out', 'not_open', 'early_bird']);
  });

  it('computes availability from active tickets and the lowest non-zero website price', async () => {
    const [onSale, soldOut] = await listEvents();
    expect(onSale).toMatchObject({ availableSeats: 5, minimumPrice: 2000 });
    expect(soldOut).toMatchObject({ availableSeats: 0, minimumPrice: 4500 });
    const notOpen = (await listEvents()).find((event) => event.id === fixture.events.notOpen);
    expect(notOpen?.minimumPrice).toBeNull();
  });

  it('gives as "from" price the cheapest rate anyone may buy: a cheaper rate needing proof only when every paid rate needs one', async () => {
    const db = testApp.app.db;
    // The 20.00 "Reduced" rate now needs proof (student, senior): the 30.00 full price is the "from".
    await db.updateTable('products').set({ requires_proof: 1 }).where('name', '=', 'Reduced').execute();
    expect((await listEvents())[0]).toMatchObject({ id: fixture.events.onSale, minimumPrice: 3000 });
    // Without the full price every paid website rate needs proof: the cheapest of them.
    const full = await db.selectFrom('products').select('id').where('name', '=', 'Full price').executeTakeFirstOrThrow();
    await db.deleteFrom('tariffs').where('event_id', '=', fixture.events.onSale).where('product_id', '=', full.id).execute();
    expect((await listEvents())[0]).toMatchObject({ id: fixture.events.onSale, minimumPrice: 2000 });
  });

  it('answers the EventSummary shape with teams, competition, partner and channel configurations', async () => {
    const [onSale] = await listEvents();
    expect(onSale).toEqual({
      id: fixture.events.onSale,
      name: 'On sale',
      description: 'On sale description',
      startDatetime: '2026-12-02T12:00:00.000Z',
      isArchived: false,
      imageUrl: null,
      arenaId: fixture.arenaId,
      homeTeam: { displayName: 'FC Riverside', logoUrl: '/images/logo.svg' },
      opponent: { displayName: 'Harbour United', logoUrl: null },
      competition: { id: expect.any(Number), name: 'League', description: 'Season 2026/27' },
      channelConfigurations: [
        { saleChannel: { id: 1 }, earlyBirdOpeningDatetime: null, openingDatetime: '2026-11-17T12:00:00.000Z',
          closingDatetime: '2026-12-02T12:00:00.000Z', maxIndividualSeatTicketsInCart: 6 },
        { saleChannel: { id: 2 }, earlyBirdOpeningDatetime: null, openingDatetime: '2026-11-17T12:00:00.000Z',
          closingDatetime: '2026-12-02T12:00:00.000Z', maxIndividualSeatTicketsInCart: 6 },
      ],
      partner: { name: 'Riverside Bank', logoUrl: 'https://img.example/bank.png' },
      saleState: 'on_sale',
      availableSeats: 5,
      minimumPrice: 2000,
    });
  });

  it('adds started events with includePast=1', async () => {
    const events = await listEvents('?includePast=1');
    expect(events[0]).toMatchObject({ id: fixture.events.past, saleState: 'past' });
    expect(events).toHaveLength(5);
  });

  it('follows the server clock', async () => {
    testApp.clock.now = new Date('2026-11-26T12:00:00.000Z');
    const earlyBird = (await listEvents()).find((event) => event.id === fixture.events.earlyBird);
    expect(earlyBird?.saleState).toBe('on_sale');
  });

  it('refuses an unknown includePast value with a 400 code', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/events?includePast=maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});
