import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { withNamedStatements } from './pg-statement-cache.js';
import * as m001 from './migrations/001-initial.js';
import * as m002 from './migrations/002-resale-claims.js';
import * as m003 from './migrations/003-lookup-indexes.js';
import * as m004 from './migrations/004-resale-policy.js';
import * as m007 from './migrations/007-ticket-formats.js';
import * as m008 from './migrations/008-seat-status-notify.js';
import * as m009 from './migrations/009-shared-rate-limits.js';
import * as m010 from './migrations/010-waiting-rooms.js';
import * as m011 from './migrations/011-ticket-transfers.js';
import * as m012 from './migrations/012-mail-queue.js';
import * as m013 from './migrations/013-accompanied-products.js';
import * as m014 from './migrations/014-promo-code-reveals.js';
import * as m015 from './migrations/015-health-probe.js';
import * as m016 from './migrations/016-ancillary-stock.js';
import * as m017 from './migrations/017-proof-products.js';
import * as m018 from './migrations/018-content-translations.js';
import * as m019 from './migrations/019-populations.js';
import * as m020 from './migrations/020-seat-types.js';
import * as m021 from './migrations/021-session-change-notify.js';
import * as m022 from './migrations/022-payment-provider-session.js';
import * as m023 from './migrations/023-ancillary-requests.js';
import * as m024 from './migrations/024-order-refund-amount.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** Where another connection (a worker thread) reaches the same data; absent for in-memory SQLite. */
  url?: string;
  close(): Promise<void>;
  /**
   * PostgreSQL only: LISTEN on a channel over a connection of its own (re-opened after a loss,
   * `onMessage(null)` telling that messages may have been missed; `onListening` tells when messages
   * start and stop reaching it). Returns the function that stops.
   */
  listen?: (
    channel: string,
    onMessage: (payload: string | null) => void,
    onError?: (error: unknown) => void,
    onListening?: (listening: boolean) => void,
  ) => () => Promise<void>;
}

/** LISTEN over a dedicated client that reconnects after a second when the connection drops. */
function pgListener(url: string): NonNullable<DatabaseHandle['listen']> {
  return (channel, onMessage, onError, onListening) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new RangeError(`bad channel name ${channel}`);
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | null = null;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => onMessage(message.payload ?? ''));
      next.on('error', (error) => {
        onError?.(error);
        void next.end().catch(() => undefined);
        if (client === next) {
          onListening?.(false);
          reconnectSoon();
        }
      });
      // A connection closed without an error (the server shut down cleanly) goes quiet too.
      next.on('end', () => {
        if (client !== next || stopped) return;
        onListening?.(false);
        reconnectSoon();
      });
      try {
        await next.connect();
        await next.query(`listen ${channel}`);
      } catch (error) {
        onError?.(error);
        void next.end().catch(() => undefined);
        reconnectSoon();
        return;
      }
      if (stopped) return void (await next.end());
      const recovered = client !== null;
      client = next;
      onListening?.(true);
      // While it was down, notifications went nowhere: the listener re-reads what it holds.
      if (recovered) onMessage(null);
    };
    const reconnectSoon = (): void => {
      if (stopped || retry) return;
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, 1_000);
      retry.unref();
    };
    void connect();
    return async () => {
      stopped = true;
      onListening?.(false);
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    };
  };
}

/** Numbered migrations, in order. A migration receives the dialect for the few DDL differences. */
const migrations: Record<string, { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> }> = {
  '001-initial': m001,
  '002-resale-claims': m002,
  '003-lookup-indexes': m003,
  '004-resale-policy': m004,
  '007-ticket-formats': m007,
  '008-seat-status-notify': m008,
  '009-shared-rate-limits': m009,
  '010-waiting-rooms': m010,
  '011-ticket-transfers': m011,
  '012-mail-queue': m012,
  '013-accompanied-products': m013,
  '014-promo-code-reveals': m014,
  '015-health-probe': m015,
  '016-ancillary-stock': m016,
  '017-proof-products': m017,
  '018-content-translations': m018,
  '019-populations': m019,
  '020-seat-types': m020,
  '021-session-change-notify': m021,
  '022-payment-provider-session': m022,
  '023-ancillary-requests': m023,
  '024-order-refund-amount': m024,
};

/** Connections a node keeps to PostgreSQL: `DATABASE_POOL_SIZE` (1-100), else 10. */
function poolSize(setting: string | undefined): number {
  const size = Number(setting);
  return Number.isInteger(size) && size >= 1 && size <= 100 ? size : 10;
}

/**
 * Opens the shop's database: PostgreSQL when `url` starts with postgres:// or postgresql://,
 * otherwise a better-sqlite3 file (':memory:' for an in-memory database). `poolSize` overrides
 * DATABASE_POOL_SIZE (the geometry worker needs one connection).
 */
export function openDatabase(url: string, options: { poolSize?: number } = {}): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? poolSize(process.env.DATABASE_POOL_SIZE) });
    const prepared = process.env.DATABASE_PREPARED_STATEMENTS !== 'off';
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: prepared ? withNamedStatements(pool) : pool }) });
    return { db, dialect: 'postgres', url, close: () => db.destroy(), listen: pgListener(url) };
  }
  if (url !== ':memory:') mkdirSync(dirname(url), { recursive: true });
  const sqlite = new SQLite(url);
  // WAL lets readers run beside the single writer; busy_timeout makes a second process wait
  // for the write lock instead of failing at once.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', ...(url === ':memory:' ? {} : { url }), close: () => db.destroy() };
}

/**
 * Kysely prepares every query afresh; preparing costs more than running the shop's small indexed
 * queries (measured: about 60% of a seat hold). Statements are reused by SQL text; better-sqlite3
 * re-prepares by itself after a schema change. The cache is cleared when full (IN lists make many
 * texts).
 */
function withStatementCache(sqlite: SQLite.Database, max = 2000) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare(text: string) {
      let statement = cache.get(text);
      if (!statement) {
        if (cache.size >= max) cache.clear();
        statement = sqlite.prepare(text);
        cache.set(text, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/** Brings the schema up to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(
        Object.entries(migrations).map(([name, m]): [string, Migration] => [
          name,
          { up: (db) => m.up(db, handle.dialect) },
        ]),
      ),
  };
  const migrator = new Migrator({ db: handle.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, { cause: error });
  }
}

/**
 * Names of this build's migrations that the database has not recorded as applied (all of them
 * when Kysely's migration table does not exist yet): a node must not serve a schema it does not know.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  let applied: string[];
  try {
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    applied = rows.rows.map((row) => row.name);
  } catch (error) {
    if (/kysely_migration/.test(String(error))) return Object.keys(migrations);
    throw error;
  }
  return Object.keys(migrations).filter((name) => !applied.includes(name));
}

/** The default database location: the DATABASE_URL, else a SQLite file under .data/. */
export function defaultDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL ?? env.SQLITE_FILE ?? '.data/shop.sqlite';
}
