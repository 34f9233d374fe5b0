import { BowlPath } from './bowl-geometry.js';
import { between, mulberry32 } from './prng.js';
import type { VenueBlock, VenueCategory, VenueFile, VenueRow, VenueStand } from './venue-format.js';
import { VENUE_FORMAT_VERSION } from './venue-format.js';

export interface GenerateStadiumOptions {
  seed: number;
  /** Wanted number of seats; the result lands within ±5% (1,000 to 200,000). */
  targetSeats: number;
  name?: string;
}

const SEAT_SPACING = 0.5;
const ROW_DEPTH = 0.8;
const AISLE = 1.2;
const CONCOURSE = 3.5;
const MIN_ROWS = 8;
const MAX_ROWS = 70;
const STAND_NAMES = ['North Stand', 'East Stand', 'South Stand', 'West Stand'] as const;

export const STADIUM_CATEGORIES: VenueCategory[] = [
  { key: 'vip', name: 'VIP', description: 'Hospitality seats in the main stand', color: '#c9a227' },
  { key: 'cat1', name: 'Category 1', description: 'Central seats along the touchline', color: '#d64545' },
  { key: 'cat2', name: 'Category 2', description: 'Side seats towards the corners', color: '#2f7ed8' },
  { key: 'cat3', name: 'Category 3', description: 'Seats behind the goals', color: '#2ba84a' },
  { key: 'cat4', name: 'Category 4', description: 'Upper ends and standing sections', color: '#8e5bd0' },
];

interface Layout {
  path: BowlPath;
  tiers: number;
  blockLength: number;
  mainStand: number;
  awayEnd: number;
}

interface BlockPlan {
  stand: number;
  tier: number;
  /** Index of the block within its stand and tier, and how many there are. */
  index: number;
  count: number;
  s0: number;
  s1: number;
  d0: number;
  rows: number;
}

/**
 * Generates a realistic bowl stadium (pitch in the middle, four stands, 1-3 tiers, curved blocks
 * split by aisles) as a valid venue file. Deterministic: the same options give deep-equal output.
 */
export function generateStadium(options: GenerateStadiumOptions): VenueFile {
  const { seed, targetSeats } = options;
  if (!Number.isFinite(targetSeats) || targetSeats < 1) throw new RangeError('targetSeats must be a positive number');
  const random = mulberry32(seed);
  const cornerRadius = between(random, 6, 14);
  const layout: Layout = {
    path: new BowlPath({
      a: 52.5 + between(random, 8, 12) - cornerRadius,
      b: 34 + between(random, 6, 9) - cornerRadius,
      r: cornerRadius,
    }),
    tiers: targetSeats < 12_000 ? 1 : targetSeats < 60_000 ? 2 : 3,
    blockLength: between(random, 12, 16),
    mainStand: random() < 0.5 ? 0 : 2,
    awayEnd: random() < 0.5 ? 1 : 3,
  };
  const { rows, coverage } = fitToTarget(layout, targetSeats);
  const plans = planBlocks(layout, rows, coverage);
  return buildVenue(layout, plans, options.name ?? `Stadium ${seed}`);
}

/** Smallest row count whose full bowl holds the target, then the stand coverage that fits it. */
function fitToTarget(layout: Layout, target: number): { rows: number; coverage: number } {
  let rows = MIN_ROWS;
  while (rows < MAX_ROWS && countSeats(layout, planBlocks(layout, rows, 1)) < target) rows++;
  let low = 0.02;
  let high = 1;
  let best = { coverage: 1, error: Math.abs(countSeats(layout, planBlocks(layout, rows, 1)) - target) };
  for (let i = 0; i < 30; i++) {
    const mid = (low + high) / 2;
    const count = countSeats(layout, planBlocks(layout, rows, mid));
    if (Math.abs(count - target) < best.error) best = { coverage: mid, error: Math.abs(count - target) };
    if (count < target) low = mid;
    else high = mid;
  }
  return { rows, coverage: best.coverage };
}

/** Splits each stand of each tier into blocks; `coverage` (0..1] shrinks stands towards their centre. */
function planBlocks(layout: Layout, rows: number, coverage: number): BlockPlan[] {
  const { path, tiers } = layout;
  const plans: BlockPlan[] = [];
  const quarter = path.perimeter / 4;
  for (let tier = 0; tier < tiers; tier++) {
    const d0 = tier * (rows * ROW_DEPTH + CONCOURSE);
    for (let stand = 0; stand < 4; stand++) {
      const centre = path.sideCentres[stand]!;
      // Stands meet in the middle of the corners; an aisle separates neighbours.
      const half = ((stand % 2 === 0 ? path.shape.a * 2 : path.shape.b * 2) + path.shape.r * (Math.PI / 2)) / 2;
      const reach = Math.min(half, quarter) * coverage - AISLE / 2;
      if (reach <= SEAT_SPACING) continue;
      const span = 2 * reach;
      const count = Math.max(1, Math.round((span + AISLE) / (layout.blockLength + AISLE)));
      const width = (span - (count - 1) * AISLE) / count;
      for (let index = 0; index < count; index++) {
        const s0 = centre - reach + index * (width + AISLE);
        plans.push({ stand, tier, index, count, s0, s1: s0 + width, d0, rows });
      }
    }
  }
  return plans;
}

function rowDepth(plan: BlockPlan, row: number): number {
  return plan.d0 + (row + 0.5) * ROW_DEPTH;
}

function seatsInRow(path: BowlPath, plan: BlockPlan, row: number): number {
  return Math.floor(path.length(plan.s0, plan.s1, rowDepth(plan, row)) / SEAT_SPACING);
}

