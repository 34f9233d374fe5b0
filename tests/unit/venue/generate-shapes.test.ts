import { describe, expect, it } from 'vitest';
import { generateVenue, VENUE_SHAPES } from '../../../src/domain/venue/generate-shapes.js';
import { pointInPolygon } from '../../../src/domain/venue/polygon.js';
import { validateVenue } from '../../../src/domain/venue/validate-venue.js';
import { countVenueSeats } from '../../../src/domain/venue/venue-format.js';

describe('generateVenue', () => {
  for (const shape of VENUE_SHAPES) {
    for (const target of [2_000, 40_000]) {
      it(`makes a valid ${shape} of about ${target} places, every seat inside its block`, () => {
        const venue = generateVenue({ shape, seed: 5, targetSeats: target });
        const result = validateVenue(structuredClone(venue));
        expect(result.ok ? [] : result.issues).toEqual([]);
        const total = countVenueSeats(venue);
        expect(Math.abs(total - target) / target).toBeLessThan(0.05);
        for (const stand of venue.stands) {
          for (const block of stand.blocks) {
            for (const row of block.rows) {
              for (const seat of row.seats.filter((_, k) => k % 7 === 0)) expect(pointInPolygon(seat.x, seat.y, block.contour)).toBe(true);
            }
          }
        }
      });
    }
  }

  it('gives the horseshoe curved rows and a standing pit, and the arena a general-admission floor', () => {
    const horseshoe = generateVenue({ shape: 'horseshoe', seed: 1, targetSeats: 30_000 });
    const blocks = horseshoe.stands.flatMap((s) => s.blocks);
    expect(blocks.some((b) => b.generalAdmission && b.name === 'Pit')).toBe(true);
    // A curved row: its middle seat is off the straight line between its ends.
    const row = blocks.find((b) => b.rows.length > 0)!.rows[0]!;
    const [first, middle, last] = [row.seats[0]!, row.seats[Math.floor(row.seats.length / 2)]!, row.seats[row.seats.length - 1]!];
    const offLine = Math.abs((last.x - first.x) * (middle.y - first.y) - (last.y - first.y) * (middle.x - first.x)) / Math.hypot(last.x - first.x, last.y - first.y);
    expect(offLine).toBeGreaterThan(0.2);
    const arena = generateVenue({ shape: 'arena', seed: 1, targetSeats: 30_000 });
    expect(arena.stands.find((s) => s.name === 'Floor')?.blocks[0]?.generalAdmission?.capacity).toBeGreaterThan(1000);
    const theatre = generateVenue({ shape: 'theatre', seed: 1, targetSeats: 30_000 });
    expect(theatre.stands.map((s) => s.name)).toEqual(expect.arrayContaining(['Stalls', 'Dress Circle']));
  });

  it('lists only the categories some seat or area has, on every shape and size', () => {
    for (const shape of VENUE_SHAPES) {
      for (const target of [1_000, 2_000, 12_000, 40_000]) {
        const venue = generateVenue({ shape, seed: 5, targetSeats: target });
        const used = new Set(venue.stands.flatMap((s) => s.blocks.flatMap((b) => [...(b.generalAdmission ? [b.generalAdmission.category] : []), ...b.rows.flatMap((r) => r.seats.map((seat) => seat.category))])));
        expect(venue.categories.map((c) => c.key).sort(), `${shape} ${target}`).toEqual([...used].sort());
      }
    }
    // The theatre has no standing; the horseshoe's pit and the arena's floor keep theirs.
    const keys = (shape: (typeof VENUE_SHAPES)[number]) => generateVenue({ shape, seed: 1, targetSeats: 30_000 }).categories.map((c) => c.key);
    expect(keys('theatre')).not.toContain('standing');
    expect(keys('horseshoe')).toContain('standing');
    expect(keys('arena')).toContain('standing');
  });

  it('is deterministic for a seed', () => {
    expect(generateVenue({ shape: 'theatre', seed: 9, targetSeats: 5_000 })).toEqual(generateVenue({ shape: 'theatre', seed: 9, targetSeats: 5_000 }));
  });
});
