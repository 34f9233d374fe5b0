import { rowRuns } from './rows.js';
import { matchesResaleFilter } from './seat-choice.js';
import { chosenOnPurposeMask } from './seat-types.js';
import { SeatStatus } from './types.js';
import type { BestAvailableResult, ResaleFilter, SeatMapGeometry, SeatStatusArray } from './types.js';

/**
 * The cheapest price a fan pays per category id, from offers with places left: free rates (a
 * child's ticket) are ignored, or every category would cost nothing and the tie-break would
 * pick the dearest seats.
 */
export function cheapestPaidPrices(offers: readonly { categoryId: number; price: number; availability: number }[]): Map<number, number> {
  const prices = new Map<number, number>();
  for (const offer of offers) {
    if (offer.availability <= 0 || offer.price <= 0) continue;
    const known = prices.get(offer.categoryId);
    if (known === undefined || offer.price < known) prices.set(offer.categoryId, offer.price);
  }
  return prices;
}

export interface BestAvailableOptions {
  /** Seats wanted (N). */
  count: number;
  /** Category filter (ids); omitted or empty: all categories. */
  categoryIds?: readonly number[];
  /** Default 'all'. */
  resaleFilter?: ResaleFilter;
  /**
   * Cheapest price per category id (cents): categories are tried cheapest first. When given,
   * categories missing from it have no offer and are skipped.
   */
  categoryPrices?: ReadonlyMap<number, number>;
  /** Restrict to these blocks (indexes); default every block that is not open seating. */
  blockIndexes?: readonly number[];
  /** Point seats are scored against (e.g. the pitch centre); default the centre of the bounds. */
  focus?: readonly [number, number];
  /** Seat positions already taken by this fan: neither picked nor treated as free. */
  exclude?: ReadonlySet<number>;
}

interface Candidate {
  start: number;
  orphans: boolean;
  distance: number;
}

/**
 * Best available, as seats.io does it: N adjacent seats (consecutive columns) in one row, all of
 * one category. Order of preference:
 *   1. a group that leaves no single free seat stranded next to it (between it and a taken seat
 *      or a row end), in the cheapest category that has one;
 *   2. otherwise a group that does strand one, cheapest category first;
 *   3. otherwise the N seats of one category closest to the best single seat, flagged `notice`.
 * Within a category the group closest to `focus` wins. Open-seating blocks are never used.
 */
export function bestAvailable(
  geometry: SeatMapGeometry,
  status: SeatStatusArray,
  options: BestAvailableOptions,
): BestAvailableResult {
  const n = Math.floor(options.count);
  const none: BestAvailableResult = { seatIndexes: [], categoryId: null, adjacent: false, notice: n > 0 };
  if (n <= 0) return { ...none, notice: false };
  const filter = options.resaleFilter ?? 'all';
  const exclude = options.exclude ?? new Set<number>();
  const focusX = options.focus?.[0] ?? (geometry.bounds[0] + geometry.bounds[2]) / 2;
  const focusY = options.focus?.[1] ?? (geometry.bounds[1] + geometry.bounds[3]) / 2;

  // Rank of each category index in price order; -1 = not wanted.
  const rankedCategories = rankCategories(geometry, options);
  const rank = new Int16Array(geometry.categories.length).fill(-1);
  rankedCategories.forEach((c, r) => (rank[c] = r));
  const blockAllowed = new Uint8Array(geometry.blocks.length);
  if (options.blockIndexes) for (const b of options.blockIndexes) blockAllowed[b] = 1;
  else blockAllowed.fill(1);
  geometry.blocks.forEach((block, b) => block.isOpenSeating && (blockAllowed[b] = 0));

  const isFree = (i: number) => {
    const s = status[i];
    return (s === SeatStatus.Available || s === SeatStatus.Resale) && !exclude.has(i);
  };
  // Wheelchair spaces and companion seats break runs like a taken seat: never handed out unasked.
  const onPurpose = chosenOnPurposeMask(geometry.seatTypes);
  const isEligible = (i: number) =>
    rank[geometry.categoryIndex[i]!]! >= 0 && matchesResaleFilter(status[i], filter) && !exclude.has(i) && !onPurpose[geometry.seatTypeIndex[i]!];

  // best[rank * 2 + (orphans ? 1 : 0)]
  const best: (Candidate | undefined)[] = new Array(rankedCategories.length * 2);
  const rows = rowRuns(geometry);
  const { column, x, y, categoryIndex } = geometry;
  const scanFreeRun = (from: number, to: number): void => {
    let runStart = -1;
    for (let i = from; i < to; i++) {
      if (!isEligible(i)) {
        runStart = -1;
        continue;
      }
      if (runStart === -1 || categoryIndex[i] !== categoryIndex[runStart]) runStart = i;
      if (i - runStart + 1 < n) continue;
      const start = i - n + 1;
      // A gap of exactly one free seat on either side could never be sold to a group.
      const orphans = start - from === 1 || to - (i + 1) === 1;
      const cx = (x[start]! + x[i]!) / 2 - focusX;
      const cy = (y[start]! + y[i]!) / 2 - focusY;
      const distance = cx * cx + cy * cy;
      const slot = rank[categoryIndex[i]!]! * 2 + (orphans ? 1 : 0);
      const current = best[slot];
      if (!current || distance < current.distance) best[slot] = { start, orphans, distance };
    }
  };
  for (let r = 0; r < rows.count; r++) {
    const rowStart = rows.start[r]!;
    const rowEnd = rows.end[r]!;
    if (!blockAllowed[geometry.blockIndex[rowStart]!] || rowEnd - rowStart < n) continue;
    let i = rowStart;
    while (i < rowEnd) {
      if (!isFree(i)) {
        i++;
        continue;
      }
      let j = i + 1;
      while (j < rowEnd && isFree(j) && column[j] === column[j - 1]! + 1) j++;
      scanFreeRun(i, j);
      i = j;
    }
  }

  for (const orphanPass of [0, 1]) {
    for (let r = 0; r < rankedCategories.length; r++) {
      const found = best[r * 2 + orphanPass];
      if (!found) continue;
      const seatIndexes = Array.from({ length: n }, (_, k) => found.start + k);
      const categoryId = geometry.categories[geometry.categoryIndex[found.start]!]!.id;
      return { seatIndexes, categoryId, adjacent: true, notice: false };
    }
  }
  return scattered(geometry, rankedCategories, n, isEligible, blockAllowed, focusX, focusY) ?? none;
}

