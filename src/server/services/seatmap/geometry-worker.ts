/**
 * The geometry worker thread: reads an arena's rows, builds, encodes and brotli-compresses its
 * seat map geometry, off the server's event loop (a 150,000-seat venue is about a second of
 * CPU). Started by GeometryEncoder; built to dist/server/geometry-worker.js beside main.js.
 */
import { parentPort, threadId } from 'node:worker_threads';
import { brotliCompressSync } from 'node:zlib';
import { openDatabase } from '../../db/database.js';
import type { DatabaseHandle } from '../../db/database.js';
import { buildGeometry } from '../../../seatmap/model/geometry-builder.js';
import { encodeGeometry } from '../../../seatmap/model/geometry-codec.js';
import { brotliOptions } from './compression.js';
import { readGeometryRows } from './geometry-rows.js';
import type { GeometryJob, GeometryJobResult } from './geometry-jobs.js';

if (!parentPort) throw new Error('geometry-worker runs as a worker thread');
const port = parentPort;

/** One connection for the worker's life: it reads one arena at a time. */
let database: { url: string; handle: DatabaseHandle } | null = null;
function databaseAt(url: string): DatabaseHandle {
  if (database?.url !== url) database = { url, handle: openDatabase(url, { poolSize: 1 }) };
  return database.handle;
}

/**
 * The bytes alone in an ArrayBuffer of their own, so transferring it moves nothing else. A Node
 * Buffer's slice() is a view of the same memory (zlib writes its output into 16 KiB chunks), so
 * the copy is the ArrayBuffer's own slice.
 */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) return bytes.buffer;
  return (bytes.buffer as ArrayBuffer).slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

async function run(job: GeometryJob): Promise<GeometryJobResult> {
  const started = performance.now();
  const rows = 'rows' in job ? job.rows : await readGeometryRows(databaseAt(job.databaseUrl).db, job.arenaId, job.version);
  const geometry = buildGeometry(rows);
  const bytes = encodeGeometry(geometry);
  const compressed = brotliCompressSync(bytes, brotliOptions(bytes.byteLength, 'archive'));
  return {
    id: job.id,
    ok: true,
    seatCount: geometry.seatCount,
    body: ownBuffer(bytes),
    brotli: ownBuffer(compressed),
    threadId,
    encodeMs: Math.round(performance.now() - started),
  };
}

port.on('message', (job: GeometryJob) => {
  run(job).then(
    (result) => port.postMessage(result, result.ok ? [result.body, result.brotli] : []),
    (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      port.postMessage({ id: job.id, ok: false, name: failure.name, message: failure.message } satisfies GeometryJobResult);
    },
  );
});
