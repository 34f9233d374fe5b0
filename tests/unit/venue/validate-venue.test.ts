import { describe, expect, it } from 'vitest';
import { validateVenue } from '../../../src/domain/venue/validate-venue.js';
import type { VenueFile } from '../../../src/domain/venue/venue-format.js';
import { formatVenueIssue } from '../../../src/domain/venue/venue-format.js';

/** A small hand-written venue: two stands, one open-seating block. */
function goodVenue(): VenueFile {
  const row = (name: string, y: number, category = 'cat1') => ({
    name,
    seats: [1, 2, 3].map((n) => ({ number: String(n), x: n, y, category })),
  });
  return {
    formatVersion: 1,
    name: 'Test Arena',
    imageUrl: 'https://example.com/arena.png',
    categories: [
      { key: 'cat1', name: 'Category 1', color: '#d64545' },
      { key: 'vip', name: 'VIP', description: 'Hospitality' },
    ],
    stands: [
      {
        name: 'North',
        blocks: [
          { name: 'A', isOpenSeating: false, contour: [[0, 0], [4, 0], [4, 3], [0, 3]], rows: [row('1', 1), row('2', 2)] },
          { name: 'B', externalId: 'ext-b', isOpenSeating: true, contour: [[0, 4], [4, 4], [4, 6]], rows: [row('1', 5, 'vip')] },
        ],
      },
      { name: 'South', blocks: [{ name: 'A', isOpenSeating: false, contour: [[0, 10], [4, 10], [2, 12]], rows: [row('1', 11)] }] },
    ],
  };
}

function messages(input: unknown): string[] {
  const result = validateVenue(input);
  return result.ok ? [] : result.issues.map(formatVenueIssue);
}

/** Deep copy, change, validate. */
function broken(change: (venue: VenueFile & Record<string, unknown>) => void): string[] {
  const venue = structuredClone(goodVenue()) as VenueFile & Record<string, unknown>;
  change(venue);
  return messages(venue);
}

const block = (venue: VenueFile, s: number, b: number) => venue.stands[s]!.blocks[b]!;

