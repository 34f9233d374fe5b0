import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { build } from './app.js';
import { defaultDatabaseUrl, migrateToLatest, openDatabase } from './db/database.js';
import type { DatabaseHandle } from './db/database.js';
import { isDatabaseEmpty, seedDemoData } from './db/seed/index.js';
import { loadSiteConfig, SiteConfigLoadError } from './config/load-config.js';
import { walletSettingsFromEnv } from './services/wallet/wallet-settings.js';
import { stripeSettingsFromEnv } from './services/payments/stripe-provider.js';
import { requestLoggerOptions } from './http/request-log.js';
import { warmGeometries } from './services/seatmap/geometry-warmup.js';

/** Minimum length of a configured secret: 32 characters of randomness or more. */
const MIN_SECRET_LENGTH = 32;
const DEV_SECRET_FILE = '.data/secret';
/** How long in-flight requests get to finish after a stop signal before the process quits. */
const SHUTDOWN_GRACE_MS = 10_000;

/** A start-up problem the operator fixes in the environment; printed without a stack trace. */
export class StartupError extends Error {
  override name = 'StartupError';
}

const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

/**
 * Opens and migrates the database, first deleting the SQLite file when `reset` is set (end-to-end
 * runs start from a known state), and seeds the demo shop when the database is empty and
 * `seedDemo` (default true) allows it, so the first start of a fresh clone serves a working shop.
 * Returns whether it seeded.
 */
