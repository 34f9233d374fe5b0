import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { anonymousHeaders, createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';

describe('server skeleton', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('answers the health check with the server clock', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', time: '2026-11-22T12:00:00.000Z' });
  });

  it('is ready once the schema is migrated; a missing migration or an unreachable database makes it 503', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    await t.database.db.deleteFrom('kysely_migration' as never).where('name' as never, '=', '009-shared-rate-limits' as never).execute();
    const behind = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toEqual({ status: 'unavailable', reason: 'migrations', pending: ['009-shared-rate-limits'] });

    const cut = await createTestApp();
    await cut.database.close();
    const down = await cut.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', reason: 'database' });
    await cut.app.close();
  });

  // SQLite only: PostgreSQL refuses writes the same way (53100, 25006) but cannot be made to here.
  it.skipIf(process.env.TEST_DATABASE_URL !== undefined)('a database that refuses writes (a full disk) is not ready, and a write is answered 503 STORAGE_UNAVAILABLE', async () => {
    // SQLite's query_only refuses every write as a full or read-only disk would.
    await sql`pragma query_only = 1`.execute(t.database.db);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', reason: 'database_not_writable' });
    const signUp = await t.app.inject({
      method: 'POST', url: '/api/sign-up', headers: anonymousHeaders(),
      payload: { customer: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', password: 'long enough 1' } },
    });
    expect([signUp.statusCode, signUp.json().error.code, signUp.headers['retry-after']]).toEqual([503, 'STORAGE_UNAVAILABLE', '30']);
    await sql`pragma query_only = 0`.execute(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('answers unknown API routes with a NOT_FOUND code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('refuses a state-changing request without the CSRF header, and sets the CSRF cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nowhere', payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_INVALID');
    expect(res.cookies.some((c) => c.name === 'csrf' && c.value.length > 20)).toBe(true);
    const passing = await t.app.inject({ method: 'POST', url: '/api/nowhere', payload: {}, headers: anonymousHeaders() });
    expect(passing.statusCode).toBe(404);
  });

  it('recognises a signed-in customer from the session cookie only', async () => {
    const id = await insertCustomer(t.app, { email: 'a@example.com' });
    const headers = await signInHeaders(t.app, id);
    expect(headers.cookie).toMatch(/^sid=[\w-]{40,};/);
    const session = await t.database.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    expect(session.customer_id).toBe(id);
    // The database keeps a hash, never the cookie value itself.
    expect(headers.cookie).not.toContain(session.id);
  });
});
