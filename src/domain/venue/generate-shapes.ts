/**
 * Seeded venues of the shapes real venues have, beside the bowl stadium: a horseshoe (curved rows
 * wrapped round a standing pit), a theatre (stalls and balconies facing a stage) and an arena (a
 * bowl round a general-admission floor). Same units and conventions as the stadium generator
 * (metres, y downwards, seats 0.5 apart, rows 0.8 apart). Deterministic for the same options.
 */
import { generateStadium, usedCategories } from './generate-stadium.js';
import { between, mulberry32 } from './prng.js';
import type { Point, VenueBlock, VenueCategory, VenueFile, VenueRow, VenueStand } from './venue-format.js';
import { VENUE_FORMAT_VERSION } from './venue-format.js';

export const VENUE_SHAPES = ['bowl', 'horseshoe', 'theatre', 'arena'] as const;
export type VenueShape = (typeof VENUE_SHAPES)[number];

export interface GenerateVenueOptions {
  shape: VenueShape;
  seed: number;
  /** Wanted number of places (seats and standing), 1,000 to 200,000; the result lands within ±5%. */
  targetSeats: number;
  name?: string;
}

const SEAT_SPACING = 0.5;
const ROW_DEPTH = 0.8;
const AISLE = 1.2;
const CONCOURSE = 3;
/** Standing places per square metre in a pit or on a floor. */
const STANDING_DENSITY = 2;

const CATEGORIES: VenueCategory[] = [
  { key: 'cat1', name: 'Category 1', color: '#d64545' },
  { key: 'cat2', name: 'Category 2', color: '#2f7ed8' },
  { key: 'cat3', name: 'Category 3', color: '#2ba84a' },
  { key: 'standing', name: 'Standing', color: '#e8890c' },
];

/** A curved band of rows round a centre: rows are arcs, seats are spaced along them. */
interface Sector {
  stand: string;
  name: string;
  cx: number;
  cy: number;
  /** Radius of the band's inner edge. */
  r0: number;
  rows: number;
  /** Angles (radians, y downwards) of the band's ends, a0 < a1. */
  a0: number;
  a1: number;
  category: string;
}

const round = (value: number) => Math.round(value * 100) / 100;

function sectorSeats(sector: Sector): VenueRow[] {
  const rows: VenueRow[] = [];
  for (let row = 0; row < sector.rows; row++) {
    const radius = sector.r0 + (row + 0.5) * ROW_DEPTH;
    const count = Math.floor((radius * (sector.a1 - sector.a0)) / SEAT_SPACING);
    if (count === 0) continue;
    const step = SEAT_SPACING / radius;
    const start = (sector.a0 + sector.a1) / 2 - (step * (count - 1)) / 2;
    const seats = Array.from({ length: count }, (_, k) => {
      const angle = start + k * step;
      return { number: String(k + 1), x: round(sector.cx + Math.cos(angle) * radius), y: round(sector.cy + Math.sin(angle) * radius), category: sector.category };
    });
    rows.push({ name: String(row + 1), seats });
  }
  return rows;
}

function seatCount(sector: Sector): number {
  let total = 0;
  for (let row = 0; row < sector.rows; row++) total += Math.floor(((sector.r0 + (row + 0.5) * ROW_DEPTH) * (sector.a1 - sector.a0)) / SEAT_SPACING);
  return total;
}

/** The band's outline: the inner arc one way, the outer arc back, a point every 3 degrees or less. */
function sectorContour(sector: Sector): Point[] {
  const r1 = sector.r0 + sector.rows * ROW_DEPTH;
  const steps = Math.max(2, Math.ceil((sector.a1 - sector.a0) / (Math.PI / 60)));
  const arc = (radius: number) => Array.from({ length: steps + 1 }, (_, k): Point => {
    const angle = sector.a0 + ((sector.a1 - sector.a0) * k) / steps;
    return [round(sector.cx + Math.cos(angle) * radius), round(sector.cy + Math.sin(angle) * radius)];
  });
  return [...arc(sector.r0), ...arc(r1).reverse()];
}

