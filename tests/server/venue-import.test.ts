import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateStadium } from '../../src/domain/venue/generate-stadium.js';
import { countVenueSeats } from '../../src/domain/venue/venue-format.js';
import type { VenueFile } from '../../src/domain/venue/venue-format.js';
import { importVenue, VenueValidationError } from '../../src/server/venue/import-venue.js';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';

let test: TestApp;
beforeEach(async () => {
  test = await createTestApp();
});
afterEach(async () => {
  await test.close();
});

async function count(table: 'arenas' | 'stands' | 'blocks' | 'categories' | 'seats'): Promise<number> {
  const row = await test.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('importVenue', () => {
  it('imports a generated stadium with matching counts and contiguous seat indexes', async () => {
    const venue = generateStadium({ seed: 21, targetSeats: 3_000, name: 'Import Park' });
    const blocks = venue.stands.flatMap((stand) => stand.blocks);
    const result = await importVenue(test.database.db, venue);

    expect(result.seatCount).toBe(countVenueSeats(venue));
    expect(await count('seats')).toBe(countVenueSeats(venue));
    expect(await count('blocks')).toBe(blocks.length);
    expect(await count('stands')).toBe(venue.stands.length);
    expect(await count('categories')).toBe(venue.categories.length);

    const arena = await test.database.db.selectFrom('arenas').selectAll().executeTakeFirstOrThrow();
    expect(arena).toMatchObject({ id: result.arenaId, name: 'Import Park', seat_count: result.seatCount });
    expect(arena.geometry_version).toMatch(/^[0-9a-f]{12}$/);

    const seats = await test.database.db
      .selectFrom('seats')
      .select(['seat_index', 'block_id', 'row', 'column', 'row_name', 'seat_number', 'x', 'y'])
      .orderBy('seat_index')
      .execute();
    expect(seats.map((seat) => seat.seat_index)).toEqual(seats.map((_, index) => index));
    // Each block's seats form one run, in the order of the blocks in the file.
    const runs = seats.map((seat) => seat.block_id).filter((id, index, ids) => index === 0 || ids[index - 1] !== id);
    expect(runs).toEqual(result.blockIds);

    const firstRow = blocks[0]!.rows[1]!;
    const dbRow = seats.filter((seat) => seat.block_id === result.blockIds[0] && seat.row === 2);
    expect(dbRow.map((seat) => seat.seat_number)).toEqual(firstRow.seats.map((seat) => seat.number));
    expect(dbRow.map((seat) => seat.column)).toEqual(firstRow.seats.map((_, index) => index + 1));
    expect(dbRow[0]).toMatchObject({ row_name: firstRow.name, x: firstRow.seats[0]!.x, y: firstRow.seats[0]!.y });

    const block = await test.database.db
      .selectFrom('blocks')
      .selectAll()
      .where('id', '=', result.blockIds[0]!)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(block.contour)).toEqual(blocks[0]!.contour);
    const openBlocks = await test.database.db.selectFrom('blocks').select('name').where('is_open_seating', '=', 1).execute();
    expect(openBlocks.length).toBe(blocks.filter((b) => b.isOpenSeating).length);
  });

  it('maps seat categories to the category rows of the arena', async () => {
    const venue = generateStadium({ seed: 2, targetSeats: 1_000 });
    const result = await importVenue(test.database.db, venue);
    const firstSeat = venue.stands[0]!.blocks[0]!.rows[0]!.seats[0]!;
    const seat = await test.database.db
      .selectFrom('seats')
      .innerJoin('categories', 'categories.id', 'seats.category_id')
      .select(['categories.name', 'categories.color', 'categories.arena_id'])
      .where('seat_index', '=', 0)
      .executeTakeFirstOrThrow();
    const category = venue.categories.find((c) => c.key === firstSeat.category)!;
    expect(seat).toEqual({ name: category.name, color: category.color, arena_id: result.arenaId });
  });

  it('gives seats their seat types, shared by code across arenas', async () => {
    // Two tiers (12,000 seats and more): wheelchair spaces below, restricted view above.
    const venue = generateStadium({ seed: 2, targetSeats: 12_000 });
    const typedInFile = venue.stands.flatMap((s) => s.blocks.flatMap((b) => b.rows.flatMap((r) => r.seats))).filter((seat) => seat.seatType);
    expect(new Set(typedInFile.map((seat) => seat.seatType))).toEqual(new Set(['reduced_mobility', 'restricted_view', 'standing']));
    await importVenue(test.database.db, venue);
    await importVenue(test.database.db, { ...venue, name: 'Second ground', seatTypes: [{ code: 'reduced_mobility', name: 'Renamed' }, { code: 'restricted_view', name: 'Restricted view' }, { code: 'standing', name: 'Standing place' }] });
    const types = await test.database.db.selectFrom('seat_types').select(['code', 'name']).orderBy('id').execute();
    expect(types).toEqual([
      { code: 'reduced_mobility', name: 'Wheelchair space' }, { code: 'restricted_view', name: 'Restricted view' }, { code: 'standing', name: 'Standing place' },
    ]);
    const typedRows = await test.database.db.selectFrom('seats').select((eb) => eb.fn.countAll<number>().as('n')).where('seat_type_id', 'is not', null).executeTakeFirstOrThrow();
    expect(Number(typedRows.n)).toBe(typedInFile.length * 2);
  });

  it('gives a different geometry version to different geometry', async () => {
    const a = await importVenue(test.database.db, generateStadium({ seed: 1, targetSeats: 1_000 }));
    const b = await importVenue(test.database.db, generateStadium({ seed: 2, targetSeats: 1_000 }));
    expect(a.geometryVersion).not.toBe(b.geometryVersion);
  });

  it('imports nothing from an invalid file and reports every problem with its path', async () => {
    const venue = structuredClone(generateStadium({ seed: 8, targetSeats: 2_000 })) as VenueFile;
    venue.stands[1]!.blocks[0]!.rows[0]!.seats[3]!.category = 'vipp';
    venue.stands[2]!.blocks[1]!.name = venue.stands[2]!.blocks[0]!.name;
    const error = await importVenue(test.database.db, venue).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VenueValidationError);
    const issues = (error as VenueValidationError).issues.map((issue) => `${issue.path}: ${issue.message}`);
    expect(issues).toEqual([
      'stands[1].blocks[0].rows[0].seats[3].category: unknown category "vipp"',
      `stands[2].blocks[1].name: duplicate block name "${venue.stands[2]!.blocks[0]!.name}" in stand`,
    ]);
    expect((error as VenueValidationError).code).toBe('VENUE_INVALID');
    for (const table of ['arenas', 'stands', 'blocks', 'categories', 'seats'] as const) expect(await count(table)).toBe(0);
  });

  it('imports a general-admission area with a capacity and no seats as an open-seating block of that many places', async () => {
    const venue = generateStadium({ seed: 3, targetSeats: 1_000 });
    venue.categories.push({ key: 'pit', name: 'Standing pit' });
    venue.stands[0]!.blocks.push({
      name: 'Pit',
      isOpenSeating: true,
      contour: [[-20, -5], [20, -5], [20, 5], [-20, 5]],
      rows: [],
      generalAdmission: { capacity: 750, category: 'pit' },
    });
    const result = await importVenue(test.database.db, venue);
    expect(result.seatCount).toBe(countVenueSeats(venue));
    const pit = await test.database.db.selectFrom('blocks').select(['id', 'is_open_seating']).where('name', '=', 'Pit').executeTakeFirstOrThrow();
    expect(Number(pit.is_open_seating)).toBe(1);
    const places = await test.database.db.selectFrom('seats').select((eb) => eb.fn.countAll<number>().as('n')).where('block_id', '=', pit.id).executeTakeFirstOrThrow();
    expect(Number(places.n)).toBe(750);
  });

  it('rolls back everything when the database refuses a row midway', async () => {
    const venue = generateStadium({ seed: 8, targetSeats: 2_000 });
    // A trigger makes the last seat insert fail after arena, blocks and most seats went in.
    const lastIndex = countVenueSeats(venue) - 1;
    if (test.database.dialect === 'sqlite') {
      await sql
        .raw(
          `create trigger fail_last_seat before insert on seats when new.seat_index = ${lastIndex} ` +
            `begin select raise(abort, 'refused'); end`,
        )
        .execute(test.database.db);
    } else {
      await sql
        .raw(
          `create function fail_last_seat() returns trigger as $$ begin if new.seat_index = ${lastIndex} then ` +
            `raise exception 'refused'; end if; return new; end $$ language plpgsql; ` +
            `create trigger fail_last_seat before insert on seats for each row execute function fail_last_seat();`,
        )
        .execute(test.database.db);
    }
    await expect(importVenue(test.database.db, venue)).rejects.toThrow(/refused/);
    for (const table of ['arenas', 'stands', 'blocks', 'categories', 'seats'] as const) expect(await count(table)).toBe(0);
  });
});
