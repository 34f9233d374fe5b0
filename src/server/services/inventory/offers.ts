/**
 * Offers per block for an event (direct sale and resale) or a pack, computed from tariffs and the
 * seats still free, and kept for a moment by ./offers-cache.ts (the GraphQL names say "cached").
 */
import type { FastifyInstance } from 'fastify';
import type { CachedResaleOffer, DirectSaleOffer, PackOffer } from '../../../domain/offers.js';
import { productsFor } from '../../../domain/order-pricing.js';
import { blockCategoryCounts, onSaleListings, resaleProductId } from '../../db/repositories/inventory-repository.js';
import type { BlockCategoryCount } from '../../db/repositories/inventory-repository.js';
import { findBlocks } from '../../db/repositories/block-repository.js';
import { loadEventContext, loadPackContext } from '../../db/repositories/inventory-sale-context.js';
import { refused } from '../orders/order-errors.js';
import { cachedOffers } from './offers-cache.js';

export interface IndividualEventOffers {
  directSaleOffers: DirectSaleOffer[];
  resaleOffers: CachedResaleOffer[];
}

export interface PackOffers {
  /** Offers exist for every visitor. */
  hasPublicOffers: boolean;
  /** Offers reserved to one of the asker's populations exist. */
  hasPopulationOffers: boolean;
  offers: PackOffer[];
}

async function openSeatingBlocks(app: FastifyInstance, counts: readonly BlockCategoryCount[]) {
  const blocks = await findBlocks(app.db, [...new Set(counts.map((c) => c.blockId))]);
  return new Map(blocks.map((b) => [b.id, b]));
}

/** Whose offers: the asker's populations (none for a visitor), also part of the cache key. */
type Populations = { populationIds?: readonly number[] };
const populationKey = (query: Populations) => (query.populationIds ?? []).join('.');

/** Direct-sale and resale offers of one event on one channel (cached briefly). */
export function individualEventOffers(
  app: FastifyInstance,
  query: { eventId: number; saleChannelId: number; arenaId?: number | null } & Populations,
): Promise<IndividualEventOffers> {
  const key = `event:${query.eventId}:${query.saleChannelId}:${query.arenaId ?? ''}:${populationKey(query)}`;
  return cachedOffers(app, key, () => computeEventOffers(app, query));
}

async function computeEventOffers(
  app: FastifyInstance,
  query: { eventId: number; saleChannelId: number; arenaId?: number | null } & Populations,
): Promise<IndividualEventOffers> {
  const ctx = await loadEventContext(app.db, query.eventId, query.saleChannelId, query.populationIds);
  if (!ctx || (query.arenaId != null && query.arenaId !== ctx.arenaId)) throw refused(404, 'EVENT_NOT_FOUND');
  const nowIso = app.now().toISOString();
  const [counts, listings, resaleProduct] = await Promise.all([
    blockCategoryCounts(app.db, ctx.arenaId, [ctx.id], nowIso),
    onSaleListings(app.db, ctx.id),
    resaleProductId(app.db),
  ]);
  const blocks = await openSeatingBlocks(app, counts);
  const directSaleOffers: DirectSaleOffer[] = [];
  for (const c of counts) {
    for (const { productId, price } of productsFor(ctx.tariffs, c.categoryId, c.blockId)) {
      directSaleOffers.push({
        eventId: ctx.id, blockId: c.blockId, categoryId: c.categoryId, productId, seatTypeId: c.seatTypeId,
        isOpenSeating: blocks.get(c.blockId)?.isOpenSeating ?? false, availability: c.available, capacity: c.capacity, price,
      });
    }
  }
  const offerKey = (o: { blockId: number; categoryId: number; seatTypeId: number | null }) => `${o.blockId}:${o.categoryId}:${o.seatTypeId ?? ''}`;
  const capacityOf = new Map(counts.map((c) => [offerKey(c), c.capacity]));
  const resale = new Map<string, CachedResaleOffer>();
  for (const l of listings) {
    const key = offerKey(l);
    const offer = resale.get(key) ?? {
      eventId: ctx.id, blockId: l.blockId, categoryId: l.categoryId, productId: resaleProduct ?? l.productId, seatTypeId: l.seatTypeId,
      isOpenSeating: blocks.get(l.blockId)?.isOpenSeating ?? false, availability: 0, capacity: capacityOf.get(key) ?? 0, allPrices: [],
    };
    offer.availability += 1;
    offer.allPrices.push(l.price);
    resale.set(key, offer);
  }
  for (const offer of resale.values()) offer.allPrices.sort((a, b) => a - b);
  return { directSaleOffers, resaleOffers: [...resale.values()] };
}

