import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateStadium } from '../../src/domain/venue/generate-stadium.js';
import { importVenue } from '../../src/server/venue/import-venue.js';
import type { ImportedVenue } from '../../src/server/venue/import-venue.js';
import { buildGeometry } from '../../src/seatmap/model/geometry-builder.js';
import { encodeGeometry } from '../../src/seatmap/model/geometry-codec.js';
import { brotliOptions } from '../../src/server/services/seatmap/compression.js';
import { readGeometryRows } from '../../src/server/services/seatmap/geometry-rows.js';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';

let t: TestApp;
let venue: ImportedVenue;
let dir: string;

/**
 * A database the worker opens on its own, as in production: a SQLite file here, PostgreSQL under
 * `npm run test:pg` (an in-memory SQLite database sends its rows with the job: seatmap-data.test).
 */
async function start(options: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp({ ...(process.env.TEST_DATABASE_URL ? {} : { databaseUrl: join(dir, 'shop.sqlite') }), ...options });
  venue = await importVenue(t.app.db, generateStadium({ seed: 5, targetSeats: 1500 }));
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'geometry-worker-'));
});
afterEach(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const geometry = (accept = 'identity') =>
  t.app.inject({ method: 'GET', url: `/api/arenas/${venue.arenaId}/geometry`, headers: { 'accept-encoding': accept } });

async function expectedBytes(): Promise<Buffer> {
  return Buffer.from(encodeGeometry(buildGeometry(await readGeometryRows(t.app.db, venue.arenaId, venue.geometryVersion))));
}

describe('seat map geometry encoded in a worker thread', () => {
  it('answers the bytes the model encodes, plain and brotli-compressed', async () => {
    await start();
    expect(t.database.url).toBeDefined();
    const plain = await geometry();
    expect(plain.statusCode).toBe(200);
    const expected = await expectedBytes();
    expect(plain.rawPayload.equals(expected)).toBe(true);
    const br = await geometry('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(expected)).toBe(true);
    // Exactly the compressed stream, nothing of the buffer it was written into after it.
    expect(br.rawPayload.equals(brotliCompressSync(expected, brotliOptions(expected.byteLength, 'archive')))).toBe(true);
  });

  it('builds and encodes off the main thread', async () => {
    await start();
    const payload = await t.app.geometries.get(t.app.db, venue.arenaId, venue.geometryVersion);
    expect(payload.threadId).not.toBe(threadId);
    expect(payload.seatCount).toBe(venue.seatCount);
  });

  it('encodes once for concurrent cold requests, then serves from the cache', async () => {
    await start();
    const [a, b] = await Promise.all([geometry('br'), geometry('br')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect(t.app.geometryEncoder.stats.jobs).toBe(1);
    expect((await geometry()).statusCode).toBe(200);
    expect(t.app.geometryEncoder.stats).toEqual({ jobs: 1, workersStarted: 1 });
  });

  it('answers 503 SEATMAP_UNAVAILABLE when the worker dies, and replaces the worker', async () => {
    await start({ geometryWorker: { workerUrl: new URL('./fixtures/geometry-worker-dies-once.mjs', import.meta.url), workerData: { starts: new SharedArrayBuffer(4) } } });
    const failed = await geometry();
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ error: { code: 'SEATMAP_UNAVAILABLE' } });
    const next = await geometry();
    expect(next.statusCode).toBe(200);
    expect(next.rawPayload.equals(await expectedBytes())).toBe(true);
    expect(t.app.geometryEncoder.stats.workersStarted).toBe(2);
  });

  it('answers 503 when the rows cannot make a geometry, and serves it once they are repaired', async () => {
    await start();
    const other = await importVenue(t.app.db, generateStadium({ seed: 6, targetSeats: 1000 }));
    const seat = await t.app.db.selectFrom('seats').select(['id', 'category_id']).where('arena_id', '=', venue.arenaId).orderBy('id').executeTakeFirstOrThrow();
    const foreign = await t.app.db.selectFrom('categories').select('id').where('arena_id', '=', other.arenaId).executeTakeFirstOrThrow();
    // A seat in a category of another arena: buildGeometry refuses it (in the worker).
    await t.app.db.updateTable('seats').set({ category_id: foreign.id }).where('id', '=', seat.id).execute();
    const failed = await geometry();
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ error: { code: 'SEATMAP_UNAVAILABLE' } });
    await t.app.db.updateTable('seats').set({ category_id: seat.category_id }).where('id', '=', seat.id).execute();
    const next = await geometry();
    expect(next.statusCode).toBe(200);
    expect(next.rawPayload.equals(await expectedBytes())).toBe(true);
    expect(t.app.geometryEncoder.stats.workersStarted).toBe(1);
  });
});
