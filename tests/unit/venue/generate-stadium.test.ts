import { describe, expect, it } from 'vitest';
import { generateStadium } from '../../../src/domain/venue/generate-stadium.js';
import { pointInPolygon } from '../../../src/domain/venue/polygon.js';
import { validateVenue } from '../../../src/domain/venue/validate-venue.js';
import type { VenueFile } from '../../../src/domain/venue/venue-format.js';
import { countVenueSeats } from '../../../src/domain/venue/venue-format.js';

const allBlocks = (venue: VenueFile) => venue.stands.flatMap((stand) => stand.blocks);

describe('generateStadium', () => {
  it.each([1_000, 40_000, 150_000])('%i seats: within 5 percent of the target, valid and deterministic', (targetSeats) => {
    const first = generateStadium({ seed: 11, targetSeats });
    const second = generateStadium({ seed: 11, targetSeats });
    const seats = countVenueSeats(first);
    expect(Math.abs(seats - targetSeats) / targetSeats).toBeLessThanOrEqual(0.05);
    expect(validateVenue(first).issues).toEqual([]);
    // String comparison keeps the 150k case quick; it is as strict as a deep equality.
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('scales to the extremes of its range', () => {
    for (const targetSeats of [1_000, 200_000]) {
      for (const seed of [1, 2, 3]) {
        const seats = countVenueSeats(generateStadium({ seed, targetSeats }));
        expect(Math.abs(seats - targetSeats) / targetSeats).toBeLessThanOrEqual(0.05);
      }
    }
  });

  it('varies with the seed', () => {
    const a = generateStadium({ seed: 1, targetSeats: 20_000 });
    const b = generateStadium({ seed: 2, targetSeats: 20_000 });
    expect(JSON.stringify(a.stands)).not.toBe(JSON.stringify(b.stands));
    expect(a.name).toBe('Stadium 1');
    expect(generateStadium({ seed: 1, targetSeats: 1_000, name: 'Riverside Park' }).name).toBe('Riverside Park');
  });

  it('builds four stands, tiers by size, open-seating and VIP blocks', () => {
    const venue = generateStadium({ seed: 5, targetSeats: 40_000 });
    expect(venue.stands.map((stand) => stand.name)).toEqual(['North Stand', 'East Stand', 'South Stand', 'West Stand']);
    const blocks = allBlocks(venue);
    expect(new Set(blocks.map((block) => block.name[0]))).toEqual(new Set(['1', '2']));
    expect(blocks.filter((block) => block.isOpenSeating).length).toBeGreaterThanOrEqual(1);
    expect(blocks.some((block) => block.rows[0]!.seats[0]!.category === 'vip')).toBe(true);
    const big = allBlocks(generateStadium({ seed: 5, targetSeats: 150_000 }));
    expect(new Set(big.map((block) => block.name[0]))).toEqual(new Set(['1', '2', '3']));
    const small = allBlocks(generateStadium({ seed: 5, targetSeats: 1_000 }));
    expect(new Set(small.map((block) => block.name[0]))).toEqual(new Set(['1']));
  });

  it('prices by position: central touchline seats are Category 1, ends cheaper', () => {
    const venue = generateStadium({ seed: 9, targetSeats: 40_000 });
    const north = venue.stands[0]!;
    const south = venue.stands[2]!;
    const firstTier = (stand: typeof north) => stand.blocks.filter((block) => block.name.startsWith('1'));
    for (const stand of [north, south]) {
      const blocks = firstTier(stand);
      expect(blocks[Math.floor(blocks.length / 2)]!.rows[0]!.seats[0]!.category).toBe('cat1');
    }
    const endCategories = new Set(
      [venue.stands[1]!, venue.stands[3]!].flatMap((stand) => stand.blocks.map((block) => block.rows[0]!.seats[0]!.category)),
    );
    expect(endCategories.has('cat1')).toBe(false);
    expect(endCategories.has('vip')).toBe(false);
  });

  it('keeps every sampled seat inside its block contour and seats about 0.5 units apart', () => {
    const venue = generateStadium({ seed: 3, targetSeats: 40_000 });
    for (const block of allBlocks(venue)) {
      for (const row of block.rows.filter((_, index) => index % 5 === 0)) {
        for (const seat of row.seats) expect(pointInPolygon(seat.x, seat.y, block.contour)).toBe(true);
        const [a, b] = row.seats;
        if (a && b) expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeCloseTo(0.5, 1);
      }
    }
  });

  it('keeps blocks apart: no seat lies inside another block of its stand', () => {
    const venue = generateStadium({ seed: 4, targetSeats: 12_000 });
    for (const stand of venue.stands) {
      for (const block of stand.blocks) {
        const seat = block.rows[0]!.seats[0]!;
        const containing = stand.blocks.filter((other) => pointInPolygon(seat.x, seat.y, other.contour));
        expect(containing).toEqual([block]);
      }
    }
  });

  it('refuses a nonsensical target', () => {
    expect(() => generateStadium({ seed: 1, targetSeats: 0 })).toThrow(RangeError);
    expect(() => generateStadium({ seed: 1, targetSeats: Number.NaN })).toThrow(RangeError);
  });
});
