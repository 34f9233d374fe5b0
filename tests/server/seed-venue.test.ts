import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed/index.js';
import type { DemoDataSummary } from '../../src/server/db/seed/index.js';
import { generateVenue } from '../../src/domain/venue/generate-shapes.js';
import { countVenueSeats } from '../../src/domain/venue/venue-format.js';
import { VenueValidationError } from '../../src/server/venue/import-venue.js';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';

const NOW = new Date('2026-11-22T10:30:00.000Z');
// An arena floor beside seated tiers, with categories that name no colour, as a club's own file may.
const venue = generateVenue({ shape: 'arena', seed: 3, targetSeats: 4_000, name: 'Harbour Arena' });
for (const category of venue.categories) delete category.color;

let test: TestApp;
let summary: DemoDataSummary;
beforeAll(async () => {
  test = await createTestApp({ now: NOW });
  summary = await seedDemoData(test.database.db, { now: NOW, venue });
});
afterAll(async () => {
  await test.close();
});
const db = () => test.database.db;

describe('seedDemoData on a venue file', () => {
  it('puts the demo events and pack in that venue instead of the demo stadium', async () => {
    const arenas = await db().selectFrom('arenas').selectAll().execute();
    expect(arenas.map((arena) => [arena.name, arena.seat_count])).toEqual([['Harbour Arena', countVenueSeats(venue)]]);
    const events = await db().selectFrom('events').select('arena_id').execute();
    expect(events.length).toBeGreaterThanOrEqual(6);
    expect(new Set(events.map((event) => event.arena_id))).toEqual(new Set([summary.arenaId]));
    const packs = await db().selectFrom('campaign_packs').select('arena_id').execute();
    expect(new Set(packs.map((pack) => pack.arena_id))).toEqual(new Set([summary.arenaId]));
  });

  it('prices every category of the file, the general-admission floor included, at full, reduced and free rates', async () => {
    const floor = await db().selectFrom('categories').select(['id', 'color']).where('name', '=', 'Floor').executeTakeFirstOrThrow();
    expect(floor.color).toBeNull();
    const rates = await db()
      .selectFrom('tariffs')
      .innerJoin('products', 'products.id', 'tariffs.product_id')
      .select(['products.name', 'tariffs.price'])
      .where('tariffs.event_id', '=', summary.eventIds.onSale)
      .where('tariffs.category_id', '=', floor.id)
      .execute();
    const price = (name: string) => rates.find((rate) => rate.name === name)?.price;
    expect(price('Full price')).toBeGreaterThan(0);
    expect(price('Reduced')).toBeLessThan(price('Full price')!);
    expect(price('Child')).toBe(0);
  });

  it('refuses an invalid venue file and writes nothing', async () => {
    const other = await createTestApp({ now: NOW });
    try {
      await expect(seedDemoData(other.database.db, { now: NOW, venue: { ...venue, stands: [] } })).rejects.toBeInstanceOf(VenueValidationError);
      expect(await other.database.db.selectFrom('arenas').select('id').execute()).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('names the stands and categories of a generated theatre or arena in every language of the shop', async () => {
    // A Russian fan read "Stalls", "Dress Circle" and "Standing" on a generated theatre's map.
    const untranslated = async (database: typeof test.database.db) => {
      const names = [
        ...(await database.selectFrom('stands').select(['id', 'name']).execute()).map((row) => ({ entity: 'stand', ...row })),
        ...(await database.selectFrom('categories').select(['id', 'name']).execute()).map((row) => ({ entity: 'category', ...row })),
      ];
      const translations = await database.selectFrom('content_translations').select(['entity', 'entity_id', 'locale']).where('field', '=', 'name').execute();
      return names.flatMap(({ entity, id, name }) =>
        ['es', 'fr', 'nl', 'ru'].filter((locale) => !translations.some((row) => row.entity === entity && row.entity_id === id && row.locale === locale)).map((locale) => `${name} (${locale})`));
    };
    expect(await untranslated(db())).toEqual([]);
    const theatre = await createTestApp({ now: NOW });
    try {
      await seedDemoData(theatre.database.db, { now: NOW, venue: generateVenue({ shape: 'theatre', seed: 11, targetSeats: 3_000, name: 'Royal Theatre' }) });
      expect(await untranslated(theatre.database.db)).toEqual([]);
    } finally {
      await theatre.close();
    }
  });
});
