import { afterEach, describe, expect, it } from 'vitest';
import { LiveSeatStatus } from '../../../src/server/services/seatmap/live-status.js';
import type { StatusMessage } from '../../../src/server/services/seatmap/live-status.js';
import type { EventSeatStatus } from '../../../src/server/services/seatmap/seat-status-service.js';

/** A database stand-in: the status the next read returns, and how many reads were made. */
function fakeInventory(seats = 4) {
  const world = {
    status: new Uint8Array(seats),
    geometryVersion: 'g1',
    nextRelease: null as Date | null,
    reads: 0,
    load: async (eventId: number): Promise<EventSeatStatus | null> => {
      world.reads++;
      if (eventId !== 7) return null;
      return { eventId, arenaId: 1, geometryVersion: world.geometryVersion, status: world.status.slice(), nextRelease: world.nextRelease };
    },
  };
  return world;
}

let live: LiveSeatStatus | null = null;
afterEach(() => live?.close());

describe('LiveSeatStatus', () => {
  it('reads an event once while nothing changes, and null for an unknown event', async () => {
    const db = fakeInventory();
    live = new LiveSeatStatus({ load: db.load });
    const first = await live.open(7);
    await live.open(7);
    await live.open(7);
    expect(db.reads).toBe(1);
    expect(first?.log.status).toEqual(new Uint8Array(4));
    expect(await live.open(8)).toBeNull();
  });

  it('after a write, answers only once the status was re-read (never older than the change)', async () => {
    const db = fakeInventory();
    live = new LiveSeatStatus({ load: db.load });
    await live.open(7);
    db.status[2] = 1;
    live.markChanged();
    const event = await live.open(7);
    expect(event?.log.status[2]).toBe(1);
    expect(event?.log.changesSince(`${event.log.epoch}.0`)).toMatchObject({ kind: 'changes', changes: [2, 1] });
  });

  it('coalesces a burst of writes into few reads and tells listeners each batch once', async () => {
    const db = fakeInventory();
    live = new LiveSeatStatus({ load: db.load, settleMs: 5, minGapMs: 50 });
    const event = (await live.open(7))!;
    const heard: StatusMessage[] = [];
    live.subscribe(event, (message) => heard.push(message));
    for (let i = 0; i < 200; i++) {
      db.status[i % 4] = 1;
      live.markChanged();
    }
    await new Promise((resolve) => setTimeout(resolve, 120));
    await live.flush();
    expect(db.reads).toBeLessThanOrEqual(3);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ kind: 'changes', batch: { changes: [0, 1, 1, 1, 2, 1, 3, 1] } });
  });

  it('starts a new log (reset) when the venue layout changes', async () => {
    const db = fakeInventory();
    live = new LiveSeatStatus({ load: db.load });
    const event = (await live.open(7))!;
    const heard: StatusMessage[] = [];
    live.subscribe(event, (message) => heard.push(message));
    const oldVersion = event.log.version;
    db.geometryVersion = 'g2';
    db.status = new Uint8Array(6);
    live.markChanged();
    await live.flush();
    expect(heard).toEqual([{ kind: 'reset', version: event.log.version }]);
    expect(event.log.changesSince(oldVersion).kind).toBe('reset');
  });

  it('re-reads when the first hold lapses by time, with no write', async () => {
    const db = fakeInventory();
    const clock = { now: new Date('2026-11-25T10:00:00Z') };
    db.status[1] = 2;
    db.nextRelease = new Date('2026-11-25T10:10:00Z');
    live = new LiveSeatStatus({ load: db.load, now: () => clock.now });
    await live.open(7);
    db.status[1] = 0;
    db.nextRelease = null;
    expect((await live.open(7))?.log.status[1]).toBe(2);
    clock.now = new Date('2026-11-25T10:10:00Z');
    expect((await live.open(7))?.log.status[1]).toBe(0);
    expect(db.reads).toBe(2);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const db = fakeInventory();
    live = new LiveSeatStatus({ load: db.load });
    const event = (await live.open(7))!;
    const heard: StatusMessage[] = [];
    const stop = live.subscribe(event, (message) => heard.push(message));
    expect(live.listenerCount(7)).toBe(1);
    stop();
    expect(live.listenerCount(7)).toBe(0);
    db.status[0] = 1;
    live.markChanged();
    await live.flush();
    expect(heard).toEqual([]);
  });
});
