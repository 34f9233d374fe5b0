import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../errors.js';
import { parsePathId } from '../http/path-id.js';
import { requireCustomer } from '../http/session.js';
import { compressPayload, negotiateEncoding } from '../services/seatmap/compression.js';
import type { Encoding } from '../services/seatmap/compression.js';
import { GEOMETRY_FORMAT } from '../../seatmap/model/geometry-codec.js';
import { arenaGeometryVersion, encodedBody } from '../services/seatmap/geometry-service.js';
import type { GeometryPayload } from '../services/seatmap/geometry-service.js';
import { GeometryEncodingError } from '../services/seatmap/geometry-encoder.js';
import { registerStatusChanges } from './seat-status-changes.js';

/** Status arrays smaller than this go uncompressed: compressing costs more than it saves. */
const STATUS_COMPRESS_MIN = 1024;

function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}

/**
 * Seat map data: the arena geometry (static, versioned, cached for a year when asked by version)
 * and an event's live seat status (one byte per seat, revalidated on every use).
 */
export async function seatmapRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/arenas/:arenaId/geometry', async (request, reply) => {
    const open = app.siteConfig.seatmapAccessibleWhenLoggedOut;
    if (!open) await requireCustomer(request);
    const arenaId = parsePathId((request.params as { arenaId?: unknown }).arenaId, 'arenaId');
    const asked = (request.query as { v?: unknown }).v;
    const version = await arenaGeometryVersion(app.db, arenaId);
    if (version === null) throw notFound();
    // The payload format is part of the tag: a browser holding another format's body fetches it anew.
    const etag = `"g${arenaId}-${version}-f${GEOMETRY_FORMAT}"`;
    reply
      .header('etag', etag)
      .header('vary', 'accept-encoding')
      .header('x-geometry-version', version)
      .header(
        'cache-control',
        // Only a URL that names the current version may be cached forever: the next version has a new URL.
        // A map closed to visitors is kept out of shared caches, which would hand it to anyone.
        asked === version ? `${open ? 'public' : 'private'}, max-age=31536000, immutable` : 'no-cache',
      );
    if (notModified(request, etag)) return reply.code(304).send();
    const payload = await geometryOf(arenaId, version);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    return sendBody(reply, await encodedBody(payload, encoding), encoding);
  });

  app.get('/api/events/:eventId/seat-status', async (request, reply) => {
    if (!app.siteConfig.seatmapAccessibleWhenLoggedOut) await requireCustomer(request);
    const eventId = parsePathId((request.params as { eventId?: unknown }).eventId, 'eventId');
    const live = await app.liveStatus.open(eventId);
    if (!live) throw notFound();
    // The version is the tag: an unchanged status costs one comparison, no database work.
    const version = live.log.version;
    const etag = `"s${version}"`;
    reply
      .header('etag', etag)
      .header('vary', 'accept-encoding')
      .header('cache-control', 'no-cache')
      .header('x-status-version', version)
      .header('x-geometry-version', live.geometryVersion);
    if (notModified(request, etag)) return reply.code(304).send();
    const status = live.log.status;
    const body = Buffer.from(status.buffer, status.byteOffset, status.byteLength);
    const encoding = body.length >= STATUS_COMPRESS_MIN ? negotiateEncoding(request.headers['accept-encoding']) : 'identity';
    if (encoding === 'identity') return sendBody(reply, body, encoding);
    // Thousands of maps ask for the same version: it is compressed once.
    let encoded = live.bodies.get(encoding);
    if (!encoded) {
      encoded = await compressPayload(body, encoding, 'live');
      if (live.log.version === version) live.bodies.set(encoding, encoded);
    }
    return sendBody(reply, encoded, encoding);
  });

  await registerStatusChanges(app);

  /** The cached geometry; a failed or dead worker is this request's 503, not the server's crash. */
  async function geometryOf(arenaId: number, version: string): Promise<GeometryPayload> {
    try {
      return await app.geometries.get(app.db, arenaId, version);
    } catch (error) {
      if (!(error instanceof GeometryEncodingError)) throw error;
      app.log.error({ err: error, arenaId, version }, 'geometry encoding failed');
      throw new AppError(503, 'SEATMAP_UNAVAILABLE', 'The seat map cannot be prepared right now; please try again.');
    }
  }

  function sendBody(reply: FastifyReply, body: Buffer, encoding: Encoding) {
    reply.header('content-type', 'application/octet-stream');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body);
  }
}