/**
 * Offers of every event of an arena sold on a channel (spec: by arenaId and saleChannelId), each
 * offer naming its event; archived events are left out.
 */
export async function arenaEventOffers(app: FastifyInstance, query: { arenaId: number; saleChannelId: number } & Populations): Promise<IndividualEventOffers> {
  const events = await app.db.selectFrom('events as e').innerJoin('event_channel_configurations as c', 'c.event_id', 'e.id')
    .select('e.id').where('e.arena_id', '=', query.arenaId).where('c.sale_channel_id', '=', query.saleChannelId).where('e.is_archived', '=', 0)
    .orderBy('e.start_datetime').orderBy('e.id').execute();
  const answers = await Promise.all(events.map((e) => individualEventOffers(app, { eventId: e.id, saleChannelId: query.saleChannelId, arenaId: query.arenaId, populationIds: query.populationIds ?? [] })));
  return { directSaleOffers: answers.flatMap((a) => a.directSaleOffers), resaleOffers: answers.flatMap((a) => a.resaleOffers) };
}

/** Offers of a pack per stand and block: a seat counts as available only if free for every event (cached briefly). */
export function packOffers(app: FastifyInstance, query: { campaignPackId: number; saleChannelId: number } & Populations): Promise<PackOffers> {
  return cachedOffers(app, `pack:${query.campaignPackId}:${query.saleChannelId}:${populationKey(query)}`, () => computePackOffers(app, query));
}

async function computePackOffers(app: FastifyInstance, query: { campaignPackId: number; saleChannelId: number } & Populations): Promise<PackOffers> {
  const ctx = await loadPackContext(app.db, query.campaignPackId, query.saleChannelId, query.populationIds);
  if (!ctx) throw refused(404, 'PACK_NOT_FOUND');
  const counts = ctx.events.length
    ? await blockCategoryCounts(app.db, ctx.arenaId, ctx.events.map((e) => e.id), app.now().toISOString())
    : [];
  const blocks = await openSeatingBlocks(app, counts);
  // One pack offer per block, category and rate, naming the seat types its seats have.
  const byKey = new Map<string, PackOffer>();
  for (const c of counts) {
    const block = blocks.get(c.blockId);
    if (!block) continue;
    for (const { productId, price } of productsFor(ctx.tariffs, c.categoryId, c.blockId)) {
      const key = `${c.blockId}:${c.categoryId}:${productId}`;
      const offer = byKey.get(key) ?? {
        blockId: c.blockId, categoryId: c.categoryId, productId, standName: block.standName, blockName: block.name, seatTypeIds: [],
        isOpenSeating: block.isOpenSeating, availability: 0, price, capacity: 0,
      };
      offer.availability += c.available;
      offer.capacity += c.capacity;
      if (c.seatTypeId !== null && !offer.seatTypeIds.includes(c.seatTypeId)) offer.seatTypeIds.push(c.seatTypeId);
      byKey.set(key, offer);
    }
  }
  const offers = [...byKey.values()];
  // An offer is a population's when its rate is priced for a population only (in that category).
  const reserved = new Set(ctx.tariffs.filter((t) => t.populationId != null).map((t) => `${t.categoryId}:${t.productId}`));
  const isReserved = (o: PackOffer) => reserved.has(`${o.categoryId}:${o.productId}`);
  return { hasPublicOffers: offers.some((o) => !isReserved(o)), hasPopulationOffers: offers.some(isReserved), offers };
}
