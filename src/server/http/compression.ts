import type { FastifyInstance, FastifyReply } from 'fastify';
import { compressPayload, negotiateEncoding } from '../services/seatmap/compression.js';

/** Smaller answers gain less than the compression costs. */
const MIN_BYTES = 1024;

function varyOnEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses the JSON answers (configuration, events, GraphQL…) for clients that accept it, with
 * the seat map's cheap per-request settings; answers a route encoded itself are left alone. The
 * home page's configuration and events travel next to the scripts on a first visit: ~10 KB that
 * shared a slow phone network's bandwidth uncompressed (bench/load).
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json') || reply.getHeader('content-encoding') !== undefined) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    if (body.length < MIN_BYTES) return payload;
    varyOnEncoding(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressPayload(body, encoding, 'live');
  });
}
