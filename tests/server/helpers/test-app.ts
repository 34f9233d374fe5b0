import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { build } from '../../../src/server/app.js';
import type { BuildOptions } from '../../../src/server/app.js';
import { migrateToLatest, openDatabase } from '../../../src/server/db/database.js';
import type { DatabaseHandle } from '../../../src/server/db/database.js';
import { defaultSiteConfig } from '../../../src/server/config/default-config.js';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { createSession } from '../../../src/server/http/session.js';
import type { WalletSettings } from '../../../src/server/services/wallet/wallet-settings.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Where its database is: a second app (another node) can open the same one (PostgreSQL). */
  databaseUrl: string;
  /** The test clock: set `clock.now` to move server time. */
  clock: { now: Date };
  close(): Promise<void>;
}

/**
 * A real server on a real database: in-memory SQLite by default, PostgreSQL when
 * TEST_DATABASE_URL is set (the `npm run test:pg` script sets it, with a fresh schema per app).
 */
export async function createTestApp(options: {
  now?: Date; config?: Partial<SiteConfig>; databaseUrl?: string; wallet?: WalletSettings;
  /** Kysely plugins on every query the app sends (a statement counter, say). */
  plugins?: readonly KyselyPlugin[];
  geometryWorker?: BuildOptions['geometryWorker'];
} = {}): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await testDatabaseUrl());
  const opened = openDatabase(databaseUrl);
  await migrateToLatest(opened);
  const database = { ...opened, db: (options.plugins ?? []).reduce((db, plugin) => db.withPlugin(plugin), opened.db) };
  const clock = { now: options.now ?? new Date('2026-11-22T12:00:00.000Z') };
  const app = await build({
    database,
    config: { ...defaultSiteConfig(), ...options.config },
    now: () => clock.now,
    ...(options.wallet ? { wallet: options.wallet } : {}),
    ...(options.geometryWorker ? { geometryWorker: options.geometryWorker } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    databaseUrl,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let schemaCounter = 0;
async function testDatabaseUrl(): Promise<string> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) return ':memory:';
  // One fresh database per test app so suites never see each other's rows.
  const { default: pg } = await import('pg');
  const name = `shop_test_${process.pid}_${Date.now()}_${schemaCounter++}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Headers that pass the CSRF check for an anonymous visitor. */
export function anonymousHeaders(): Record<string, string> {
  return { cookie: 'csrf=test-csrf-token', 'x-csrf-token': 'test-csrf-token' };
}

/** Signs a customer in and returns the headers (session cookie plus CSRF pair) of their browser. */
export async function signInHeaders(app: FastifyInstance, customerId: number): Promise<Record<string, string>> {
  let cookieValue = '';
  const fakeReply = {
    setCookie: (_name: string, value: string) => {
      cookieValue = value;
      return fakeReply;
    },
  };
  await createSession(app, fakeReply as never, customerId);
  return { cookie: `sid=${cookieValue}; csrf=test-csrf-token`, 'x-csrf-token': 'test-csrf-token' };
}

/** Inserts a customer with the given fields and returns its id. */
export async function insertCustomer(
  app: FastifyInstance,
  fields: { email: string; firstName?: string; lastName?: string; isEarlyBird?: boolean; passwordHash?: string },
): Promise<number> {
  const row = await app.db
    .insertInto('customers')
    .values({
      email: fields.email,
      first_name: fields.firstName ?? 'Test',
      last_name: fields.lastName ?? 'Customer',
      gender: 'unknown',
      is_early_bird: fields.isEarlyBird ? 1 : 0,
      accepts_crm: 0,
      password_hash: fields.passwordHash ?? null,
      created_at: app.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
