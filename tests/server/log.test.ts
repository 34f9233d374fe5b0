import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anonymousHeaders, createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { LOG_RATE_LIMIT } from '../../src/server/routes/log.js';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await testApp.close();
});

const entry = {
  message: 'Cannot read properties of undefined',
  fields: { name: 'TypeError', stack: 'at HomePage (home-page.tsx:12)' },
  userAgent: 'Mozilla/5.0 (Linux; Android 10)',
  platform: 'Linux armv8l',
  connectionType: '4g',
  vendor: 'Google Inc.',
  language: 'fr-FR',
  cookieEnabled: true,
  pageAddress: 'http://localhost:3000/event/12',
  windowSize: '360x740',
};

function postLog(payload: unknown, ip = '203.0.113.7') {
  return testApp.app.inject({ method: 'POST', url: '/api/log', headers: anonymousHeaders(), payload: payload as object, remoteAddress: ip });
}

describe('POST /api/log', () => {
  it('stores the entry with every browser field and answers 204', async () => {
    const response = await postLog(entry);
    expect(response.statusCode).toBe(204);
    const rows = await testApp.app.db.selectFrom('client_logs').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      message: entry.message,
      user_agent: entry.userAgent,
      page_address: entry.pageAddress,
      created_at: testApp.clock.now.toISOString(),
    });
    expect(JSON.parse(rows[0]!.fields)).toEqual({
      fields: entry.fields,
      platform: 'Linux armv8l',
      connectionType: '4g',
      vendor: 'Google Inc.',
      language: 'fr-FR',
      cookieEnabled: true,
      windowSize: '360x740',
    });
  });

  it.each([
    ['no message', { ...entry, message: undefined }],
    ['an empty message', { ...entry, message: '' }],
    ['a message too long', { ...entry, message: 'x'.repeat(2_001) }],
    ['a malformed window size', { ...entry, windowSize: 'huge' }],
    ['fields that are not an object', { ...entry, fields: 'oops' }],
    ['a user agent too long', { ...entry, userAgent: 'u'.repeat(600) }],
  ])('refuses %s with a 400 code and stores nothing', async (_name, payload) => {
    const response = await postLog(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(await testApp.app.db.selectFrom('client_logs').selectAll().execute()).toEqual([]);
  });

  it('refuses oversized fields', async () => {
    const response = await postLog({ ...entry, fields: { stack: 's'.repeat(25_000) } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('LOG_TOO_LARGE');
  });

  it('requires the CSRF pair like every state-changing call', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/log', payload: entry });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_INVALID');
  });

  it('limits each address per window, then lets it log again once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00.000Z'));
    for (let i = 0; i < LOG_RATE_LIMIT.max; i++) {
      expect((await postLog(entry)).statusCode).toBe(204);
    }
    const limited = await postLog(entry);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    // Another visitor is not affected.
    expect((await postLog(entry, '198.51.100.1')).statusCode).toBe(204);

    vi.setSystemTime(new Date(Date.now() + LOG_RATE_LIMIT.timeWindow + 1));
    expect((await postLog(entry)).statusCode).toBe(204);
    const stored = await testApp.app.db.selectFrom('client_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(LOG_RATE_LIMIT.max + 2);
  });
});
