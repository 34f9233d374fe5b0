import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousHeaders, createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { buildShopSchema } from '../../src/server/graphql/schema.js';
import { AppError } from '../../src/server/errors.js';
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
  });

  it('refuses overly deep documents', async () => {
    const deep = '{ a ' + '{ b '.repeat(12) + '}'.repeat(13);
    const res = await post({ query: deep });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('GRAPHQL_TOO_DEEP');
  });
});

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
