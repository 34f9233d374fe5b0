import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Bench } from 'tinybench';
import type { CachedResaleOffer, DirectSaleOffer } from '../src/domain/offers.js';
import { mulberry32 } from '../src/domain/venue/prng.js';
import { createBlockIndex, createSeatIndex, SeatIndex, SeatRunFinder } from '../src/seatmap/index/seat-index.js';
import { bestAvailable } from '../src/seatmap/model/best-available.js';
import { computeBlockStats, sortCategories } from '../src/seatmap/model/block-stats.js';
import type { EventOffers } from '../src/seatmap/model/block-stats.js';
import { decodeGeometry, encodeGeometry } from '../src/seatmap/model/geometry-codec.js';
import { SeatStatus } from '../src/seatmap/model/types.js';
import type { SeatMapGeometry } from '../src/seatmap/model/types.js';
import { geometryFromVenue } from '../src/seatmap/model/venue-geometry.js';
import { venueFixture } from './fixtures/venues.js';

/** Per-category base prices (cents), dearest first, as a stadium would price them. */
const PRICES = [12_000, 8_500, 6_000, 4_500, 3_000, 2_000];

export interface ModelBenchRow {
  seats: number;
  task: string;
  opsPerSecond: number;
  meanMs: number;
  p99Ms: number;
  samples: number;
}

export interface PayloadSizes {
  seats: number;
  geometryBytes: number;
  geometryGzipBytes: number;
  geometryBrotliBytes: number;
  statusBytes: number;
  statusGzipBytes: number;
}

/** A seeded event: ~35% sold, 5% on hold, 3% resale, and offers for every block and category. */
export function eventFixture(geometry: SeatMapGeometry, seed = 7): { status: Uint8Array; offers: EventOffers } {
  const random = mulberry32(seed);
  const status = new Uint8Array(geometry.seatCount);
  for (let i = 0; i < status.length; i++) {
    const r = random();
    status[i] = r < 0.35 ? SeatStatus.Sold : r < 0.4 ? SeatStatus.OnHold : r < 0.43 ? SeatStatus.Resale : SeatStatus.Available;
  }
  const direct: DirectSaleOffer[] = [];
  const resale: CachedResaleOffer[] = [];
  for (const block of geometry.blocks) {
    const perCategory = new Map<number, { free: number; resale: number; total: number }>();
    for (let i = block.seatStart; i < block.seatEnd; i++) {
      const c = geometry.categoryIndex[i]!;
      const counts = perCategory.get(c) ?? { free: 0, resale: 0, total: 0 };
      counts.total++;
      if (status[i] === SeatStatus.Available) counts.free++;
      if (status[i] === SeatStatus.Resale) counts.resale++;
      perCategory.set(c, counts);
    }
    for (const [c, counts] of perCategory) {
      const categoryId = geometry.categories[c]!.id;
      const base = PRICES[c % PRICES.length]!;
      const common = { blockId: block.id, categoryId, seatTypeId: null, isOpenSeating: block.isOpenSeating, capacity: counts.total };
      direct.push({ ...common, productId: 1, availability: counts.free, price: base });
      direct.push({ ...common, productId: 2, availability: counts.free, price: Math.round(base * 0.6) });
      if (counts.resale > 0) {
        const allPrices = Array.from({ length: counts.resale }, () => Math.round(base * (0.9 + random() * 0.6)));
        resale.push({ ...common, productId: 9, availability: counts.resale, allPrices });
      }
    }
  }
  return { status, offers: { direct, resale } };
}

/** Pointer positions for hover: mostly on or near seats, some over gaps and aisles. */
function hoverPoints(geometry: SeatMapGeometry, count: number): Float64Array {
  const random = mulberry32(11);
  const points = new Float64Array(count * 2);
  const [minX, minY, maxX, maxY] = geometry.bounds;
  for (let k = 0; k < count; k++) {
    if (random() < 0.8 && geometry.seatCount > 0) {
      const i = Math.floor(random() * geometry.seatCount);
      points[2 * k] = geometry.x[i]! + (random() - 0.5) * geometry.seatRadius * 3;
      points[2 * k + 1] = geometry.y[i]! + (random() - 0.5) * geometry.seatRadius * 3;
    } else {
      points[2 * k] = minX + random() * (maxX - minX);
      points[2 * k + 1] = minY + random() * (maxY - minY);
    }
  }
  return points;
}

