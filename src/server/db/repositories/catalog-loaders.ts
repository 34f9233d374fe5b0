import type { FastifyRequest } from 'fastify';
import type { Db } from '../database.js';
import { loadArenaDetails } from './catalog-arenas.js';
import type { ArenaDetail } from './catalog-arenas.js';

/**
 * Collects the keys asked for during one turn of the resolver walk and loads them with one call.
 * graphql-js resolves the items of a list synchronously one after another, so every `load` of a
 * list lands in the same batch; the flush waits one tick after the current promise jobs, as
 * DataLoader does. Results are memoised for the loader's lifetime (one request).
 */
export function createBatchLoader<K, V>(loadMany: (keys: K[]) => Promise<Map<K, V>>): (key: K) => Promise<V | undefined> {
  const cache = new Map<K, Promise<V | undefined>>();
  let pending: { key: K; resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    loadMany(batch.map((entry) => entry.key)).then(
      (values) => batch.forEach((entry) => entry.resolve(values.get(entry.key))),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    );
  };
  return (key) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V | undefined>((resolve, reject) => {
      if (pending.length === 0) void Promise.resolve().then(() => process.nextTick(flush));
      pending.push({ key, resolve, reject });
    });
    cache.set(key, promise);
    return promise;
  };
}

/** The catalogue's batch loaders for one request. */
export interface CatalogLoaders {
  arena: (arenaId: number) => Promise<ArenaDetail | undefined>;
}

const loadersByRequest = new WeakMap<FastifyRequest, CatalogLoaders>();

/** The loaders of this request, created on first use and dropped with the request. */
export function catalogLoaders(request: FastifyRequest, db: Db): CatalogLoaders {
  let loaders = loadersByRequest.get(request);
  if (!loaders) {
    loaders = { arena: createBatchLoader((ids: number[]) => loadArenaDetails(db, ids)) };
    loadersByRequest.set(request, loaders);
  }
  return loaders;
}