/** A circle-like polygon (24 sides). */
function disc(cx: number, cy: number, radius: number): Point[] {
  return Array.from({ length: 24 }, (_, k): Point => [round(cx + Math.cos((k * Math.PI) / 12) * radius), round(cy + Math.sin((k * Math.PI) / 12) * radius)]);
}

/** Splits the angles [a0, a1] at radius `radius` into blocks about `blockLength` long, with aisles between. */
function splitArc(a0: number, a1: number, radius: number, blockLength: number): [number, number][] {
  const aisle = AISLE / radius;
  const count = Math.max(1, Math.round((radius * (a1 - a0) + AISLE) / (blockLength + AISLE)));
  const width = (a1 - a0 - (count - 1) * aisle) / count;
  return Array.from({ length: count }, (_, k): [number, number] => [a0 + k * (width + aisle), a0 + k * (width + aisle) + width]);
}

interface Plan {
  sectors: Sector[];
  areas: { stand: string; name: string; contour: Point[]; capacity: number }[];
}

/**
 * A horseshoe: tiers of curved rows over 240 degrees round a standing pit (at most `pitCap`
 * places), open towards the stage.
 */
function horseshoe(size: number, rowsPerTier: number, tiers: number, blockLength: number, pitCap: number): Plan {
  const opening = (Math.PI * 2) / 3;
  const a0 = Math.PI / 2 + opening / 2;
  const a1 = a0 + Math.PI * 2 - opening;
  const sectors: Sector[] = [];
  const standOf = (angle: number) => (angle < a0 + (a1 - a0) / 3 ? 'Left' : angle < a0 + (2 * (a1 - a0)) / 3 ? 'Centre' : 'Right');
  for (let tier = 0; tier < tiers; tier++) {
    const r0 = size + tier * (rowsPerTier * ROW_DEPTH + CONCOURSE);
    splitArc(a0, a1, r0 + (rowsPerTier * ROW_DEPTH) / 2, blockLength).forEach(([b0, b1], k) => {
      const facing = Math.abs((b0 + b1) / 2 - (Math.PI * 3) / 2) / ((a1 - a0) / 2);
      sectors.push({ stand: standOf((b0 + b1) / 2), name: `${tier + 1}${String(k + 1).padStart(2, '0')}`, cx: 0, cy: 0, r0, rows: rowsPerTier, a0: b0, a1: b1, category: tier === 0 && facing < 0.5 ? 'cat1' : facing < 0.7 ? 'cat2' : 'cat3' });
    });
  }
  const pitRadius = size - 3;
  return { sectors, areas: [{ stand: 'Centre', name: 'Pit', contour: disc(0, 0, pitRadius), capacity: Math.min(pitCap, Math.floor(Math.PI * pitRadius * pitRadius * STANDING_DENSITY * 0.9)) }] };
}

/** A theatre: stalls fanning out from the stage, then dress and upper circles behind them. */
function theatre(size: number, rowsPerTier: number, tiers: number, blockLength: number): Plan {
  const levels = ['Stalls', 'Dress Circle', 'Upper Circle', 'Gallery'];
  const sectors: Sector[] = [];
  let r0 = size;
  for (let tier = 0; tier < Math.min(tiers + 1, levels.length); tier++) {
    const spread = (tier === 0 ? 0.32 : 0.38) * Math.PI;
    const mid = r0 + (rowsPerTier * ROW_DEPTH) / 2;
    splitArc(Math.PI / 2 - spread, Math.PI / 2 + spread, mid, blockLength * 1.5).forEach(([b0, b1], k) => {
      sectors.push({ stand: levels[tier]!, name: `${levels[tier]![0]}${k + 1}`, cx: 0, cy: 0, r0, rows: rowsPerTier, a0: b0, a1: b1, category: tier === 0 ? 'cat1' : tier === 1 ? 'cat2' : 'cat3' });
    });
    r0 += rowsPerTier * ROW_DEPTH + CONCOURSE * 2;
  }
  return { sectors, areas: [] };
}

