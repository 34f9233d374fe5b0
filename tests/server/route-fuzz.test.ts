/**
 * Seeded fuzzing of every route and of the GraphQL endpoint with malformed input, signed in and
 * signed out: no answer may be a server error. Bounded: a fixed number of requests per route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/domain/venue/prng.js';
import { anonymousHeaders, createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { seedShop } from './helpers/inventory-fixture.js';

const REQUESTS_PER_ROUTE = 12;
/**
 * No malformed request may take the server this long (a 76 s GraphQL document once did): a guard
 * against unbounded work, far above what any of them needs, so a busy machine does not trip it.
 */
const SLOW_MS = 1_000;
let t: TestApp;
let signedIn: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const shop = await seedShop(t.app.db, t.clock.now);
  // The geometry worker starts on first use (from sources, tsx compiles its modules: seconds on a
  // busy machine); it is a one-time start, not work a malformed request can cause.
  expect((await t.app.inject({ method: 'GET', url: `/api/arenas/${shop.arenaId}/geometry` })).statusCode).toBe(200);
  signedIn = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'fuzz@example.com' }));
});
afterAll(async () => t.close());

/** A random JSON value: the shapes parsers trip on (wrong types, huge, deep, negative, odd text). */
function junk(random: () => number, depth = 0): unknown {
  const pick = Math.floor(random() * 14);
  switch (pick) {
    case 0: return null;
    case 1: return -1;
    case 2: return 2 ** 53 + 7;
    case 3: return 1.5;
    case 4: return '';
    case 5: return 'x'.repeat(1 + Math.floor(random() * 5000));
    case 6: return '../../etc/passwd';
    case 7: return '%00\u0000<script>';
    case 8: return true;
    case 9: return depth > 3 ? [] : Array.from({ length: Math.floor(random() * 5) }, () => junk(random, depth + 1));
    case 10: return '2026-13-45T99:99:99Z';
    case 11: return 'NaN';
    default: {
      if (depth > 3) return {};
      const keys = ['id', 'orderId', 'eventId', 'blockId', 'packId', 'seatIds', 'tickets', 'email', 'password', 'promoCodeIds', 'numberOfInstallments', 'customer', 'options', 'query', 'variables', 'ticketIds', 'names', 'holderInfo', '__proto__'];
      return Object.fromEntries(Array.from({ length: 1 + Math.floor(random() * 5) }, () => [keys[Math.floor(random() * keys.length)]!, junk(random, depth + 1)]));
    }
  }
}

/** The route's pattern with its parameters filled by junk path segments. */
function fillPath(url: string, random: () => number): string {
  const segments = ['0', '-1', '99999999999', 'abc', '%2e%2e', '1.5', 'null', '1'];
  return url.replace(/:[A-Za-z]+/g, () => segments[Math.floor(random() * segments.length)]!).replace('*', 'x');
}

describe('route fuzzing', () => {
  it('answers malformed requests to every route without a server error', async () => {
    const routes = t.app.routeList.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(40);
    const random = mulberry32(20_261_124);
    const failures: string[] = [];
    let sent = 0;
    let slowest = 0;
    for (const route of routes) {
      for (let k = 0; k < REQUESTS_PER_ROUTE; k++) {
        const url = fillPath(route.url, random) + (random() < 0.3 ? `?orderId=${encodeURIComponent(String(junk(random)))}` : '');
        const headers = random() < 0.5 ? signedIn : anonymousHeaders();
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const started = performance.now();
        const res = await t.app.inject({ method: route.method as 'GET', url, headers, ...(hasBody ? { payload: junk(random) as object } : {}) });
        const took = performance.now() - started;
        sent++;
        slowest = Math.max(slowest, took);
        if (res.statusCode >= 500) failures.push(`${route.method} ${url} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
        if (took > SLOW_MS) failures.push(`${route.method} ${url} took ${Math.round(took)} ms`);
      }
    }
    for (let k = 0; k < 60; k++) {
      const payload = { query: String(junk(random)), variables: junk(random) };
      const started = performance.now();
      const res = await t.app.inject({ method: 'POST', url: '/api/proxy/graphql', headers: signedIn, payload });
      const took = performance.now() - started;
      sent++;
      slowest = Math.max(slowest, took);
      if (res.statusCode >= 500) failures.push(`graphql ${JSON.stringify(payload).slice(0, 120)} -> ${res.statusCode}`);
      if (took > SLOW_MS) failures.push(`graphql ${JSON.stringify(payload).slice(0, 120)} took ${Math.round(took)} ms`);
    }
    console.log(`route fuzz: ${sent} requests, slowest ${Math.round(slowest)} ms`);
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 120_000);
});
