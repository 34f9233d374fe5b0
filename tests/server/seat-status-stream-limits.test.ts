import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { seedShop } from './helpers/inventory-fixture.js';
import { StreamQuota, streamLimitsFrom } from '../../src/server/services/seatmap/stream-quota.js';

const saved = { ...process.env };
let t: TestApp | null = null;
afterEach(async () => {
  process.env = { ...saved };
  await t?.close();
  t = null;
});

/** A listening app whose stream limits come from the environment, as in production; its event's changes URL. */
async function streamingApp(limits: { perClient: string; perNode: string }): Promise<{ url: string }> {
  process.env.LIVE_STREAMS_PER_CLIENT = limits.perClient;
  process.env.LIVE_STREAMS_PER_NODE = limits.perNode;
  t = await createTestApp();
  const shop = await seedShop(t.app.db, t.clock.now);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const event = shop.events.first;
  const snapshot = await t.app.inject({ method: 'GET', url: `/api/events/${event}/seat-status` });
  const since = snapshot.headers['x-status-version'] as string;
  return { url: `http://127.0.0.1:${address.port}/api/events/${event}/seat-status/changes?since=${encodeURIComponent(since)}` };
}

async function openStream(url: string): Promise<{ status: number; body: () => Promise<unknown>; close: () => void }> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: abort.signal });
  return { status: response.status, body: () => response.json(), close: () => abort.abort() };
}

describe('seat status streams one node keeps open', () => {
  it('refuses one client a stream past its limit with 429 (the map then asks by version), and counts a closed one back', async () => {
    const { url } = await streamingApp({ perClient: '2', perNode: '100' });
    const first = await openStream(url);
    const second = await openStream(url);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await openStream(url);
    expect(third.status).toBe(429);
    expect(await third.body()).toMatchObject({ error: { code: 'TOO_MANY_LIVE_STREAMS' } });
    // The same URL without the stream still answers: the map's fallback.
    expect((await fetch(url)).status).toBe(200);

    first.close();
    await expect
      .poll(async () => {
        const again = await openStream(url);
        again.close();
        return again.status;
      }, { timeout: 3000 })
      .toBe(200);
    second.close();
  });

  it('refuses every client a stream past the node limit with 503', async () => {
    const { url } = await streamingApp({ perClient: '100', perNode: '1' });
    const first = await openStream(url);
    expect(first.status).toBe(200);
    const second = await openStream(url);
    expect(second.status).toBe(503);
    expect(await second.body()).toMatchObject({ error: { code: 'LIVE_STREAMS_FULL' } });
    first.close();
  });
});

describe('StreamQuota', () => {
  it('counts per client and in all, and gives back only what it counted', () => {
    const quota = new StreamQuota({ perNode: 3, perClient: 2 });
    expect([quota.take('a'), quota.take('a'), quota.take('a')]).toEqual([null, null, 'client-full']);
    expect(quota.take('b')).toBeNull();
    expect(quota.take('c')).toBe('node-full');
    quota.release('zzz');
    expect(quota.openStreams).toBe(3);
    quota.release('a');
    expect(quota.take('c')).toBeNull();
  });

  it('reads its limits from the environment, keeping the defaults for nonsense', () => {
    expect(streamLimitsFrom({})).toEqual({ perNode: 20_000, perClient: 200 });
    expect(streamLimitsFrom({ LIVE_STREAMS_PER_NODE: '50', LIVE_STREAMS_PER_CLIENT: '5' })).toEqual({ perNode: 50, perClient: 5 });
    expect(streamLimitsFrom({ LIVE_STREAMS_PER_NODE: '0', LIVE_STREAMS_PER_CLIENT: 'many' })).toEqual({ perNode: 20_000, perClient: 200 });
  });
});
