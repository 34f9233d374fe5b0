import { describe, expect, it } from 'vitest';
import { layoutPlaces } from '../../../src/domain/venue/general-admission.js';
import { pointInPolygon } from '../../../src/domain/venue/polygon.js';
import { validateVenue } from '../../../src/domain/venue/validate-venue.js';
import type { Point, VenueFile } from '../../../src/domain/venue/venue-format.js';
import { countVenueSeats, formatVenueIssue } from '../../../src/domain/venue/venue-format.js';
import { geometryFromVenue } from '../../../src/seatmap/model/venue-geometry.js';
import { MapHitTester } from '../../../src/seatmap/render/map-hit-test.js';

const pit: Point[] = [[0, 0], [30, 0], [30, 12], [0, 12]];

/** A stand of seats half a unit apart beside a standing pit with a capacity and no seats. */
function venueWithPit(capacity: unknown = 400, extra: Record<string, unknown> = {}): VenueFile {
  return {
    formatVersion: 1,
    name: 'Pit Arena',
    categories: [{ key: 'seat', name: 'Seated' }, { key: 'stand', name: 'Standing' }],
    stands: [
      {
        name: 'Main',
        blocks: [
          {
            name: 'A',
            isOpenSeating: false,
            contour: [[0, 20], [12, 20], [12, 24], [0, 24]],
            rows: [1, 2, 3].map((r) => ({ name: String(r), seats: Array.from({ length: 20 }, (_, k) => ({ number: String(k + 1), x: 0.5 + k * 0.5, y: 20 + r, category: 'seat' })) })),
          },
          { name: 'Pit', isOpenSeating: true, contour: pit, rows: [], generalAdmission: { capacity, category: 'stand' }, ...extra } as never,
        ],
      },
    ],
  };
}

function issues(venue: unknown): string[] {
  const result = validateVenue(venue);
  return result.ok ? [] : result.issues.map(formatVenueIssue);
}

describe('general-admission areas', () => {
  it('lays out exactly the capacity, every place inside the area, on convex and concave shapes', () => {
    const ell: Point[] = [[0, 0], [20, 0], [20, 4], [4, 4], [4, 20], [0, 20]];
    for (const [shape, capacity] of [[pit, 400], [ell, 333], [pit, 1]] as const) {
      const rows = layoutPlaces(shape, capacity);
      const places = rows.flat();
      expect(places).toHaveLength(capacity);
      for (const [x, y] of places) expect(pointInPolygon(x, y, shape)).toBe(true);
    }
  });

  it('imports as open seating with its places listed, counted by capacity', () => {
    const venue = venueWithPit(400);
    expect(countVenueSeats(venue)).toBe(460);
    const result = validateVenue(venue);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const area = result.venue.stands[0]!.blocks[1]!;
    expect(area.isOpenSeating).toBe(true);
    expect(area.rows.flatMap((r) => r.seats)).toHaveLength(400);
    expect(new Set(area.rows.flatMap((r) => r.seats.map((s) => s.category)))).toEqual(new Set(['stand']));
    expect(countVenueSeats(result.venue)).toBe(460);
  });

  it('refuses a bad capacity, an unknown category, rows and reserved seating', () => {
    expect(issues(venueWithPit(0))).toEqual(['stands[0].blocks[1].generalAdmission.capacity: must be a whole number from 1 to 100000']);
    expect(issues(venueWithPit(12.5))).toHaveLength(1);
    expect(issues(venueWithPit('400'))).toHaveLength(1);
    expect(issues(venueWithPit(400, { generalAdmission: { capacity: 10, category: 'nope' } }))).toEqual(['stands[0].blocks[1].generalAdmission.category: unknown category "nope"']);
    expect(issues(venueWithPit(400, { isOpenSeating: false }))).toEqual(['stands[0].blocks[1].isOpenSeating: a general-admission area is open seating']);
    expect(issues(venueWithPit(400, { rows: [{ name: '1', seats: [] }] }))).toEqual(['stands[0].blocks[1].rows: a general-admission area has no rows']);
  });

  it('keeps the seat radius of the seats and answers the area, not a place, under the pointer', () => {
    const geometry = geometryFromVenue(venueWithPit(2000));
    expect(geometry.seatRadius).toBeCloseTo(0.5 * 0.45);
    const hits = new MapHitTester(geometry);
    const pitIndex = geometry.blocks.findIndex((b) => b.name === 'Pit');
    expect(hits.hitAt({ x: 15, y: 6 }, 40, true)).toEqual({ kind: 'block', blockIndex: pitIndex });
    expect(hits.hitAt({ x: 0.5, y: 21 }, 40, true)).toMatchObject({ kind: 'seat', blockIndex: 0 });
  });
});
