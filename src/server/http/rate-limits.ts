import rateLimit from '@fastify/rate-limit';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { sharedRateLimitStore } from './shared-rate-limit-store.js';
import { rateLimitAddress } from './client-address.js';
import { getSessionCustomer } from './session.js';

/** One limit: at most `max` requests per `minutes` window. */
export interface Limit {
  max: number;
  minutes: number;
}

/**
 * The account endpoints' limits, per client IP (an IPv6 client per /64, see client-address) and
 * (where an address is sent) per e-mail. Per-IP limits stay generous because many fans share one
 * address (stadium Wi-Fi, offices, mobile carriers' NAT); the tight per-e-mail limits are what
 * stop guessing against one account.
 */
export const ACCOUNT_LIMITS = {
  // Per (address, e-mail), not per e-mail: failures from elsewhere never lock the owner out.
  login: { perIp: { max: 100, minutes: 15 }, perIpAndEmail: { max: 10, minutes: 15 } },
  // Knowing the current password is a credential check too. Per account as well: a session taken
  // from its owner (a shared computer, a stolen cookie) can be sent from any number of addresses.
  changePassword: { perIp: { max: 20, minutes: 15 }, perCustomer: { max: 10, minutes: 15 } },
  signUp: { perIp: { max: 30, minutes: 60 } },
  resetPassword: { perIp: { max: 30, minutes: 15 }, perEmail: { max: 5, minutes: 15 } },
  resend: { perIp: { max: 30, minutes: 15 }, perEmail: { max: 5, minutes: 15 } },
  actionToken: { perIp: { max: 60, minutes: 15 } },
  // A ticket transfer mails an address the sender chooses; sending and taking back one ticket
  // mails it again each time, from any address (per customer needs the session looked up first).
  transferSend: { perIp: { max: 30, minutes: 15 }, perCustomer: { max: 30, minutes: 60 } },
  // Promo codes are found by name only, so a name is a secret worth guessing: each name looked up
  // counts (REST and GraphQL alike), per signed-in customer, with a per-address ceiling above it.
  promoLookup: { perIp: { max: 600, minutes: 15 }, perCustomer: { max: 30, minutes: 15 } },
  // Every GraphQL document is costed already; this bounds how many one client sends (ten a
  // second on average, generous for a map and for fans sharing a stadium's address).
  graphql: { perIp: { max: 3_000, minutes: 5 } },
  // An e-ticket, invoice or wallet pass is drawn or signed afresh on each download (an e-ticket
  // PDF is ~35 ms of the node's CPU): far above what a fan clicks, low enough that one account
  // cannot keep a node busy drawing the same ticket.
  documents: { perIp: { max: 600, minutes: 15 }, perCustomer: { max: 100, minutes: 15 } },
  // The account data export gathers every order, ticket and transfer of the account: a fan asks
  // for it now and then, not a few times a minute; a stolen session cannot use it to load a node.
  dataExport: { perIp: { max: 60, minutes: 60 }, perCustomer: { max: 5, minutes: 60 } },
} as const satisfies Record<string, { perIp: Limit; perEmail?: Limit; perIpAndEmail?: Limit; perCustomer?: Limit }>;

export type LimitName = keyof typeof ACCOUNT_LIMITS;

/**
 * Scale of every limit from RATE_LIMIT_MULTIPLIER (default 1): a local end-to-end run may raise
 * them, 0 switches them off. Production keeps 1.
 */
export function limitMultiplier(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.RATE_LIMIT_MULTIPLIER ?? '1');
  return Number.isFinite(value) && value >= 0 ? value : 1;
}

/**
 * A fixed-window counter store driven by the server clock (`app.now`), so tests move time to
 * lift a limit. Counters live in this process: SQLite serves one process; on PostgreSQL, where
 * several nodes may serve, they live in the database (shared-rate-limit-store).
 */
/** A counter's window; its length is kept with it, as limits of several lengths share one map. */
type CounterWindow = { count: number; start: number; length: number };

