/**
 * What the server logs of a request: the secrets some paths carry (mailed reset and verification
 * links, transfer links) never reach the log, in production or development, as cookies do not.
 */
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../src/server/app.js';
import { migrateToLatest, openDatabase } from '../../src/server/db/database.js';
import { defaultSiteConfig } from '../../src/server/config/default-config.js';
import { requestLoggerOptions } from '../../src/server/http/request-log.js';
import { anonymousHeaders } from './helpers/test-app.js';

const SECRET = 'Zm9yZ2V0LW1lLW5vdC10aGlzLWlzLWEtc2VjcmV0';
let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/** A server on a fresh database whose log lines are collected. */
async function loggingServer(production: boolean) {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk: Buffer, _encoding, done) { lines.push(chunk.toString()); done(); } });
  const database = openDatabase(':memory:');
  await migrateToLatest(database);
  const app = await build({ database, config: defaultSiteConfig(), production, logger: { ...requestLoggerOptions({ production }), stream } });
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
  };
  return { app, log: () => lines.join('') };
}

describe('request log', () => {
  for (const production of [true, false]) {
    it(`keeps the secrets of mailed and transfer links out (${production ? 'production' : 'development'})`, async () => {
      const { app, log } = await loggingServer(production);
      const calls = [
        { method: 'GET', url: `/api/auth/action-token/${SECRET}` },
        { method: 'POST', url: `/api/auth/action-token/execute/${SECRET}`, payload: { password: 'x', confirmPassword: 'x' } },
        { method: 'GET', url: `/api/transfers/link/${SECRET}?lang=fr` },
        { method: 'POST', url: `/api/transfers/link/${SECRET}/accept`, payload: {} },
        { method: 'GET', url: `/user/reset-password/${SECRET}` },
        { method: 'GET', url: `/user/verify-email/${SECRET}` },
        { method: 'GET', url: `/orders/transfer/${SECRET}` },
        // A recipient's way to the link through sign-in, sign-up and the verification mail.
        { method: 'GET', url: `/login?redirectUrl=%2Forders%2Ftransfer%2F${SECRET}` },
        { method: 'GET', url: `/sign-up?redirectUrl=/orders/transfer/${SECRET}&lng=ru` },
        { method: 'GET', url: `/user/verify-email/${SECRET}?redirectUrl=%2forders%2ftransfer%2f${SECRET}` },
      ] as const;
      for (const call of calls) {
        await app.inject({ ...call, headers: anonymousHeaders() });
      }
      expect(log()).toContain('/api/auth/action-token/execute/[redacted]');
      expect(log()).toContain('/api/transfers/link/[redacted]?lang=fr');
      expect(log()).toContain('/api/transfers/link/[redacted]/accept');
      expect(log()).toContain('/user/reset-password/[redacted]');
      expect(log()).toContain('/login?redirectUrl=%2Forders%2Ftransfer%2F[redacted]');
      expect(log()).toContain('/sign-up?redirectUrl=/orders/transfer/[redacted]&lng=ru');
      expect(log()).toContain('/user/verify-email/[redacted]?redirectUrl=%2forders%2ftransfer%2f[redacted]');
      expect(log()).not.toContain(SECRET);
      // Other paths are logged as they are.
      await app.inject({ method: 'GET', url: '/api/events?includePast=1' });
      expect(log()).toContain('/api/events?includePast=1');
    });
  }
});