function countSeats(layout: Layout, plans: BlockPlan[]): number {
  let total = 0;
  for (const plan of plans) {
    for (let row = 0; row < plan.rows; row++) total += seatsInRow(layout.path, plan, row);
  }
  return total;
}

/** Category and seating kind of a block, from where it sits in the bowl. */
function classify(layout: Layout, plan: BlockPlan): { category: string; openSeating: boolean } {
  const fromCentre = Math.abs((plan.index + 0.5) / plan.count - 0.5) * 2;
  const isSide = plan.stand % 2 === 0;
  const middle = Math.floor(plan.count / 2);
  const vipTier = layout.tiers > 1 ? 1 : 0;
  const isMiddle = plan.index === middle || (plan.count % 2 === 0 && plan.index === middle - 1);
  if (plan.stand === layout.mainStand && plan.tier === vipTier && plan.count >= 3 && isMiddle) {
    return { category: 'vip', openSeating: false };
  }
  if (!isSide && plan.tier === 0) {
    // Away fans stand in the corner-most block of their end; home fans stand in the middle of the other.
    if (plan.stand === layout.awayEnd && plan.index === plan.count - 1) return { category: 'cat4', openSeating: true };
    if (plan.stand !== layout.awayEnd && plan.index === middle) return { category: 'cat4', openSeating: true };
    return { category: 'cat3', openSeating: false };
  }
  if (!isSide) return { category: 'cat4', openSeating: false };
  if (plan.tier === 0) return { category: fromCentre < 0.45 ? 'cat1' : 'cat2', openSeating: false };
  return { category: fromCentre < 0.3 ? 'cat1' : fromCentre < 0.7 ? 'cat2' : 'cat3', openSeating: false };
}

const round = (value: number) => Math.round(value * 100) / 100;

export const STADIUM_SEAT_TYPES = [
  { code: 'reduced_mobility', name: 'Wheelchair space' },
  { code: 'restricted_view', name: 'Restricted view' },
  { code: 'standing', name: 'Standing place' },
] as const;

/**
 * Every place of the open-seating terraces is a standing place; wheelchair spaces at both ends of
 * the back row of the lower tier's seated blocks (level access from the concourse); restricted
 * view at both ends of an upper tier's front row (behind the rail).
 */
function seatTypeOf(plan: BlockPlan, openSeating: boolean, row: number, seat: number, count: number): string | null {
  if (openSeating) return 'standing';
  const atEnd = seat < 2 || seat >= count - 2;
  if (!atEnd || count < 8) return null;
  if (plan.tier === 0 && row === plan.rows - 1) return 'reduced_mobility';
  if (plan.tier > 0 && row === 0) return 'restricted_view';
  return null;
}

function buildVenue(layout: Layout, plans: BlockPlan[], name: string): VenueFile {
  const { path } = layout;
  const stands: VenueStand[] = STAND_NAMES.map((standName) => ({ name: standName, blocks: [] }));
  const numberInTier = new Map<number, number>();
  for (const plan of plans) {
    const number = (numberInTier.get(plan.tier) ?? 0) + 1;
    numberInTier.set(plan.tier, number);
    const blockName = `${plan.tier + 1}${String(number).padStart(2, '0')}`;
    const { category, openSeating } = classify(layout, plan);
    const rows: VenueRow[] = [];
    for (let row = 0; row < plan.rows; row++) {
      const depth = rowDepth(plan, row);
      const length = path.length(plan.s0, plan.s1, depth);
      const count = Math.floor(length / SEAT_SPACING);
      if (count === 0) continue;
      const margin = (length - count * SEAT_SPACING) / 2 + SEAT_SPACING / 2;
      const seats: VenueRow['seats'] = [];
      let s = path.advance(plan.s0, margin, depth);
      for (let seat = 0; seat < count; seat++) {
        const [x, y] = path.point(s, depth);
        const seatType = seatTypeOf(plan, openSeating, row, seat, count);
        seats.push({ number: String(seat + 1), x: round(x), y: round(y), category, ...(seatType ? { seatType } : {}) });
        s = path.advance(s, SEAT_SPACING, depth);
      }
      rows.push({ name: String(row + 1), seats });
    }
    if (rows.length === 0) continue;
    const contour = path
      .band(plan.s0, plan.s1, plan.d0, plan.d0 + plan.rows * ROW_DEPTH)
      .map(([x, y]): [number, number] => [round(x), round(y)]);
    const block: VenueBlock = { name: blockName, externalId: `B${blockName}`, isOpenSeating: openSeating, contour, rows };
    stands[plan.stand]!.blocks.push(block);
  }
  return {
    formatVersion: VENUE_FORMAT_VERSION,
    name,
    categories: usedCategories(STADIUM_CATEGORIES, stands),
    seatTypes: STADIUM_SEAT_TYPES.map((type) => ({ ...type })),
    stands: stands.filter((stand) => stand.blocks.length > 0),
  };
}

/**
 * Copies of the categories some seat or general-admission area of `stands` has, in their order:
 * a category nothing has would stand in the map's legend with no seat to match (a small bowl
 * has no VIP block, a theatre no standing).
 */
export function usedCategories(categories: readonly VenueCategory[], stands: readonly VenueStand[]): VenueCategory[] {
  const used = new Set<string>();
  for (const stand of stands) {
    for (const block of stand.blocks) {
      if (block.generalAdmission) used.add(block.generalAdmission.category);
      for (const row of block.rows) for (const seat of row.seats) used.add(seat.category);
    }
  }
  return categories.filter((category) => used.has(category.key)).map((category) => ({ ...category }));
}
