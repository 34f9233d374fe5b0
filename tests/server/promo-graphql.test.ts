import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousHeaders, createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { insertPromoCode, revealEveryCode } from './helpers/promo-fixtures.js';

const QUERY = /* GraphQL */ `
  query PromoCodes($ids: [ID!], $name: String) {
    promoCodes(promoCodesIds: $ids, name: $name) {
      edges { node { id name description discountType discountValue canBeCumulated validityEnd } }
    }
  }
`;

describe('GraphQL promoCodes', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeEach(async () => {
    t = await createTestApp();
    headers = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'ana@example.com' }));
  });
  afterEach(() => t.close());

  const query = (variables: Record<string, unknown>, h = headers) =>
    t.app.inject({ method: 'POST', url: '/api/proxy/graphql', payload: { query: QUERY, variables }, headers: h });

  it('finds a code by name (case-insensitive)', async () => {
    const id = await insertPromoCode(t.app.db, { name: 'WELCOME10', description: 'Welcome' });
    const res = await query({ name: 'welcome10' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.promoCodes.edges).toEqual([
      {
        node: { id: String(id), name: 'WELCOME10', description: 'Welcome', discountType: 'percent', discountValue: 1000, canBeCumulated: true, validityEnd: null },
      },
    ]);
  });

  it('returns at most one code (page limit 1)', async () => {
    const a = await insertPromoCode(t.app.db, { name: 'A' });
    const b = await insertPromoCode(t.app.db, { name: 'B' });
    await revealEveryCode(t.app.db);
    const res = await query({ ids: [String(b), String(a)] });
    expect(res.json().data.promoCodes.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([String(a)]);
  });

  it('name and ids together must both match', async () => {
    const a = await insertPromoCode(t.app.db, { name: 'A' });
    await insertPromoCode(t.app.db, { name: 'B' });
    expect((await query({ ids: [String(a)], name: 'B' })).json().data.promoCodes.edges).toEqual([]);
    expect((await query({ ids: [String(a)], name: 'a' })).json().data.promoCodes.edges).toHaveLength(1);
  });

  it('unknown and inactive codes give no edge', async () => {
    await insertPromoCode(t.app.db, { name: 'OFF', is_active: 0 });
    expect((await query({ name: 'OFF' })).json().data.promoCodes.edges).toEqual([]);
    expect((await query({ ids: ['123456'] })).json().data.promoCodes.edges).toEqual([]);
  });

  it('refuses missing criteria, bad ids and anonymous callers with codes', async () => {
    expect((await query({})).json().errors[0].extensions.code).toBe('PROMO_FETCH_CRITERIA_INVALID');
    expect((await query({ ids: ['abc'] })).json().errors[0].extensions.code).toBe('VALIDATION_FAILED');
    expect((await query({ name: 'A' }, anonymousHeaders())).json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
