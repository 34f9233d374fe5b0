import type { FastifyInstance } from 'fastify';
import sse from '@fastify/sse';
import { AppError, notFound } from '../errors.js';
import { rateLimitAddress } from '../http/client-address.js';
import { parsePathId } from '../http/path-id.js';
import { requireCustomer } from '../http/session.js';
import type { ChangesAnswer } from '../../seatmap/model/status-changes.js';
import type { StatusMessage } from '../services/seatmap/live-status.js';
import { StreamQuota, streamLimitsFrom } from '../services/seatmap/stream-quota.js';

/** A stream whose client reads this far behind is closed: it reconnects and resumes or reloads. */
const MAX_BACKLOG_BYTES = 1 << 20;

/** The SSE text of a frame: changes (with the version as event id, for resuming) or reset. */
function frameText(answer: ChangesAnswer | StatusMessage): string {
  if (answer.kind === 'reset') return `event: reset\ndata: ${JSON.stringify({ version: answer.version })}\n\n`;
  const { version, changes } = 'batch' in answer ? answer.batch : answer;
  return `id: ${version}\nevent: changes\ndata: ${JSON.stringify({ version, changes })}\n\n`;
}

/** One batch goes to thousands of open maps: it is written out as text once. */
const encoded = new WeakMap<StatusMessage, string>();
function wireText(message: StatusMessage): string {
  let text = encoded.get(message);
  if (text === undefined) {
    text = frameText(message);
    encoded.set(message, text);
  }
  return text;
}

/**
 * `GET /api/events/:eventId/seat-status/changes?since=<version>`: what changed since a version of
 * the seat status. Asked with `Accept: text/event-stream` it stays open and pushes each change as
 * it happens (a reconnecting EventSource resumes from its Last-Event-ID); otherwise it answers once
 * in JSON, the fallback where Server-Sent Events do not get through. A version this server cannot
 * continue (another node's, too old) answers "reset": the map reloads the snapshot.
 */
export async function registerStatusChanges(app: FastifyInstance): Promise<void> {
  // Heartbeats keep proxies from closing a quiet stream; 25 s is under their usual 30-60 s.
  await app.register(sse, { heartbeatInterval: 25_000 });
  // Open streams never end by themselves: a stopping server ends them, or it would wait for ever.
  const streams = new Set<() => void>();
  const quota = new StreamQuota(streamLimitsFrom(process.env));
  app.addHook('preClose', async () => {
    for (const close of streams) close();
  });

  app.get('/api/events/:eventId/seat-status/changes', { sse: 'dual' }, async (request, reply) => {
    if (!app.siteConfig.seatmapAccessibleWhenLoggedOut) await requireCustomer(request);
    const eventId = parsePathId((request.params as { eventId?: unknown }).eventId, 'eventId');
    const since = (request.query as { since?: unknown }).since;
    const live = await app.liveStatus.open(eventId);
    if (!live) throw notFound();

    if (!reply.sse) {
      const answer = live.log.changesSince(typeof since === 'string' ? since : null);
      reply.header('cache-control', 'no-store');
      return answer.kind === 'reset' ? { version: answer.version, reset: true } : { version: answer.version, changes: answer.changes };
    }

    // Refused before the stream starts: the client sees an error answer and asks by version instead.
    const client = rateLimitAddress(request.ip);
    const refusal = quota.take(client);
    if (refusal === 'node-full') throw new AppError(503, 'LIVE_STREAMS_FULL');
    if (refusal === 'client-full') throw new AppError(429, 'TOO_MANY_LIVE_STREAMS');
    // Registered first, so the count is given back however the stream ends.
    reply.sse.onClose(() => quota.release(client));
    const resumeFrom = reply.sse.lastEventId ?? (typeof since === 'string' ? since : null);
    reply.sse.keepAlive();
    reply.sse.sendHeaders();
    // Frames are written straight to the socket, in order, each batch's text shared by all streams.
    const write = (text: string): void => {
      if (!reply.sse.isConnected) return;
      reply.raw.write(text);
      if (reply.raw.writableLength > MAX_BACKLOG_BYTES) close();
    };
    const close = () => {
      reply.sse.close();
      // The socket too: a stream's connection is never reused, and an idle one would hold the stop.
      request.raw.socket.destroy();
    };
    // Catch-up and subscription happen in the same tick: no change can fall between them.
    const first = live.log.changesSince(resumeFrom);
    const unsubscribe = app.liveStatus.subscribe(live, (message) => write(wireText(message)));
    streams.add(close);
    reply.sse.onClose(() => {
      unsubscribe();
      streams.delete(close);
    });
    write(first.kind === 'changes' && first.changes.length === 0 ? `event: ready\ndata: ${JSON.stringify({ version: first.version })}\n\n` : frameText(first));
  });
}
