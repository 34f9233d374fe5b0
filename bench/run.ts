import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { generateVenue, VENUE_SHAPES } from '../src/domain/venue/generate-shapes.js';
import { encodeGeometry } from '../src/seatmap/model/geometry-codec.js';
import { geometryFromVenue } from '../src/seatmap/model/venue-geometry.js';
import { runModelBench } from './seatmap-model.bench.js';
import type { ModelBenchRow, PayloadSizes } from './seatmap-model.bench.js';

/**
 * `npm run bench`: seat map model micro-benchmarks (tinybench) at 10k, 50k and 150k seats.
 * Prints a table and writes bench/results/model.json. Sizes can be overridden:
 * `npm run bench -- 10000 150000`.
 */
const SIZES = process.argv.slice(2).map(Number).filter((n) => Number.isFinite(n) && n > 0);
const sizes = SIZES.length > 0 ? SIZES : [10_000, 50_000, 150_000];

/** Targets from the seat map issue, checked at the largest size. */
const TARGETS: Record<string, { p99Us?: number; meanMs?: number }> = {
  'hover hit test (seat run finder)': { p99Us: 20 },
  'all block stats': { meanMs: 30 },
};

const time = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(2)} µs` : `${ms.toFixed(2)} ms`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

const rows: ModelBenchRow[] = [];
const payloads: PayloadSizes[] = [];
for (const size of sizes) {
  process.stdout.write(`benchmarking ~${size} seats...\n`);
  const result = await runModelBench(size);
  rows.push(...result.rows);
  payloads.push(result.sizes);
}

console.log('\nSeat map model (tinybench)');
console.table(
  rows.map((r) => ({
    seats: r.seats,
    task: r.task,
    'ops/s': Math.round(r.opsPerSecond).toLocaleString('en'),
    mean: time(r.meanMs),
    p99: time(r.p99Ms),
    samples: r.samples,
  })),
);
console.log('Payloads (geometry binary; status one byte per seat)');
console.table(
  payloads.map((p) => ({
    seats: p.seats,
    geometry: kb(p.geometryBytes),
    'geometry gzip': kb(p.geometryGzipBytes),
    'geometry brotli': kb(p.geometryBrotliBytes),
    status: kb(p.statusBytes),
    'status gzip': kb(p.statusGzipBytes),
  })),
);

// The geometry payload of every generated venue shape, as the server sends it (brotli quality 9),
// in this format and in the one before (format 4), for the limit of 90 KiB at 150k seats
// and its curved rows within 1.3x of the bowl's straight ones.
const brotli = (bytes: Uint8Array) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;
const shapePayloads = sizes.flatMap((size) => VENUE_SHAPES.map((shape) => {
  const geometry = geometryFromVenue(generateVenue({ shape, seed: 42, targetSeats: size }));
  return { size, seats: geometry.seatCount, shape, brotliBytes: brotli(encodeGeometry(geometry)), format4BrotliBytes: brotli(encodeGeometry(geometry, 4)) };
}));
const bowlOf = (size: number) => shapePayloads.find((p) => p.size === size && p.shape === 'bowl');
console.log('Geometry payload by venue shape (brotli 9; format 4 = the previous encoding)');
console.table(shapePayloads.map((p) => ({
  seats: p.seats,
  shape: p.shape,
  'geometry brotli': kb(p.brotliBytes),
  'format 4': kb(p.format4BrotliBytes),
  'vs format 4': (p.brotliBytes / p.format4BrotliBytes).toFixed(2),
  'vs bowl': (p.brotliBytes / (bowlOf(p.size)?.brotliBytes ?? NaN)).toFixed(2),
  'vs bowl, format 4': (p.format4BrotliBytes / (bowlOf(p.size)?.format4BrotliBytes ?? NaN)).toFixed(2),
})));

const largest = Math.max(...rows.map((r) => r.seats));
const checks = Object.entries(TARGETS).map(([task, target]) => {
  const row = rows.find((r) => r.task === task && r.seats === largest);
  const value = target.p99Us !== undefined ? (row?.p99Ms ?? Infinity) * 1000 : (row?.meanMs ?? Infinity);
  const limit = target.p99Us ?? target.meanMs ?? 0;
  const unit = target.p99Us !== undefined ? 'µs p99' : 'ms mean';
  return { task, seats: largest, value: Number(value.toFixed(3)), target: `< ${limit} ${unit}`, met: value < limit };
});
const largestShapes = shapePayloads.filter((p) => p.seats >= largest * 0.95);
const heaviest = largestShapes.reduce((a, b) => (b.brotliBytes > a.brotliBytes ? b : a), largestShapes[0] ?? { shape: 'none', brotliBytes: 0, seats: 0 });
checks.push({ task: `geometry payload, heaviest shape (${heaviest.shape})`, seats: heaviest.seats, value: Number((heaviest.brotliBytes / 1024).toFixed(1)), target: '<= 90 KiB brotli', met: heaviest.brotliBytes <= 90 * 1024 });
const [horseshoe, bowl] = [largestShapes.find((p) => p.shape === 'horseshoe'), largestShapes.find((p) => p.shape === 'bowl')];
if (horseshoe && bowl) {
  const ratio = horseshoe.brotliBytes / bowl.brotliBytes;
  checks.push({ task: 'geometry payload, curved rows (horseshoe / bowl)', seats: horseshoe.seats, value: Number(ratio.toFixed(2)), target: '<= 1.3x', met: ratio <= 1.3 });
}
console.log('Targets');
console.table(checks);

// The load average tells readers how busy the (shared) machine was during the run.
const machine = { loadAverage: loadavg().map((l) => Number(l.toFixed(2))), cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
const out = join(dirname(fileURLToPath(import.meta.url)), 'results', 'model.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), machine, rows, payloads, shapePayloads, checks }, null, 2)}\n`);
console.log(`written ${out}`);
