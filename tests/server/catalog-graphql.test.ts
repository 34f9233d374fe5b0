import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousHeaders, createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { FIXTURE_NOW, insertCatalogFixture } from './helpers/catalog-fixture.js';
import type { CatalogFixture } from './helpers/catalog-fixture.js';

let testApp: TestApp;
let fixture: CatalogFixture;
beforeEach(async () => {
  testApp = await createTestApp({ now: FIXTURE_NOW });
  fixture = await insertCatalogFixture(testApp.app.db);
});
afterEach(() => testApp.close());

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/proxy/graphql',
    headers: anonymousHeaders(),
    payload: { query, variables },
  });
  return { status: response.statusCode, body: response.json() };
}

const EVENTS_QUERY = /* GraphQL */ `
  query Events($ids: [ID!]!) {
    events(eventIds: $ids) {
      id name startDatetime isArchived saleState availableSeats minimumPrice
      homeTeam { displayName logoUrl } opponent { displayName }
      competition { id name description }
      partner { name }
      channelConfigurations { openingDatetime closingDatetime earlyBirdOpeningDatetime saleChannel { id } maxIndividualSeatTicketsInCart }
      arena {
        id name imageUrl hasExternalSeating websiteMaxTicketsInCart
        stands { id name blocks { id name isOpenSeating externalId contour } }
        categories { id name isActive }
        products { id name isResale }
      }
    }
  }
`;

describe('GraphQL events', () => {
  it('answers events in the order asked, with arena, stands, blocks, active categories and products', async () => {
    const { soldOut, onSale } = fixture.events;
    const { status, body } = await graphql(EVENTS_QUERY, { ids: [String(soldOut), onSale, 999_999] });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const events = body.data.events;
    expect(events.map((event: { id: number }) => event.id)).toEqual([soldOut, onSale]);
    expect(events[0]).toMatchObject({ saleState: 'sold_out', availableSeats: 0, minimumPrice: 4500 });
    expect(events[1]).toMatchObject({
      name: 'On sale',
      saleState: 'on_sale',
      availableSeats: 5,
      minimumPrice: 2000,
      homeTeam: { displayName: 'FC Riverside', logoUrl: '/images/logo.svg' },
      opponent: { displayName: 'Harbour United' },
      competition: { name: 'League' },
      partner: { name: 'Riverside Bank' },
    });
    const arena = events[1].arena;
    expect(arena).toMatchObject({ id: fixture.arenaId, name: 'Test Arena', hasExternalSeating: false, websiteMaxTicketsInCart: 8 });
    expect(arena.stands.map((stand: { name: string }) => stand.name)).toEqual(['North', 'South']);
    expect(arena.stands[0].blocks).toEqual([
      { id: expect.any(Number), name: 'N1', isOpenSeating: false, externalId: 'ext-N1', contour: [[0, 0], [10, 0], [10, 5], [0, 5]] },
      { id: expect.any(Number), name: 'N2', isOpenSeating: true, externalId: 'ext-N2', contour: [[0, 0], [10, 0], [10, 5], [0, 5]] },
    ]);
    expect(arena.categories.map((category: { name: string }) => category.name)).toEqual(['Category A', 'Category B']);
    expect(arena.products.map((product: { name: string }) => product.name)).toEqual(['Full price', 'Reduced', 'Child', 'Resale']);
    expect(arena.products[3].isResale).toBe(true);
  });

  it('names the stadium\'s external id from the site config and the rates needing proof', async () => {
    await testApp.close();
    testApp = await createTestApp({ now: FIXTURE_NOW, config: { externalStadiumId: 'STADE-042' } });
    fixture = await insertCatalogFixture(testApp.app.db);
    await testApp.app.db.updateTable('products').set({ requires_proof: 1 }).where('name', '=', 'Reduced').execute();
    const { body } = await graphql(`query($ids: [ID!]!) { events(eventIds: $ids) { arena { externalStadiumId products { name requiresProof } } } }`, { ids: [String(fixture.events.onSale)] });
    const arena = body.data.events[0].arena;
    expect(arena.externalStadiumId).toBe('STADE-042');
    expect(arena.products.filter((p: { requiresProof: boolean }) => p.requiresProof).map((p: { name: string }) => p.name)).toEqual(['Reduced']);
  });

  it('agrees with GET /api/events', async () => {
    const rest = (await testApp.app.inject({ method: 'GET', url: '/api/events' })).json().events as { id: number }[];
    const query = `query($ids: [ID!]!) { events(eventIds: $ids) {
      id name description startDatetime isArchived imageUrl arenaId saleState availableSeats minimumPrice
      homeTeam { displayName logoUrl } opponent { displayName logoUrl } competition { id name description }
      partner { name logoUrl }
      channelConfigurations { saleChannel { id } earlyBirdOpeningDatetime openingDatetime closingDatetime maxIndividualSeatTicketsInCart }
    } }`;
    const { body } = await graphql(query, { ids: rest.map((event) => event.id) });
    expect(body.data.events).toEqual(rest);
  });

  it('leaves out catalogue image links that are not http(s) or a shop path', async () => {
    // Catalogue rows are written outside the shop: a link there is checked where it is read.
    const { db } = testApp.app;
    const { onSale } = fixture.events;
    await db.updateTable('teams').set({ logo_url: 'javascript:alert(1)' }).where('display_name', '=', 'FC Riverside').execute();
    await db.updateTable('events').set({ image_url: 'data:image/svg+xml,<svg onload=alert(1)>', partner_logo_url: '//evil.example/x.png' }).where('id', '=', onSale).execute();
    await db.updateTable('arenas').set({ image_url: 'ftp://img.example/arena.png' }).where('id', '=', fixture.arenaId).execute();
    await db.updateTable('campaign_packs').set({ image_url: 'vbscript:x' }).where('id', '=', fixture.packs.pack).execute();
    const { body } = await graphql(/* GraphQL */ `query($ids: [ID!]!, $pack: ID!) {
      events(eventIds: $ids) { imageUrl homeTeam { logoUrl } partner { logoUrl } arena { imageUrl } }
      campaignPack(campaignId: $pack) { imageUrl }
    }`, { ids: [onSale], pack: fixture.packs.pack });
    expect(body.errors).toBeUndefined();
    expect(body.data.events[0]).toEqual({ imageUrl: null, homeTeam: { logoUrl: null }, partner: { logoUrl: null }, arena: { imageUrl: null } });
    expect(body.data.campaignPack).toEqual({ imageUrl: null });
  });

  it('refuses a malformed id with a code', async () => {
    const { body } = await graphql('query { events(eventIds: ["abc"]) { id } }');
    expect(body.errors[0].extensions.code).toBe('INVALID_ID');
  });
});

