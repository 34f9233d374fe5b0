import type { FastifyInstance } from 'fastify';
import sse from '@fastify/sse';
import { notFound } from '../errors.js';
import { parsePathId } from '../http/path-id.js';
import { requireCustomer } from '../http/session.js';
import type { ChangesAnswer } from '../../seatmap/model/status-changes.js';
import type { StatusMessage } from '../services/seatmap/live-status.js';

/** SSE frames sent to one map: changes (with the version as event id, for resuming) or reset. */
function frameOf(answer: ChangesAnswer | StatusMessage) {
  if (answer.kind === 'reset') return { event: 'reset', data: { version: answer.version } };
  const { version, changes } = 'batch' in answer ? answer.batch : answer;
  return { id: version, event: 'changes', data: { version, changes } };
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

    const resumeFrom = reply.sse.lastEventId ?? (typeof since === 'string' ? since : null);
    reply.sse.keepAlive();
    // Frames go out in order: each send waits for the one before (a slow client delays only itself).
    let queue: Promise<void> = Promise.resolve();
    const push = (frame: ReturnType<typeof frameOf>): void => {
      queue = queue.then(() => (reply.sse.isConnected ? reply.sse.send(frame) : undefined)).catch(() => reply.sse.close());
    };
    // Catch-up and subscription happen in the same tick: no change can fall between them.
    const first = live.log.changesSince(resumeFrom);
    const unsubscribe = app.liveStatus.subscribe(live, (message) => push(frameOf(message)));
    const close = () => {
      reply.sse.close();
      // The socket too: a stream's connection is never reused, and an idle one would hold the stop.
      request.raw.socket.destroy();
    };
    streams.add(close);
    reply.sse.onClose(() => {
      unsubscribe();
      streams.delete(close);
    });
    push(first.kind === 'changes' && first.changes.length === 0 ? { event: 'ready', data: { version: first.version } } : frameOf(first));
  });
}
