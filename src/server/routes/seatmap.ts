import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../errors.js';
import { requireCustomer } from '../http/session.js';
import { compressPayload, negotiateEncoding } from '../services/seatmap/compression.js';
import type { Encoding } from '../services/seatmap/compression.js';
import { GEOMETRY_FORMAT } from '../../seatmap/model/geometry-codec.js';
import { arenaGeometryVersion, encodedBody, GeometryCache } from '../services/seatmap/geometry-service.js';
import { loadSeatStatus } from '../services/seatmap/seat-status-service.js';
import { isRecordId } from '../../domain/record-id.js';

/** Status arrays smaller than this go uncompressed: compressing costs more than it saves. */
const STATUS_COMPRESS_MIN = 1024;

function parseId(value: unknown, path: string): number {
  if (typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value)) {
    const id = Number(value);
    if (isRecordId(id)) return id;
  }
  throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path });
}

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
  const geometries = new GeometryCache();

  app.get('/api/arenas/:arenaId/geometry', async (request, reply) => {
    const arenaId = parseId((request.params as { arenaId?: unknown }).arenaId, 'arenaId');
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
        asked === version ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    if (notModified(request, etag)) return reply.code(304).send();
    const payload = await geometries.get(app.db, arenaId, version);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    return sendBody(reply, await encodedBody(payload, encoding), encoding);
  });

  app.get('/api/events/:eventId/seat-status', async (request, reply) => {
    if (!app.siteConfig.seatmapAccessibleWhenLoggedOut) await requireCustomer(request);
    const eventId = parseId((request.params as { eventId?: unknown }).eventId, 'eventId');
    const result = await loadSeatStatus(app.db, eventId, app.now());
    if (!result) throw notFound();
    const body = Buffer.from(result.status.buffer, result.status.byteOffset, result.status.byteLength);
    const etag = `"s${createHash('sha1').update(body).digest('base64url')}"`;
    reply
      .header('etag', etag)
      .header('vary', 'accept-encoding')
      .header('cache-control', 'no-cache')
      .header('x-geometry-version', result.geometryVersion);
    if (notModified(request, etag)) return reply.code(304).send();
    const encoding = body.length >= STATUS_COMPRESS_MIN ? negotiateEncoding(request.headers['accept-encoding']) : 'identity';
    return sendBody(reply, encoding === 'identity' ? body : await compressPayload(body, encoding, 'live'), encoding);
  });

  function sendBody(reply: FastifyReply, body: Buffer, encoding: Encoding) {
    reply.header('content-type', 'application/octet-stream');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body);
  }
}