export async function prepareDatabase(options: { url: string; reset?: boolean; seedDemo?: boolean; now?: Date; log?: (message: string) => void }):
  Promise<{ database: DatabaseHandle; seeded: boolean }> {
  const log = options.log ?? (() => {});
  if (options.reset && !isPostgresUrl(options.url) && options.url !== ':memory:') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${options.url}${suffix}`, { force: true });
    log(`reset: deleted ${options.url}`);
  }
  const database = openDatabase(options.url);
  try {
    await migrateToLatest(database);
    if (!(await isDatabaseEmpty(database.db))) return { database, seeded: false };
    if (options.seedDemo === false) {
      log('empty database left unseeded: import a venue, or `npm run db:seed` for the demo shop');
      return { database, seeded: false };
    }
    const started = performance.now();
    const summary = await seedDemoData(database.db, { now: options.now ?? new Date() });
    log(`seeded the demo shop (${summary.seatCount} seats) in ${Math.round(performance.now() - started)} ms`);
    return { database, seeded: true };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * The signing secret: SESSION_SECRET (or SHOP_SECRET) from the environment, required in
 * production; in development a random one is generated once and kept in .data/secret so tokens
 * survive restarts.
 */
export function resolveSecret(options: { env: NodeJS.ProcessEnv; production: boolean; secretFile?: string }): string {
  const configured = options.env.SESSION_SECRET ?? options.env.SHOP_SECRET;
  if (configured !== undefined) {
    if (configured.length < MIN_SECRET_LENGTH) throw new StartupError(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return configured;
  }
  if (options.production) throw new StartupError('SESSION_SECRET (or SHOP_SECRET) must be set when NODE_ENV=production');
  const file = options.secretFile ?? DEV_SECRET_FILE;
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  }
  const generated = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  return generated;
}

/**
 * The built-in test provider confirms an order on a button press: in production it would give
 * tickets away. Production refuses to start with it unless ALLOW_TEST_PAYMENTS=1 says it is a
 * staging shop on purpose (then every start logs it loudly). True when it runs by that opt-in.
 */
export function testPaymentsOptIn(options: { env: NodeJS.ProcessEnv; production: boolean }): boolean {
  // A real provider is configured (services/payments/registry picks it), wholly or not at all.
  let stripe;
  try {
    stripe = stripeSettingsFromEnv(options.env, '');
  } catch (error) {
    throw new StartupError((error as Error).message);
  }
  if (!options.production || stripe !== null) return false;
  if (options.env.ALLOW_TEST_PAYMENTS === '1') return true;
  throw new StartupError(
    'NODE_ENV=production with the test payment provider, which confirms orders without payment: configure a real provider, or set ALLOW_TEST_PAYMENTS=1 for a staging shop',
  );
}

/**
 * The demo shop's accounts have the README's passwords (one an early bird with presale access) and
 * its promo codes are public: a production start on an empty database would open them to anyone.
 * Production seeds the demo only when ALLOW_DEMO_DATA=1 says it is a demo shop on purpose.
 */
export function demoDataOptIn(options: { env: NodeJS.ProcessEnv; production: boolean }): boolean {
  return !options.production || options.env.ALLOW_DEMO_DATA === '1';
}

/**
 * E2E_RESET=1 deletes the SQLite database at every start (end-to-end runs want a known state): left
 * in a production environment it would wipe every order and account on the next restart, so a
 * production start refuses it.
 */
export function resetOnStart(options: { env: NodeJS.ProcessEnv; production: boolean }): boolean {
  if (options.env.E2E_RESET !== '1') return false;
  if (options.production) throw new StartupError('E2E_RESET=1 deletes the database at every start: unset it when NODE_ENV=production');
  return true;
}

/** Where the server listens: loopback unless HOST says otherwise (a demo is not exposed by default). */
export function listenHost(env: NodeJS.ProcessEnv): string {
  // Fastify binds "localhost" on both loopback addresses (127.0.0.1 and ::1).
  return env.HOST ?? 'localhost';
}

/** The built client's folder when a build exists (`vite build` writes dist/client). */
export function findClientDir(cwd = process.cwd()): string | null {
  const dir = resolve(cwd, 'dist/client');
  return existsSync(join(dir, 'index.html')) ? dir : null;
}

/** Closes the server, then the database, once; a second signal forces the exit. */
function installShutdown(app: FastifyInstance, database: DatabaseHandle): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second stop signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Starts the shop: configuration, database, app, listening socket, signal handling. */
export async function start(env: NodeJS.ProcessEnv = process.env): Promise<FastifyInstance> {
  const production = env.NODE_ENV === 'production';
  const config = loadSiteConfig({ env });
  const secret = resolveSecret({ env, production });
  const testPaymentsInProduction = testPaymentsOptIn({ env, production });
  const reset = resetOnStart({ env, production });
  const { database, seeded } = await prepareDatabase({
    url: defaultDatabaseUrl(env),
    reset,
    seedDemo: demoDataOptIn({ env, production }),
    log: (message) => console.log(message),
  });
  const clientDir = findClientDir();
  const app = await build({
    database,
    config,
    secret,
    production,
    clientDir,
    wallet: walletSettingsFromEnv(env),
    ...(env.TRUST_PROXY ? { trustProxy: parseTrustProxy(env.TRUST_PROXY) } : {}),
    logger: requestLoggerOptions({ production, ...(env.LOG_LEVEL ? { level: env.LOG_LEVEL } : {}) }),
  });
  installShutdown(app, database);
  const port = Number(env.PORT ?? 3000);
  const host = listenHost(env);
  await app.listen({ port, host });
  if (production && seeded) app.log.warn('ALLOW_DEMO_DATA=1: the demo shop was seeded in production; its accounts have the README\'s passwords');
  if (testPaymentsInProduction) app.log.warn('ALLOW_TEST_PAYMENTS=1: the TEST payment provider is live in production; anyone paying confirms orders without money');
  app.log.info({ seeded, clientDir, database: database.dialect }, `shop ready on http://localhost:${port}`);
  if (!clientDir) app.log.warn('no client build in dist/client: only the API is served (run `npm run build`)');
  // In the background: the worker encodes, so the node is ready (and stays responsive) meanwhile.
  warmGeometries(app).catch((error: unknown) => app.log.warn({ err: error }, 'seat map warm-up failed'));
  return app;
}

const launchedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (launchedDirectly) {
  start().catch((error: unknown) => {
    if (error instanceof SiteConfigLoadError || error instanceof StartupError) console.error(error.message);
    else console.error('The shop could not start:', error);
    process.exit(1);
  });
}

/** TRUST_PROXY: "true" (every hop), or a comma-separated list of the proxies' addresses. */
function parseTrustProxy(value: string): boolean | string {
  return value === 'true' ? true : value;
}
