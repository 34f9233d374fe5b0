import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateStadium } from '../../src/domain/venue/generate-stadium.js';
import { importVenue } from '../../src/server/venue/import-venue.js';
import { warmGeometries } from '../../src/server/services/seatmap/geometry-warmup.js';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';

const HOUR = 3_600_000;
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
  await t.app.db.insertInto('sale_channels').values([{ id: 1, name: 'website' }, { id: 2, name: 'box office' }]).execute();
});
afterEach(() => t.close());

const at = (hours: number) => new Date(t.clock.now.getTime() + hours * HOUR).toISOString();

/** A venue with one event sold on `channel` from `opensIn` hours from now, for a week. */
async function venueWithSale(seed: number, opensIn: number, channel = 1): Promise<number> {
  const { arenaId } = await importVenue(t.app.db, generateStadium({ seed, targetSeats: 1000 }));
  const { id: eventId } = await t.app.db
    .insertInto('events')
    .values({ name: `Match ${seed}`, description: null, start_datetime: at(24 * 8), is_archived: 0, side: 'home', arena_id: arenaId, competition_id: null, home_team_id: null, opponent_team_id: null, image_url: null, partner_name: null, partner_logo_url: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('event_channel_configurations')
    .values({ event_id: eventId, sale_channel_id: channel, early_bird_opening_datetime: null, opening_datetime: at(opensIn), closing_datetime: at(24 * 7), max_individual_seat_tickets_in_cart: 6 })
    .execute();
  return arenaId;
}

describe('geometry warm-up at start', () => {
  it('encodes the venues on sale or opening within a day, and their first requests need no encoding', async () => {
    const onSale = await venueWithSale(1, -2);
    const opensTonight = await venueWithSale(2, 10);
    await venueWithSale(3, 72); // opens in three days
    await venueWithSale(4, -2, 2); // box office only
    expect(await warmGeometries(t.app)).toEqual([onSale, opensTonight]);
    expect(t.app.geometryEncoder.stats.jobs).toBe(2);
    for (const arenaId of [onSale, opensTonight]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/arenas/${arenaId}/geometry`, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
    }
    expect(t.app.geometryEncoder.stats.jobs).toBe(2);
  });
});