describe('GraphQL campaign packs', () => {
  const PACK_FIELDS = `id name type arenaId saleState minimumPrice
    breakdowns { id name startDatetime }
    channelConfigurations { saleChannel { id } openingDatetime closingDatetime earlyBirdOpeningDatetime maxCampaignPacksInCart }`;

  it('lists every pack with breakdowns, channel configurations, state and minimum price', async () => {
    const { body } = await graphql(`query { campaignPacks { ${PACK_FIELDS} } }`);
    expect(body.errors).toBeUndefined();
    const packs = body.data.campaignPacks;
    expect(packs.map((pack: { name: string }) => pack.name)).toEqual(['Two-match pack', 'Season 2026/27', 'Unsold pack']);
    expect(packs[0]).toMatchObject({
      type: 'pack',
      saleState: 'on_sale',
      minimumPrice: 5000,
      // Breakdowns by start, whatever the insertion order.
      breakdowns: [
        { id: fixture.events.onSale, name: 'On sale', startDatetime: '2026-12-02T12:00:00.000Z' },
        { id: fixture.events.notOpen, name: 'Not open yet', startDatetime: '2026-12-22T12:00:00.000Z' },
      ],
      channelConfigurations: [{ saleChannel: { id: 1 }, maxCampaignPacksInCart: 4, earlyBirdOpeningDatetime: null }],
    });
    expect(packs[1]).toMatchObject({ type: 'season', saleState: 'sold_out', minimumPrice: null });
    expect(packs[2]).toMatchObject({ saleState: 'closed', breakdowns: [], channelConfigurations: [] });
  });

  it('answers one pack by id, or null for an unknown id', async () => {
    const { body } = await graphql(`query($id: ID!) { campaignPack(campaignId: $id) { ${PACK_FIELDS} arena { name } } }`, {
      id: fixture.packs.season,
    });
    expect(body.data.campaignPack).toMatchObject({ id: fixture.packs.season, name: 'Season 2026/27', arena: { name: 'Test Arena' } });
    const missing = await graphql('query { campaignPack(campaignId: "424242") { id } }');
    expect(missing.body.data.campaignPack).toBeNull();
  });
});

describe('GraphQL catalogue batching', () => {
  it('loads the arenas of all events with one query per table, not one per event', async () => {
    const db = testApp.app.db;
    const { id: otherArena } = await db.insertInto('arenas').values({ name: 'Second Arena', image_url: null, has_external_seating: 1,
      external_stadium_id: 'ext-1', website_max_tickets_in_cart: 10, geometry_version: 'v2', seat_count: 0 }).returning('id').executeTakeFirstOrThrow();
    const { id: awayEvent } = await db.insertInto('events').values({ name: 'Away day', description: null, start_datetime: '2026-12-24T12:00:00.000Z',
      is_archived: 0, side: 'away', arena_id: otherArena, competition_id: null, home_team_id: null, opponent_team_id: null,
      image_url: null, partner_name: null, partner_logo_url: null }).returning('id').executeTakeFirstOrThrow();

    const statements: string[] = [];
    const executor = db.getExecutor();
    const execute = executor.executeQuery.bind(executor);
    executor.executeQuery = ((query, ...rest) => {
      statements.push(query.sql);
      return execute(query, ...rest);
    }) as typeof executor.executeQuery;

    const ids = [...Object.values(fixture.events), awayEvent];
    const { body } = await graphql('query($ids: [ID!]!) { events(eventIds: $ids) { id arena { id name stands { id } } } }', { ids });
    expect(body.data.events).toHaveLength(ids.length);
    expect(body.data.events.at(-1).arena).toEqual({ id: otherArena, name: 'Second Arena', stands: [] });
    expect(statements.filter((sql) => /from "arenas"/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /from "stands"/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /from "blocks"/.test(sql))).toHaveLength(1);
  });
});
