import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import type { DatabaseHandle } from './db/database.js';
import type { SiteConfig } from '../domain/site-config.js';
import { registerErrorHandling } from './http/error-handling.js';
import { registerJsonCompression } from './http/compression.js';
import { registerCsrfProtection } from './http/csrf.js';
import { registerPrivateNoStore } from './http/no-store.js';
import helmet from '@fastify/helmet';
import { registerRoutes } from './routes/index.js';
import { SEAT_STATUS_TABLES, TableWriteWatch } from './db/table-write-watch.js';
import { openSessionCache } from './http/session-cache.js';
import type { SessionCache } from './http/session-cache.js';
import { LiveSeatStatus } from './services/seatmap/live-status.js';
import { loadSeatStatus } from './services/seatmap/seat-status-service.js';
import { GeometryEncoder } from './services/seatmap/geometry-encoder.js';
import type { GeometryEncoderOptions } from './services/seatmap/geometry-encoder.js';
import { GeometryCache } from './services/seatmap/geometry-service.js';
import { SEAT_STATUS_CHANNEL } from './db/migrations/008-seat-status-notify.js';
import { NO_WALLET } from './services/wallet/wallet-settings.js';
import { purposeSecret } from './security/purpose-secrets.js';
import type { SecretPurpose } from './security/purpose-secrets.js';
import type { WalletSettings } from './services/wallet/wallet-settings.js';

export interface BuildOptions {
  database: DatabaseHandle;
  config: SiteConfig;
  /** The server clock; tests move it to expire holds and tokens. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Where the built client lives; omitted in tests that do not serve it. */
  clientDir?: string | null;
  /** Secret for signing (tickets, tokens). Required in production. */
  secret?: string;
  production?: boolean;
  /**
   * Which proxies may set X-Forwarded-For (Fastify's trustProxy: true or a comma-separated list
   * of proxy addresses). Off by default: otherwise any client could forge its IP past the rate limits.
   */
  trustProxy?: boolean | string;
  /** Keys that sign wallet passes; none by default (the wallet buttons then say so). */
  wallet?: WalletSettings;
  /** Another geometry worker script (tests make one fail); default services/seatmap/geometry-worker. */
  geometryWorker?: Pick<GeometryEncoderOptions, 'workerUrl' | 'workerData'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle['db'];
    dialect: DatabaseHandle['dialect'];
    siteConfig: SiteConfig;
    now: () => Date;
    secret: string;
    /** The key of one purpose, derived from `secret` (security/purpose-secrets). */
    secretFor: (purpose: SecretPurpose) => string;
    production: boolean;
    wallet: WalletSettings;
    /** The seat status of the events being looked at, pushed to open maps as it changes. */
    liveStatus: LiveSeatStatus;
    /** Seat map geometries, encoded by a worker thread once per arena version. */
    geometries: GeometryCache;
    geometryEncoder: GeometryEncoder;
    /** Sessions remembered between requests (PostgreSQL only; http/session-cache). */
    sessionCache: SessionCache | null;
    /** Every route registered (method and pattern), for diagnostics and the route fuzz test. */
    routeList: { method: string; url: string }[];
  }
}

/** Routes (by pattern) that authenticate without the CSRF header: a signature, a form token. */
const CSRF_EXEMPT_ROUTES = ['/api/payments/notifications', '/payment/test/:reference'];

/** Builds the shop's HTTP server without listening; tests drive it with `app.inject`. */
export async function build(options: BuildOptions): Promise<FastifyInstance> {
  const serverOptions: FastifyServerOptions = {
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1_048_576,
  };
  const app = Fastify(serverOptions);
  // Every write to the inventory tells the live seat status to re-read the events it holds.
  const liveStatus = new LiveSeatStatus({
    load: (eventId) => loadSeatStatus(app.db, eventId, app.now()),
    now: () => app.now(),
    onError: (error) => app.log.error({ err: error }, 'live seat status: re-read failed'),
  });
  app.decorate('liveStatus', liveStatus);
  app.addHook('onClose', async () => liveStatus.close());
  // Several nodes on one PostgreSQL: a commit anywhere is announced to every node (migration 008).
  const stopListening = options.database.listen?.(SEAT_STATUS_CHANNEL, () => liveStatus.markChanged(), (error) => app.log.warn({ err: error }, 'seat status channel'));
  if (stopListening) app.addHook('onClose', stopListening);
  const sessions = openSessionCache(options.database, (error) => app.log.warn({ err: error }, 'session change channel'));
  if (sessions) app.addHook('onClose', sessions.stop);
  app.decorate('sessionCache', sessions?.cache ?? null);
  const watched = options.database.db.withPlugin(new TableWriteWatch(SEAT_STATUS_TABLES, () => liveStatus.markChanged()));
  app.decorate('db', sessions ? watched.withPlugin(sessions.watch) : watched);
  app.decorate('dialect', options.database.dialect);
  app.decorate('siteConfig', options.config);
  app.decorate('now', options.now ?? (() => new Date()));
  const secret = options.secret ?? 'development-secret-change-me';
  app.decorate('secret', secret);
  const derived = new Map<SecretPurpose, string>();
  app.decorate('secretFor', (purpose: SecretPurpose) => {
    let key = derived.get(purpose);
    if (key === undefined) {
      key = purposeSecret(secret, purpose);
      derived.set(purpose, key);
    }
    return key;
  });
  app.decorate('production', options.production ?? false);
  app.decorate('wallet', options.wallet ?? NO_WALLET);
  const geometryEncoder = new GeometryEncoder({ databaseUrl: options.database.url ?? null, ...options.geometryWorker });
  app.decorate('geometryEncoder', geometryEncoder);
  app.decorate('geometries', new GeometryCache(geometryEncoder));
  app.addHook('onClose', () => geometryEncoder.close());

  await app.register(cookie);
  await app.register(helmet, {
    // Pages that need one set their own policy (the mailbox, the test payment page).
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Browsers remember HSTS for a year: only where the shop really runs behind HTTPS.
    hsts: app.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  registerPrivateNoStore(app);
  registerErrorHandling(app);
  registerCsrfProtection(app, CSRF_EXEMPT_ROUTES);
  registerJsonCompression(app);
  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  await registerRoutes(app, { clientDir: options.clientDir ?? null });
  return app;
}