/** Category indexes allowed by the options, cheapest first (unpriced last, then by index). */
function rankCategories(geometry: SeatMapGeometry, options: BestAvailableOptions): number[] {
  const wanted = options.categoryIds && options.categoryIds.length > 0 ? new Set(options.categoryIds) : null;
  const prices = options.categoryPrices;
  const indexes: number[] = [];
  geometry.categories.forEach((category, c) => {
    if (wanted && !wanted.has(category.id)) return;
    if (prices && !prices.has(category.id)) return;
    indexes.push(c);
  });
  const price = (c: number) => prices?.get(geometry.categories[c]!.id) ?? Infinity;
  return indexes.sort((a, b) => price(a) - price(b) || a - b);
}

/** Fallback: in the cheapest category with enough seats (else the one with most), the N closest. */
function scattered(
  geometry: SeatMapGeometry,
  rankedCategories: number[],
  n: number,
  isEligible: (i: number) => boolean,
  blockAllowed: Uint8Array,
  focusX: number,
  focusY: number,
): BestAvailableResult | null {
  const byCategory = new Map<number, number[]>();
  for (let i = 0; i < geometry.seatCount; i++) {
    if (!blockAllowed[geometry.blockIndex[i]!] || !isEligible(i)) continue;
    const c = geometry.categoryIndex[i]!;
    const list = byCategory.get(c);
    if (list) list.push(i);
    else byCategory.set(c, [i]);
  }
  let chosen: number[] | undefined;
  for (const c of rankedCategories) {
    const list = byCategory.get(c);
    if (!list) continue;
    if (list.length >= n) {
      chosen = list;
      break;
    }
    if (!chosen || list.length > chosen.length) chosen = list;
  }
  if (!chosen) return null;
  const { x, y } = geometry;
  const distanceTo = (i: number, px: number, py: number) => (x[i]! - px) ** 2 + (y[i]! - py) ** 2;
  let seed = chosen[0]!;
  for (const i of chosen) if (distanceTo(i, focusX, focusY) < distanceTo(seed, focusX, focusY)) seed = i;
  const sx = x[seed]!;
  const sy = y[seed]!;
  const seatIndexes = [...chosen]
    .sort((a, b) => distanceTo(a, sx, sy) - distanceTo(b, sx, sy))
    .slice(0, n)
    .sort((a, b) => a - b);
  const categoryId = geometry.categories[geometry.categoryIndex[seed]!]!.id;
  return { seatIndexes, categoryId, adjacent: false, notice: true };
}
