import { MessageChannel } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';
import * as Comlink from 'comlink';
import type { Endpoint } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import type { DirectSaleOffer } from '../../../src/domain/offers.js';
import { encodeGeometry } from '../../../src/seatmap/model/geometry-codec.js';
import { SeatStatus } from '../../../src/seatmap/model/types.js';
import { createSeatMapApi } from '../../../src/seatmap/model/worker-api.js';
import { SeatMapWorkerClient } from '../../../src/seatmap/worker-client.js';
import { gridGeometry } from './fixture.js';

const geometry = gridGeometry([{ rows: 2, seatsPerRow: 4 }, { rows: 1, seatsPerRow: 3, category: () => 2 }]);
const payload = encodeGeometry(geometry);
const offer = (o: Partial<DirectSaleOffer>): DirectSaleOffer => ({
  blockId: 100, categoryId: 1, productId: 1, seatTypeId: null, isOpenSeating: false, availability: 5, capacity: 8, price: 3000, ...o,
});
const offers = { direct: [offer({}), offer({ blockId: 101, categoryId: 2, price: 2000, availability: 0 })], resale: [] };

const clients: SeatMapWorkerClient[] = [];
afterEach(() => clients.splice(0).forEach((c) => c.dispose()));

/** Node's MessagePort is an EventTarget with the browser's postMessage signature. */
const endpoint = (port: MessagePort) => port as unknown as Endpoint;

/** A real Comlink round trip over a MessageChannel: structured clone and transfer as in a browser worker. */
function channelClient(): SeatMapWorkerClient {
  const { port1, port2 } = new MessageChannel();
  Comlink.expose(createSeatMapApi(), endpoint(port1));
  const client = SeatMapWorkerClient.fromEndpoint(endpoint(port2), () => {
    port1.close();
    port2.close();
  });
  clients.push(client);
  return client;
}

describe.each([
  ['main-thread fallback', () => {
    const client = SeatMapWorkerClient.create();
    clients.push(client);
    return client;
  }],
  ['Comlink endpoint', channelClient],
])('SeatMapWorkerClient (%s)', (_name, make) => {
  it('loads geometry, takes a status array and computes block stats', async () => {
    const client = make();
    expect(await client.loadGeometry(payload)).toEqual({ seatCount: 11, version: 'v1' });
    const status = new Uint8Array(11).fill(SeatStatus.Available);
    status[0] = SeatStatus.Sold;
    status[8] = SeatStatus.Resale;
    await client.setStatus(status);
    // The caller keeps its own, still usable, arrays.
    expect(status.length).toBe(11);
    expect(payload.length).toBeGreaterThan(0);
    status[1] = SeatStatus.Sold; // later edits on the caller's copy do not leak into the worker
    const stats = await client.blockStats(offers);
    expect(stats.map((s) => [s.blockId, s.availability, s.freeSeats, s.resaleSeats, s.soldOut])).toEqual([
      [100, 5, 7, 0, false],
      [101, 0, 2, 1, true],
    ]);
  });

  it('sorts categories, chooses offers and finds best available', async () => {
    const client = make();
    await client.loadGeometry(payload);
    await client.setStatus(new Uint8Array(11));
    expect((await client.sortCategories(offers)).map((c) => c.categoryId)).toEqual([1, 2]);
    expect((await client.sortCategories(offers, 101)).map((c) => c.categoryId)).toEqual([2]);
    expect(await client.automaticChoice(2, offers)).toMatchObject({ seatId: 1002, productId: 1, price: 3000 });
    const best = await client.bestAvailable({ count: 3, categoryIds: [2], exclude: new Set([9]) });
    expect(best).toMatchObject({ adjacent: false, notice: true, categoryId: 2 });
    expect(best.seatIndexes).toEqual([8, 10]);
  });

  it('rejects a status array that does not match the geometry', async () => {
    const client = make();
    await expect(client.setStatus(new Uint8Array(3))).rejects.toThrow();
    await client.loadGeometry(payload);
    await expect(client.setStatus(new Uint8Array(3))).rejects.toThrow(/3 seats/);
  });
});

it('falls back to the main thread where Workers do not exist', () => {
  const client = SeatMapWorkerClient.create();
  clients.push(client);
  expect(client.mode).toBe('main-thread');
});