/** Runs the model micro-benchmarks on a generated stadium of about `size` seats. */
export async function runModelBench(size: number, timeMs = 800): Promise<{ rows: ModelBenchRow[]; sizes: PayloadSizes }> {
  const geometry = geometryFromVenue(venueFixture(size));
  const { status, offers } = eventFixture(geometry);
  const payload = encodeGeometry(geometry);
  const seatIndex = createSeatIndex(geometry);
  const runFinder = new SeatRunFinder(geometry);
  const blockIndex = createBlockIndex(geometry);
  const points = hoverPoints(geometry, 4096);
  const categoryPrices = new Map(sortCategories(offers).map((c) => [c.categoryId, c.lowestPrice]));
  let k = 0;
  let sink = 0;

  const bench = new Bench({ time: timeMs, iterations: 10, warmupIterations: 5, warmupTime: 100, subtractTimerOverhead: true });
  bench
    .add('geometry decode', () => {
      sink += decodeGeometry(payload).seatCount;
    })
    .add('seat index build (ordered pack)', () => {
      sink += createSeatIndex(geometry).size;
    })
    .add('seat run finder build (the map\'s: runs of 8 seats)', () => {
      sink += new SeatRunFinder(geometry).runs;
    })
    .add('seat index build (rbush sorting load)', () => {
      const r = geometry.seatRadius;
      const entries = Array.from({ length: geometry.seatCount }, (_, i) => ({
        id: i, minX: geometry.x[i]! - r, minY: geometry.y[i]! - r, maxX: geometry.x[i]! + r, maxY: geometry.y[i]! + r,
      }));
      sink += new SeatIndex(() => 0).load(entries).size;
    })
    .add('hover hit test (seat)', () => {
      const p = (k++ & 4095) * 2;
      sink += seatIndex.hitAt(points[p]!, points[p + 1]!);
    })
    .add('hover hit test (seat run finder)', () => {
      const p = (k++ & 4095) * 2;
      sink += runFinder.hitAt(points[p]!, points[p + 1]!);
    })
    .add('hover hit test (block)', () => {
      const p = (k++ & 4095) * 2;
      sink += blockIndex.hitAt(points[p]!, points[p + 1]!);
    })
    .add('all block stats', () => {
      sink += computeBlockStats(geometry, status, offers).length;
    })
    .add('category sorting', () => {
      sink += sortCategories(offers).length;
    })
    .add('best available (4 seats)', () => {
      sink += bestAvailable(geometry, status, { count: 4, categoryPrices }).seatIndexes.length;
    });
  await bench.run();
  if (sink === Number.MIN_SAFE_INTEGER) console.log(sink); // keeps results alive

  const rows: ModelBenchRow[] = bench.tasks.map((task) => {
    const result = task.result as { state: string; latency?: { mean: number; p99: number; samplesCount: number } };
    if (!result.latency) throw new Error(`benchmark ${task.name} did not complete (${result.state})`);
    return {
      seats: geometry.seatCount,
      task: task.name,
      // From the mean latency: tinybench's throughput mean is skewed by sub-timer samples.
      opsPerSecond: 1000 / result.latency.mean,
      meanMs: result.latency.mean,
      p99Ms: result.latency.p99,
      samples: result.latency.samplesCount,
    };
  });
  const statusBytes = Buffer.from(status.buffer);
  return {
    rows,
    sizes: {
      seats: geometry.seatCount,
      geometryBytes: payload.length,
      geometryGzipBytes: gzipSync(payload, { level: 9 }).length,
      geometryBrotliBytes: brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length,
      statusBytes: status.length,
      statusGzipBytes: gzipSync(statusBytes, { level: 1 }).length,
    },
  };
}
