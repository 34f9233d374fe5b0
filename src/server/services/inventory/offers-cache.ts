import type { FastifyInstance } from 'fastify';

/**
 * A short-lived, per-process cache of the offers answers (the GraphQL "cached…Offers" queries).
 * When a sale opens, thousands of fans load the same event's offers at once; each answer counts
 * every seat of the arena (tens of milliseconds on a 40,000-seat venue), so identical requests
 * share one computation and reuse it for OFFERS_CACHE_MS. Availability shown from it may lag the
 * truth by that long, which is harmless: seat-level state comes live from /api/block, and a hold
 * is decided by the database, never by these counts.
 */
export const OFFERS_CACHE_MS = 2_000;
/** Past this many keys (events × channels × kinds) the cache starts afresh rather than grow. */
const MAX_ENTRIES = 1_000;

interface Entry {
  storedAt: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<FastifyInstance, Map<string, Entry>>();

/**
 * Answers `compute()` for `key`, from the cache while it is younger than OFFERS_CACHE_MS on the
 * server clock (`app.now`, so tests move time); concurrent misses share one computation. A failed
 * computation is not kept.
 */
export function cachedOffers<T>(app: FastifyInstance, key: string, compute: () => Promise<T>): Promise<T> {
  let cache = caches.get(app);
  if (!cache) {
    cache = new Map();
    caches.set(app, cache);
  }
  const now = app.now().getTime();
  const hit = cache.get(key);
  if (hit && now - hit.storedAt < OFFERS_CACHE_MS) return hit.value as Promise<T>;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const value = compute();
  const entry: Entry = { storedAt: now, value };
  cache.set(key, entry);
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}