function clockStore(now: () => Date, windows: Map<string, CounterWindow>) {
  return class ClockStore implements FastifyRateLimitStore {
    private readonly windows = windows;

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const time = now().getTime();
      if (this.windows.size > 50_000) this.prune(time);
      let entry = this.windows.get(key);
      if (!entry || entry.start + timeWindow <= time) {
        entry = { count: 0, start: time, length: timeWindow };
        this.windows.set(key, entry);
      }
      entry.count += 1;
      callback(null, { current: entry.count, ttl: entry.start + timeWindow - time });
    }

    child(): FastifyRateLimitStore {
      return new ClockStore();
    }

    private prune(time: number): void {
      for (const [key, entry] of this.windows) if (entry.start + entry.length <= time) this.windows.delete(key);
    }
  };
}

type Check = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A preHandler that looks up the session before a per-customer limit runs, so that the count
 * knows whose request it is (a signed-out request is counted per address only).
 */
export async function lookUpSessionFirst(request: FastifyRequest): Promise<void> {
  await getSessionCustomer(request);
}

/**
 * The SQLite server's counters, one map per server: each route plugin registers its own limiter,
 * and a limit two plugins share (a password guessed through the password change or through a
 * bank details save) must count in one place, as the PostgreSQL table does.
 */
const windowsByServer = new WeakMap<object, Map<string, CounterWindow>>();

/** The current password a body carries to confirm a change (see password-confirmation). */
const sendsCurrentPassword = (request: FastifyRequest): boolean => {
  const sent = (request.body as { currentPassword?: unknown } | undefined)?.currentPassword;
  return typeof sent === 'string' && sent !== '';
};

function sharedWindows(app: FastifyInstance): Map<string, CounterWindow> {
  let windows = windowsByServer.get(app.server);
  if (!windows) windowsByServer.set(app.server, (windows = new Map()));
  return windows;
}

/**
 * Registers @fastify/rate-limit (no global limit) in the calling plugin and returns one
 * preHandler per account endpoint, and `passwordConfirmation`: a save that sends the current
 * password counts as a password change (the same guessing), one that sends none is not counted.
 * The per-e-mail key reads the parsed body, hence preHandler.
 */
export async function registerAccountRateLimits(app: FastifyInstance): Promise<Record<LimitName | 'passwordConfirmation', Check>> {
  const store = app.dialect === 'postgres'
    ? sharedRateLimitStore(app.db, () => app.now(), (error) => app.log.error({ err: error }, 'rate limit store'))
    : clockStore(() => app.now(), sharedWindows(app));
  await app.register(rateLimit, { global: false, store });
  const scale = limitMultiplier();
  const limiter = (name: string, limit: Limit, key: (request: FastifyRequest) => string | null) => {
    const check = app.createRateLimit({
      max: Math.max(1, Math.round(limit.max * scale)),
      timeWindow: limit.minutes * 60_000,
      keyGenerator: (request) => `${name}:${key(request) ?? ''}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (scale === 0 || key(request) === null) return;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError(429, 'RATE_LIMITED', 'RATE_LIMITED', { retryAfterSeconds: result.ttlInSeconds });
      }
    };
  };
  const byIp = (request: FastifyRequest) => rateLimitAddress(request.ip);
  const byEmail = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null;
  };
  const byIpAndEmail = (request: FastifyRequest) => {
    const email = byEmail(request);
    return email === null ? null : `${byIp(request)}|${email}`;
  };
  // The session's customer once a handler has looked it up (requireCustomer memoises it).
  const byCustomer = (request: FastifyRequest) => (request.sessionCustomer ? String(request.sessionCustomer.id) : null);
  const checks = {} as Record<LimitName, Check>;
  for (const [name, limits] of Object.entries(ACCOUNT_LIMITS) as [LimitName, { perIp: Limit; perEmail?: Limit; perIpAndEmail?: Limit; perCustomer?: Limit }][]) {
    const ip = limiter(`${name}-ip`, limits.perIp, byIp);
    const email = limits.perEmail ? limiter(`${name}-email`, limits.perEmail, byEmail) : null;
    const pair = limits.perIpAndEmail ? limiter(`${name}-ip-email`, limits.perIpAndEmail, byIpAndEmail) : null;
    const customer = limits.perCustomer ? limiter(`${name}-customer`, limits.perCustomer, byCustomer) : null;
    checks[name] = async (request, reply) => {
      await ip(request, reply);
      if (email) await email(request, reply);
      if (pair) await pair(request, reply);
      if (customer) await customer(request, reply);
    };
  }
  const changePassword = checks.changePassword;
  return { ...checks, passwordConfirmation: async (request, reply) => (sendsCurrentPassword(request) ? changePassword(request, reply) : undefined) };
}
