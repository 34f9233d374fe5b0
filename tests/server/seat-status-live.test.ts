import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { createTestApp } from './helpers/test-app.js';
import { SeatStatus } from '../../src/seatmap/model/types.js';

let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(() => w.close());

const event = () => w.shop.events.first;
const changesUrl = (since: string) => `/api/events/${event()}/seat-status/changes?since=${encodeURIComponent(since)}`;

async function seatIndexesOf(count: number, first = 0): Promise<number[]> {
  const ids = w.shop.blocks.n1.seatIds.slice(first, first + count);
  const rows = await w.t.app.db.selectFrom('seats').select(['id', 'seat_index']).where('id', 'in', ids).execute();
  return ids.map((id) => rows.find((row) => row.id === id)!.seat_index);
}

async function snapshotVersion(): Promise<string> {
  const res = await w.t.app.inject({ method: 'GET', url: `/api/events/${event()}/seat-status` });
  expect(res.statusCode).toBe(200);
  return res.headers['x-status-version'] as string;
}

/** Opens a stream; aborting (not just cancelling the body) closes its connection at once. */
function openStream(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  return fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal }).then((response) => ({ response, abort }));
}

/** Reads SSE frames from a stream until `done` says enough (or the time runs out), then closes it. */
async function readFrames({ response, abort }: { response: Response; abort: AbortController }, done: (frames: { event: string; id?: string; data: unknown }[]) => boolean, ms = 3000) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const frames: { event: string; id?: string; data: unknown }[] = [];
  let text = '';
  const deadline = Date.now() + ms;
  while (!done(frames) && Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now()))]);
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
      const data = field('data');
      const id = field('id');
      if (data !== undefined) frames.push({ event: field('event') ?? 'message', ...(id === undefined ? {} : { id }), data: JSON.parse(data) as unknown });
    }
  }
  abort.abort();
  return frames;
}

describe('seat status changes (JSON fallback)', () => {
  it('names the seats a hold took since a version, then nothing, and a sale as sold', async () => {
    const before = await snapshotVersion();
    const orderId = await w.hold(2);
    const [a, b] = await seatIndexesOf(2);
    const held = (await w.t.app.inject({ method: 'GET', url: changesUrl(before) })).json();
    expect(held.changes).toEqual(expect.arrayContaining([a, SeatStatus.OnHold, b, SeatStatus.OnHold]));
    expect(held.changes).toHaveLength(4);
    const none = await w.t.app.inject({ method: 'GET', url: changesUrl(held.version) });
    expect(none.json()).toEqual({ version: held.version, changes: [] });
    expect(none.headers['cache-control']).toBe('no-store');

    const outcome = await w.notify(await w.pay(orderId), 'success');
    expect(outcome.statusCode).toBe(200);
    const sold = (await w.t.app.inject({ method: 'GET', url: changesUrl(held.version) })).json();
    expect(sold.changes).toEqual(expect.arrayContaining([a, SeatStatus.Sold, b, SeatStatus.Sold]));
  });

  it('answers reset to a version it cannot continue, 404 to an unknown event and 400 to a bad id', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: changesUrl('otherNode.12') });
    expect(res.json()).toEqual({ version: await snapshotVersion(), reset: true });
    expect((await w.t.app.inject({ method: 'GET', url: '/api/events/999999/seat-status/changes?since=x.1' })).statusCode).toBe(404);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/events/0/seat-status/changes' })).statusCode).toBe(400);
  });

  it('answers an unchanged snapshot with 304 by its version tag', async () => {
    const first = await w.t.app.inject({ method: 'GET', url: `/api/events/${event()}/seat-status` });
    const again = await w.t.app.inject({ method: 'GET', url: `/api/events/${event()}/seat-status`, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    await w.hold(1);
    const after = await w.t.app.inject({ method: 'GET', url: `/api/events/${event()}/seat-status`, headers: { 'if-none-match': first.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-status-version']).not.toBe(first.headers['x-status-version']);
  });
});

describe('seat status changes (Server-Sent Events)', () => {
  async function listen(): Promise<string> {
    await w.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = w.t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return `http://127.0.0.1:${address.port}`;
  }

  it('pushes a hold made by another fan to an open stream within a second', async () => {
    const base = await listen();
    const since = await snapshotVersion();
    const stream = await openStream(`${base}${changesUrl(since)}`);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    const started = Date.now();
    const holding = new Promise((resolve) => setTimeout(resolve, 100)).then(() => w.hold(2, w.other));
    const frames = await readFrames(stream, (seen) => seen.some((frame) => frame.event === 'changes'));
    await holding;
    const [a, b] = await seatIndexesOf(2);
    expect(frames[0]).toEqual({ event: 'ready', data: { version: since } });
    const change = frames.find((frame) => frame.event === 'changes')!;
    expect(change.data).toMatchObject({ changes: expect.arrayContaining([a, SeatStatus.OnHold, b, SeatStatus.OnHold]) });
    expect(change.id).toBe((change.data as { version: string }).version);
    expect(Date.now() - started).toBeLessThan(1000 + 100);
    expect(w.t.app.liveStatus.listenerCount(event())).toBeLessThanOrEqual(1);
  });

  it('resumes from Last-Event-ID with what it missed, and resets a version from elsewhere', async () => {
    const base = await listen();
    const since = await snapshotVersion();
    await w.hold(1);
    const [a] = await seatIndexesOf(1);
    const resumed = await openStream(`${base}${changesUrl('ignored.1')}`, { 'last-event-id': since });
    const frames = await readFrames(resumed, (seen) => seen.length > 0);
    expect(frames[0]).toMatchObject({ event: 'changes', data: { changes: [a, SeatStatus.OnHold] } });
    const foreign = await openStream(`${base}${changesUrl('ab.3')}`);
    expect((await readFrames(foreign, (seen) => seen.length > 0))[0]).toMatchObject({ event: 'reset' });
  });
});

describe('seat status changes when the map needs a sign-in', () => {
  it('answers 401 to anonymous visitors', async () => {
    const gated = await createTestApp({ config: { seatmapAccessibleWhenLoggedOut: false } });
    try {
      const res = await gated.app.inject({ method: 'GET', url: '/api/events/1/seat-status/changes?since=a.1' });
      expect(res.statusCode).toBe(401);
    } finally {
      await gated.close();
    }
  });
});