function buildVenue(plan: Plan, name: string): VenueFile {
  const stands = new Map<string, VenueStand>();
  const standOf = (standName: string) => stands.get(standName) ?? stands.set(standName, { name: standName, blocks: [] }).get(standName)!;
  for (const sector of plan.sectors) {
    const rows = sectorSeats(sector);
    if (rows.length === 0) continue;
    standOf(sector.stand).blocks.push({ name: sector.name, isOpenSeating: false, contour: sectorContour(sector), rows });
  }
  for (const area of plan.areas) {
    if (area.capacity < 1) continue;
    const block: VenueBlock = { name: area.name, isOpenSeating: true, contour: area.contour, rows: [], generalAdmission: { capacity: area.capacity, category: 'standing' } };
    standOf(area.stand).blocks.push(block);
  }
  return { formatVersion: VENUE_FORMAT_VERSION, name, categories: usedCategories(CATEGORIES, [...stands.values()]), stands: [...stands.values()] };
}

function places(plan: Plan): number {
  return plan.sectors.reduce((sum, s) => sum + seatCount(s), 0) + plan.areas.reduce((sum, a) => sum + a.capacity, 0);
}

/** The venue of `shape` whose size (inner radius) makes its places closest to the target. */
function fitted(make: (size: number) => Plan, target: number): Plan {
  let low = 4;
  let high = 4000;
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    if (places(make(mid)) < target) low = mid;
    else high = mid;
  }
  return make(high);
}

/** Generates a venue of the given shape; 'bowl' is the stadium generator's. */
export function generateVenue(options: GenerateVenueOptions): VenueFile {
  const { shape, seed, targetSeats } = options;
  if (!Number.isFinite(targetSeats) || targetSeats < 1) throw new RangeError('targetSeats must be a positive number');
  const name = options.name ?? `${shape[0]!.toUpperCase()}${shape.slice(1)} ${seed}`;
  if (shape === 'bowl') return generateStadium({ seed, targetSeats, name });
  const random = mulberry32(seed);
  const blockLength = between(random, 12, 18);
  const tiers = targetSeats < 15_000 ? 1 : targetSeats < 60_000 ? 2 : 3;
  // Deeper tiers for bigger venues, as real ones have (a 2,000-seat hall has a dozen rows, a stadium tier 40).
  const rowsPerTier = Math.round(Math.min(40, Math.max(6, Math.sqrt(targetSeats) / 5)) * between(random, 0.85, 1.15));
  if (shape === 'arena') return arena(seed, targetSeats, name);
  const make = shape === 'horseshoe' ? (size: number) => horseshoe(size, rowsPerTier, tiers, blockLength, Math.round(targetSeats * 0.12)) : (size: number) => theatre(size, rowsPerTier, tiers, blockLength);
  return buildVenue(fitted(make, targetSeats), name);
}

/** An arena: the stadium generator's bowl round a general-admission floor (a sixth of the places, as many as 60 x 36 m hold). */
function arena(seed: number, targetSeats: number, name: string): VenueFile {
  const capacity = Math.min(Math.round(targetSeats / 6), 60 * 36 * STANDING_DENSITY);
  const bowl = generateStadium({ seed, targetSeats: targetSeats - capacity, name });
  bowl.categories.push({ key: 'standing', name: 'Floor', color: '#e8890c' });
  bowl.stands.push({ name: 'Floor', blocks: [{ name: 'Floor', isOpenSeating: true, contour: [[-30, -18], [30, -18], [30, 18], [-30, 18]], rows: [], generalAdmission: { capacity, category: 'standing' } }] });
  return bowl;
}
