import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousHeaders, createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { buildShopSchema } from '../../src/server/graphql/schema.js';
import { AppError } from '../../src/server/errors.js';
import { MAX_COMPLEXITY, MAX_ROOT_FIELDS } from '../../src/server/routes/graphql.js';
import { graphql } from 'graphql';

describe('GraphQL endpoint', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/proxy/graphql', payload: payload as object, headers: anonymousHeaders() });

  it('refuses a request without a query string', async () => {
    const res = await post({ variables: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('GRAPHQL_QUERY_REQUIRED');
  });

  it('answers syntax and validation errors with 400 and no data', async () => {
    expect((await post({ query: '{ nope ' })).statusCode).toBe(400);
    const res = await post({ query: '{ fieldThatDoesNotExist }' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // Outside production the messages keep graphql-js's suggestions, a help while writing documents.
    expect((await post({ query: '{ event { id } }' })).body).toContain('Did you mean');
  });

  it('refuses overly deep documents', async () => {
    const deep = '{ a ' + '{ b '.repeat(12) + '}'.repeat(13);
    const res = await post({ query: deep });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('GRAPHQL_TOO_DEEP');
  });

  it('refuses a 6,000-deep selection as a client error', async () => {
    const deep = '{ a ' + '{ b '.repeat(6000) + '}'.repeat(6001);
    const res = await post({ query: deep.slice(0, 19_999) + '}' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a document that asks for too much work before running any of it', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => String(i + 1));
    const seats = 'seats { id rowName seatNumber available price tickets { id } }';
    const aliases = Array.from({ length: MAX_ROOT_FIELDS }, (_, k) => `b${k}: blocks(blockIds: $ids) { id name stand { id name } contour ${seats} }`).join(' ');
    const res = await post({ query: `query Q($ids: [ID!]!) { ${aliases} }`, variables: { ids } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('GRAPHQL_TOO_COMPLEX');
    expect(res.json().error.details.complexity).toBeGreaterThan(MAX_COMPLEXITY);
    // The same field, asked once for a few blocks as the shop does, is fine.
    const one = await post({ query: '{ blocks(blockIds: ["1", "2"]) { id name } }' });
    expect(one.statusCode).toBe(200);
  });

  it('runs at most MAX_ROOT_FIELDS root fields per document, however they are aliased or spread', async () => {
    // Each alias of a root field loads its answer again: 200 aliases of showMyOrders(first: 100)
    // cost little by field count and loaded 20,000 orders in one request.
    const aliases = (n: number, field = 'campaignPacks { id }', prefix = 'a') => Array.from({ length: n }, (_, k) => `${prefix}${k}: ${field}`).join(' ');
    expect((await post({ query: `{ ${aliases(MAX_ROOT_FIELDS)} }` })).statusCode).toBe(200);
    const many = await post({ query: `{ ${aliases(MAX_ROOT_FIELDS + 1)} }` });
    expect([many.statusCode, many.json().error.code, many.json().error.details]).toEqual([400, 'GRAPHQL_TOO_COMPLEX', { rootFields: MAX_ROOT_FIELDS + 1, limit: MAX_ROOT_FIELDS }]);
    const orders = await post({ query: `{ ${aliases(200, 'showMyOrders(first: 100) { edges { node { orderId } } }')} }` });
    expect([orders.statusCode, orders.json().error.code]).toEqual([400, 'GRAPHQL_TOO_COMPLEX']);
    // Fragments and inline fragments on the root are counted through; a key asked twice runs once.
    const spread = `query { ...A ... on Query { ${aliases(3)} } a0: campaignPacks { id } } fragment A on Query { b: _health ${aliases(MAX_ROOT_FIELDS, 'campaignPacks { id }', 'c')} }`;
    const spreadRes = await post({ query: spread });
    expect([spreadRes.statusCode, spreadRes.json().error.details]).toEqual([400, { rootFields: MAX_ROOT_FIELDS + 4, limit: MAX_ROOT_FIELDS }]);
    expect((await post({ query: `{ ...A ...A } fragment A on Query { ${aliases(MAX_ROOT_FIELDS)} }` })).statusCode).toBe(200);
  });

  it('answers variables that do not fit the document as a client error', async () => {
    const res = await post({ query: 'query Q($ids: [ID!]!) { blocks(blockIds: $ids) { id } }', variables: { ids: [{ not: 'an id' }] } });
    expect(res.statusCode).toBe(400);
  });

  it('hides the schema in production', async () => {
    await t.close();
    const { build } = await import('../../src/server/app.js');
    const { defaultSiteConfig } = await import('../../src/server/config/default-config.js');
    const { migrateToLatest, openDatabase } = await import('../../src/server/db/database.js');
    const database = openDatabase(':memory:');
    await migrateToLatest(database);
    const app = await build({ database, config: defaultSiteConfig(), production: true, secret: 'production-test-secret-long-enough' });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/proxy/graphql', headers: anonymousHeaders(), payload: { query: '{ __schema { types { name } } }' } });
      expect(res.statusCode).toBe(400);
      const plain = await post2(app, '{ __typename }');
      expect(plain.statusCode, plain.body).toBe(200);
      // Nor does it suggest names: "Did you mean" answers would spell the schema out field by field.
      for (const guess of ['{ event { id } }', '{ events(eventId: ["1"]) { id } }', '{ events(eventIds: ["1"]) { nam } }', 'query Q($x: Strin) { _health }']) {
        const res = await post2(app, guess);
        expect(res.statusCode).toBe(400);
        expect(res.body).toContain('GRAPHQL_VALIDATION_FAILED');
        expect(res.body).not.toMatch(/Did you mean|"eventIds"|"name"|"String"/);
      }
    } finally {
      await app.close();
      await database.close();
      t = await createTestApp();
    }
  });
});

function post2(app: TestApp['app'], query: string) {
  return app.inject({ method: 'POST', url: '/api/proxy/graphql', headers: anonymousHeaders(), payload: { query } });
}

describe('schema composition', () => {
  it('attaches resolvers and keeps AppError codes', async () => {
    const schema = buildShopSchema([
      {
        typeDefs: 'extend type Query { greeting(name: String!): String! refused: String }',
        resolvers: {
          Query: {
            greeting: (_root, args: { name: string }) => `hello ${args.name}`,
            refused: () => {
              throw new AppError(403, 'FORBIDDEN');
            },
          },
        },
      },
    ]);
    const ok = await graphql({ schema, source: '{ greeting(name: "Ana") }' });
    expect(ok.data).toEqual({ greeting: 'hello Ana' });
    const refused = await graphql({ schema, source: '{ refused }' });
    expect(refused.errors?.[0]?.originalError).toBeInstanceOf(AppError);
  });

  it('fails fast when a resolver names an unknown field', () => {
    expect(() =>
      buildShopSchema([{ typeDefs: 'extend type Query { a: Int }', resolvers: { Query: { b: () => 1 } } }]),
    ).toThrow(/Query\.b/);
  });
});
