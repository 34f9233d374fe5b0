import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { useTemporaryOutbox } from './helpers/accounts.js';

let test: TestApp;
beforeEach(async () => {
  useTemporaryOutbox();
  test = await createTestApp();
});
afterEach(async () => test.close());

describe('CSRF protection of account routes', () => {
  it('refuses state changes without the header, with a wrong one, or without the cookie', async () => {
    const id = await insertCustomer(test.app, { email: 'ada@example.com', firstName: 'Ada' });
    const signedIn = await signInHeaders(test.app, id);
    const cookie = signedIn.cookie ?? '';
    const cases = [
      { cookie },
      { cookie, 'x-csrf-token': 'forged' },
      { cookie: cookie.replace(/; csrf=[^;]+/, ''), 'x-csrf-token': 'test-csrf-token' },
    ];
    for (const headers of cases) {
      for (const request of [
        { method: 'PUT' as const, url: `/api/customer/${id}`, payload: { firstName: 'Mallory', lastName: 'X' } },
        { method: 'DELETE' as const, url: `/api/customer/${id}` },
        { method: 'POST' as const, url: '/api/auth/logout' },
        { method: 'POST' as const, url: '/api/sign-up', payload: { customer: {} } },
      ]) {
        const response = await test.app.inject({ ...request, headers });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
        expect(response.json().error.code).toBe('CSRF_INVALID');
      }
    }
    const row = await test.app.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Ada');
    expect(await test.app.db.selectFrom('sessions').select('id').execute()).toHaveLength(1);
  });

  it('checks the routed path: a percent-encoded path is the same route, refused the same', async () => {
    const id = await insertCustomer(test.app, { email: 'ada@example.com', firstName: 'Ada' });
    const cookie = (await signInHeaders(test.app, id)).cookie ?? '';
    for (const url of [`/%61pi/customer/${id}`, `/api/%63ustomer/${id}`, `/api/customer/${id}?x=/api/payments/notifications`]) {
      const response = await test.app.inject({ method: 'PUT', url, headers: { cookie }, payload: { firstName: 'Mallory', lastName: 'X' } });
      expect([403, 404], url).toContain(response.statusCode);
      if (response.statusCode === 403) expect(response.json().error.code).toBe('CSRF_INVALID');
    }
    const row = await test.app.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Ada');
  });

  it('lets reads through without the header and hands out a readable csrf cookie', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/customer' });
    expect(response.statusCode).toBe(200);
    const csrf = response.cookies.find((c) => c.name === 'csrf');
    expect(csrf?.httpOnly).toBeFalsy();
    expect(csrf?.sameSite).toBe('Lax');
  });
});
