import { afterEach, describe, expect, it } from 'vitest';
import { anonymousHeaders, insertCustomer, signInHeaders } from './helpers/test-app.js';
import { shopWithBuyer } from './helpers/inventory-fixture.js';
import type { ShopWithBuyer } from './helpers/inventory-fixture.js';

// With seatmapAccessibleWhenLoggedOut off, every GraphQL query the seat map reads (the blocks'
// seats and the offers per block) asks visitors to sign in, as /api/block does.
let fixture: ShopWithBuyer;
afterEach(async () => fixture.t.close());

function queries(): { name: string; query: string; variables: Record<string, unknown> }[] {
  const { shop } = fixture;
  const event = { eventId: String(shop.events.first), channel: String(shop.channelId) };
  const pack = { packId: String(shop.packId), channel: String(shop.channelId) };
  return [
    { name: 'blocks', query: 'query($ids: [ID!]!, $eventId: ID) { blocks(blockIds: $ids, eventId: $eventId) { id } }', variables: { ids: [String(shop.blocks.n1.id)], eventId: event.eventId } },
    { name: 'cachedIndividualEventOffers', query: 'query($eventId: ID, $channel: ID!) { cachedIndividualEventOffers(eventId: $eventId, saleChannelId: $channel) { directSaleOffers { blockId price } } }', variables: event },
    { name: 'cachedIndividualEventOffersAvailability', query: 'query($eventId: ID, $channel: ID!) { cachedIndividualEventOffersAvailability(eventId: $eventId, saleChannelId: $channel) { directSaleOffers { blockId availability } } }', variables: event },
    { name: 'cachedPackOffers', query: 'query($packId: ID!, $channel: ID!) { cachedPackOffers(campaignPackId: $packId, saleChannelId: $channel) { offers { blockId price } } }', variables: pack },
    { name: 'cachedPackOffersAvailability', query: 'query($packId: ID!, $channel: ID!) { cachedPackOffersAvailability(campaignPackId: $packId, saleChannelId: $channel) { offers { availability } } }', variables: pack },
  ];
}

async function ask(headers: Record<string, string>, query: string, variables: Record<string, unknown>) {
  const res = await fixture.t.app.inject({ method: 'POST', url: '/api/proxy/graphql', headers, payload: { query, variables } });
  return res.json() as { data?: Record<string, unknown> | null; errors?: { extensions: { code: string } }[] };
}

describe('GraphQL seat map queries when the seat map needs a sign-in', () => {
  it('refuse visitors with UNAUTHENTICATED and answer a signed-in customer', async () => {
    fixture = await shopWithBuyer({ config: { seatmapAccessibleWhenLoggedOut: false } });
    const signedIn = await signInHeaders(fixture.t.app, await insertCustomer(fixture.t.app, { email: 'fan@example.com' }));
    for (const { name, query, variables } of queries()) {
      const anonymous = await ask(anonymousHeaders(), query, variables);
      expect(anonymous.errors?.[0]?.extensions.code, name).toBe('UNAUTHENTICATED');
      const customer = await ask(signedIn, query, variables);
      expect(customer.errors, name).toBeUndefined();
      expect(customer.data?.[name], name).toBeTruthy();
    }
  });

  it('answer visitors when the seat map is open to them', async () => {
    fixture = await shopWithBuyer();
    for (const { name, query, variables } of queries()) {
      const anonymous = await ask(anonymousHeaders(), query, variables);
      expect(anonymous.errors, name).toBeUndefined();
      expect(anonymous.data?.[name], name).toBeTruthy();
    }
  });
});
