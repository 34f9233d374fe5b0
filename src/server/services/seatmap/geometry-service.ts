import type { Db } from '../../db/database.js';
import { compressPayload } from './compression.js';
import type { Encoding } from './compression.js';
import type { GeometryEncoder } from './geometry-encoder.js';

export { arenaGeometryVersion } from './geometry-rows.js';

/** An arena's encoded geometry at one version, with its compressed forms. */
export interface GeometryPayload {
  arenaId: number;
  version: string;
  seatCount: number;
  /** Uncompressed binary payload (`encodeGeometry`). */
  body: Buffer;
  /** Compressed bodies by encoding: brotli comes made by the worker, gzip on first demand. */
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>;
  /** The thread that encoded it: never the server's event loop. */
  threadId: number;
}

/** Has the worker build, encode and compress an arena's geometry. */
export async function loadGeometryPayload(encoder: GeometryEncoder, db: Db, arenaId: number, version: string): Promise<GeometryPayload> {
  const encoded = await encoder.encode(db, arenaId, version);
  return {
    arenaId,
    version,
    seatCount: encoded.seatCount,
    body: encoded.body,
    encoded: { br: Promise.resolve(encoded.brotli) },
    threadId: encoded.threadId,
  };
}

/**
 * The compressed body for an encoding, computed once per payload. gzip (rare: browsers send br)
 * goes through zlib's asynchronous API, which runs on libuv's thread pool, not the event loop.
 */
export function encodedBody(payload: GeometryPayload, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'identity') return Promise.resolve(payload.body);
  const pending = payload.encoded[encoding] ?? compressPayload(payload.body, encoding, 'archive');
  payload.encoded[encoding] = pending;
  return pending;
}

/**
 * Memoises encoded geometries per arena and version; concurrent requests for one version share
 * one job. Only the newest version of an arena is kept and at most `capacity` arenas, so a
 * long-running server does not grow without bound.
 */
export class GeometryCache {
  private readonly entries = new Map<number, { version: string; payload: Promise<GeometryPayload> }>();

  constructor(
    private readonly encoder: GeometryEncoder,
    /** How many arenas it keeps. */
    readonly capacity = 8,
  ) {}

  get(db: Db, arenaId: number, version: string): Promise<GeometryPayload> {
    const cached = this.entries.get(arenaId);
    this.entries.delete(arenaId);
    if (cached?.version === version) {
      this.entries.set(arenaId, cached); // most recently used goes last
      return cached.payload;
    }
    const entry = { version, payload: loadGeometryPayload(this.encoder, db, arenaId, version) };
    this.entries.set(arenaId, entry);
    // A failed load must not stay cached.
    entry.payload.catch(() => this.entries.get(arenaId) === entry && this.entries.delete(arenaId));
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return entry.payload;
  }
}
