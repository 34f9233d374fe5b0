import type { FastifyInstance } from 'fastify';
import { arenasSellingSoon } from '../../../domain/arenas-selling-soon.js';
import type { ArenaSale } from '../../../domain/arenas-selling-soon.js';
import { WEBSITE_SALE_CHANNEL_ID } from '../../../domain/sale-window.js';
import type { Db } from '../../db/database.js';
import { arenaGeometryVersion } from './geometry-rows.js';

/** Arenas whose sales open within this long are encoded at start too. */
export const WARM_HORIZON_MS = 24 * 60 * 60 * 1000;

/** The website sales of events and packs, with their arenas. */
async function arenaSales(db: Db): Promise<ArenaSale[]> {
  const [events, packs] = await Promise.all([
    db
      .selectFrom('event_channel_configurations as c')
      .innerJoin('events as e', 'e.id', 'c.event_id')
      .select(['e.arena_id', 'e.is_archived', 'e.start_datetime', 'c.early_bird_opening_datetime', 'c.opening_datetime', 'c.closing_datetime'])
      .where('c.sale_channel_id', '=', WEBSITE_SALE_CHANNEL_ID)
      .execute(),
    db
      .selectFrom('pack_channel_configurations as c')
      .innerJoin('campaign_packs as p', 'p.id', 'c.campaign_pack_id')
      .select(['p.arena_id', 'c.early_bird_opening_datetime', 'c.opening_datetime', 'c.closing_datetime'])
      .where('c.sale_channel_id', '=', WEBSITE_SALE_CHANNEL_ID)
      .execute(),
  ]);
  const channel = (c: { early_bird_opening_datetime: string | null; opening_datetime: string; closing_datetime: string }) => ({
    earlyBirdOpeningDatetime: c.early_bird_opening_datetime,
    openingDatetime: c.opening_datetime,
    closingDatetime: c.closing_datetime,
  });
  return [
    ...events.map((e) => ({ arenaId: e.arena_id, isArchived: e.is_archived === 1, startDatetime: e.start_datetime, channel: channel(e) })),
    ...packs.map((p) => ({ arenaId: p.arena_id, startDatetime: null, channel: channel(p) })),
  ];
}

/**
 * Encodes, in the geometry worker and one after the other, the seat maps of the arenas on sale
 * or opening within a day, so the first fans after a deploy or restart find them ready. Runs in
 * the background: a failure is logged and that map is encoded on its first request instead.
 * Returns the arenas warmed.
 */
export async function warmGeometries(app: FastifyInstance): Promise<number[]> {
  // More than the cache holds would only evict the first ones again.
  const arenaIds = arenasSellingSoon(await arenaSales(app.db), app.now(), WARM_HORIZON_MS).slice(0, app.geometries.capacity);
  const warmed: number[] = [];
  for (const arenaId of arenaIds) {
    try {
      const version = await arenaGeometryVersion(app.db, arenaId);
      if (version === null) continue;
      const started = performance.now();
      const payload = await app.geometries.get(app.db, arenaId, version);
      app.log.info({ arenaId, version, seats: payload.seatCount, ms: Math.round(performance.now() - started) }, 'seat map geometry warmed');
      warmed.push(arenaId);
    } catch (error) {
      app.log.warn({ err: error, arenaId }, 'seat map geometry warm-up failed; it is encoded on first request');
    }
  }
  return warmed;
}