describe('validateVenue', () => {
  it('accepts a well-formed venue and returns it', () => {
    const venue = goodVenue();
    const result = validateVenue(venue);
    expect(result.ok).toBe(true);
    expect(result.ok && result.venue).toBe(venue);
  });

  it('rejects non-objects and a wrong format version', () => {
    expect(messages(null)).toEqual(['venue must be a JSON object, got null']);
    expect(messages([1])).toEqual(['venue must be a JSON object, got an array']);
    expect(broken((v) => ((v as Record<string, unknown>).formatVersion = 2))).toEqual(['formatVersion: must be 1, got 2']);
  });

  it('checks the arena name and image address', () => {
    const errors = broken((v) => {
      (v as Record<string, unknown>).name = '';
      v.imageUrl = 'javascript:alert(1)';
    });
    expect(errors).toContain('name: must be a non-empty string, got string');
    expect(errors).toContain('imageUrl: must be an http or https address');
    expect(broken((v) => (v.imageUrl = 'ftp://example.com/a.png'))).toEqual(['imageUrl: must be an http or https address']);
  });

  it('names the exact path of an unknown category', () => {
    expect(broken((v) => (block(v, 1, 0).rows[0]!.seats[2]!.category = 'vipp'))).toEqual([
      'stands[1].blocks[0].rows[0].seats[2].category: unknown category "vipp"',
    ]);
  });

  it('checks seat types and the seat type a seat names', () => {
    const typed = (v: VenueFile) => {
      v.seatTypes = [{ code: 'reduced_mobility', name: 'Wheelchair space' }];
      block(v, 0, 0).rows[0]!.seats[0]!.seatType = 'reduced_mobility';
    };
    expect(broken(typed)).toEqual([]);
    expect(broken((v) => { typed(v); block(v, 0, 0).rows[0]!.seats[1]!.seatType = 'vip_box'; })).toEqual([
      'stands[0].blocks[0].rows[0].seats[1].seatType: unknown seat type "vip_box"',
    ]);
    expect(broken((v) => { v.seatTypes = [{ code: 'Bad Code', name: '' }, { code: 'x', name: 'X' }, { code: 'x', name: 'Y' }]; })).toEqual([
      'seatTypes[0].code: must be lower-case letters, digits and _ (at most 40)',
      'seatTypes[0].name: must be a non-empty string, got string',
      'seatTypes[2].code: duplicate seat type code "x"',
    ]);
  });

  it('reports duplicate block names within a stand but allows them across stands', () => {
    expect(broken((v) => (block(v, 0, 1).name = 'A'))).toEqual(['stands[0].blocks[1].name: duplicate block name "A" in stand']);
  });

  it('reports duplicate seat numbers within a row', () => {
    expect(broken((v) => (block(v, 0, 0).rows[1]!.seats[2]!.number = '1'))).toEqual([
      'stands[0].blocks[0].rows[1].seats[2].number: duplicate seat number "1" in row',
    ]);
  });

  it('reports non-finite and non-numeric coordinates', () => {
    const errors = broken((v) => {
      block(v, 0, 0).rows[0]!.seats[0]!.x = Number.NaN;
      (block(v, 0, 0).rows[0]!.seats[1] as unknown as Record<string, unknown>).y = '3';
      block(v, 0, 1).contour[1] = [Infinity, 2];
    });
    expect(errors).toEqual([
      'stands[0].blocks[0].rows[0].seats[0].x: must be a finite number',
      'stands[0].blocks[0].rows[0].seats[1].y: must be a finite number',
      'stands[0].blocks[1].contour[1]: coordinates must be finite numbers',
    ]);
  });

  it('reports degenerate and too-short contours', () => {
    expect(broken((v) => (block(v, 0, 0).contour = [[0, 0], [1, 1], [2, 2]]))).toEqual([
      'stands[0].blocks[0].contour: degenerate contour (zero area)',
    ]);
    expect(broken((v) => (block(v, 1, 0).contour = [[0, 0], [1, 1]]))).toEqual([
      'stands[1].blocks[0].contour: a contour needs at least 3 points, got 2',
    ]);
    expect(broken((v) => ((block(v, 1, 0).contour as unknown[])[0] = [1]))).toEqual([
      'stands[1].blocks[0].contour[0]: must be an [x, y] pair of numbers',
    ]);
  });

  it('reports wrong types on categories, blocks and rows', () => {
    const errors = broken((v) => {
      (v.categories[0] as unknown as Record<string, unknown>).color = 'red';
      v.categories[1]!.key = 'cat1';
      (block(v, 0, 0) as unknown as Record<string, unknown>).isOpenSeating = 'no';
      (block(v, 0, 1) as unknown as Record<string, unknown>).rows = {};
      (v.stands[1] as unknown as Record<string, unknown>).blocks = null;
    });
    expect(errors).toEqual([
      'categories[0].color: must be a colour like "#1a2b3c"',
      'categories[1].key: duplicate category key "cat1"',
      'stands[0].blocks[0].isOpenSeating: must be true or false, got string',
      'stands[0].blocks[1].rows: must be an array, got object',
      'stands[1].blocks: must be an array, got null',
    ]);
  });

  it('returns every error at once, not just the first', () => {
    const errors = broken((v) => {
      block(v, 0, 0).rows[0]!.seats[0]!.category = 'nope';
      block(v, 0, 0).rows[1]!.seats[1]!.category = 'nope';
      block(v, 1, 0).rows[0]!.seats[0]!.number = '';
    });
    expect(errors).toHaveLength(3);
    expect(errors[2]).toBe('stands[1].blocks[0].rows[0].seats[0].number: must be a non-empty string, got string');
  });

  it('rejects an empty venue', () => {
    expect(broken((v) => (v.stands = []))).toEqual(['stands: venue has no seats']);
    const errors = broken((v) => {
      v.stands = [{ name: 'North', blocks: [{ name: 'A', isOpenSeating: false, contour: [[0, 0], [1, 0], [0, 1]], rows: [] }] }];
    });
    expect(errors).toEqual(['stands[0].blocks[0].rows: block has no rows', 'stands: venue has no seats']);
    expect(broken((v) => (block(v, 1, 0).rows[0]!.seats = []))).toEqual(['stands[1].blocks[0].rows[0].seats: row has no seats']);
  });
});
