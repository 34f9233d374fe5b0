import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../src/server/app.js';
import { defaultSiteConfig } from '../../src/server/config/default-config.js';
import { migrateToLatest, openDatabase } from '../../src/server/db/database.js';
import { createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

describe('security headers', () => {
  it('answers every request with nosniff and no framing by other sites, and no HSTS outside production', async () => {
    for (const url of ['/api/config', '/api/events', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('keeps a signed-in customer\'s API answers out of every cache', async () => {
    const headers = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'ada@example.com' }));
    const mine = await t.app.inject({ method: 'POST', url: '/api/order/fetch-order', headers, payload: {} });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    // A route that chose its own caching keeps it.
    expect((await t.app.inject({ method: 'GET', url: '/api/config', headers })).headers['cache-control']).toBe('no-cache');
  });

  it('sends HSTS in production', async () => {
    const database = openDatabase(':memory:');
    await migrateToLatest(database);
    const app = await build({ database, config: defaultSiteConfig(), production: true, secret: 'production-test-secret-long-enough' });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/config' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
