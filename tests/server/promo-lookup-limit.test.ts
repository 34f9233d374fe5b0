/**
 * Promo codes are found by name only, so names must not be guessable in bulk: every name a
 * signed-in customer looks up counts (REST names list, GraphQL promoCodes(name), aliases
 * included), and past the limit the lookup answers 429 RATE_LIMITED even for a right name.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { insertPromoCode } from './helpers/promo-fixtures.js';
import { ACCOUNT_LIMITS } from '../../src/server/http/rate-limits.js';
import { MAX_ROOT_FIELDS } from '../../src/server/routes/graphql.js';

const LIMIT = ACCOUNT_LIMITS.promoLookup.perCustomer;

let t: TestApp;
let headers: Record<string, string>;
beforeEach(async () => {
  delete process.env.RATE_LIMIT_MULTIPLIER;
  t = await createTestApp();
  headers = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'guesser@example.com' }));
  await insertPromoCode(t.app.db, { name: 'STAFF-ONLY-50', discount_value: 5000 });
});
afterEach(() => t.close());

const lookUp = (names: string[], h = headers) =>
  t.app.inject({ method: 'POST', url: '/api/promo-codes/fetch-promo-codes', payload: { names }, headers: h });

const graphql = (query: string, h = headers) => t.app.inject({ method: 'POST', url: '/api/proxy/graphql', payload: { query }, headers: h });

describe('looking promo codes up by name', () => {
  it('counts every name of a REST lookup and refuses the customer past the limit, right name or not', async () => {
    // Ten names a request, the most the route takes.
    for (let sent = 0; sent + 10 <= LIMIT.max; sent += 10) {
      const res = await lookUp(Array.from({ length: 10 }, (_, i) => `GUESS-${sent + i}`));
      expect(res.statusCode).toBe(404);
    }
    const refused = await lookUp(['STAFF-ONLY-50']);
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'RATE_LIMITED']);

    // Another customer is not held back by this one's guesses; the window's end lifts the limit.
    const other = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'fan@example.com' }));
    expect((await lookUp(['STAFF-ONLY-50'], other)).statusCode).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + LIMIT.minutes * 60_000);
    expect((await lookUp(['STAFF-ONLY-50'])).statusCode).toBe(200);
  });

  it('counts every aliased GraphQL lookup, so one document cannot try hundreds of names', async () => {
    const right = 'right: promoCodes(name: "STAFF-ONLY-50") { edges { node { id name } } }';
    const guesses = (from: number, n: number) => Array.from({ length: n }, (_, i) => `g${from + i}: promoCodes(name: "GUESS-${from + i}") { edges { node { id } } }`).join(' ');
    const codes = (body: { errors?: { extensions: { code: string } }[] }) => (body.errors ?? []).map((e) => e.extensions.code);
    // More aliases than a document may run are refused before any lookup.
    const bulk = await graphql(`{ ${guesses(0, LIMIT.max + 5)} ${right} }`);
    expect([bulk.statusCode, bulk.json().error.code]).toEqual([400, 'GRAPHQL_TOO_COMPLEX']);
    // Documents of as many aliases as allowed: each name counts, so the budget runs out part-way.
    let refused: string[] = [];
    for (let sent = 0; sent <= LIMIT.max; sent += MAX_ROOT_FIELDS - 1) {
      const res = await graphql(`{ ${guesses(sent, MAX_ROOT_FIELDS - 1)} ${right} }`);
      expect(res.statusCode).toBe(200);
      refused = codes(res.json());
    }
    expect(refused).toContain('RATE_LIMITED');

    // The budget is spent: the right name alone is refused too.
    const again = await graphql(`{ ${right} }`);
    expect(codes(again.json())).toEqual(['RATE_LIMITED']);
    expect(again.body).not.toContain('STAFF-ONLY-50');
  });
});
