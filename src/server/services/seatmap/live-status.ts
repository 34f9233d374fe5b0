import { randomBytes } from 'node:crypto';
import type { ChangeBatch } from '../../../seatmap/model/status-changes.js';
import { StatusLog } from '../../../seatmap/model/status-changes.js';
import type { EventSeatStatus } from './seat-status-service.js';

/** What a subscriber hears: a batch of changed seats, or "reset" when its log was replaced. */
export type StatusMessage = { kind: 'changes'; batch: ChangeBatch } | { kind: 'reset'; version: string };
export type StatusListener = (message: StatusMessage) => void;

export interface LiveEvent {
  readonly eventId: number;
  readonly arenaId: number;
  readonly geometryVersion: string;
  readonly log: StatusLog;
  /** Encoded snapshot bodies of the current version, by encoding (filled by the route). */
  readonly bodies: Map<string, Buffer>;
}

interface Entry extends LiveEvent {
  log: StatusLog;
  geometryVersion: string;
  listeners: Set<StatusListener>;
  dirty: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  refreshing: Promise<void> | null;
  lastRefreshStart: number;
  lastRefreshMs: number;
  lastUsed: number;
  /** When a counted hold lapses with no write (ms since epoch; Infinity: none). */
  nextRelease: number;
  /** Requests waiting for the next re-read to finish (read-your-writes after a change). */
  waiters: (() => void)[];
}

export interface LiveStatusOptions {
  /** Reads an event's full status from the database (null: no such event). */
  load: (eventId: number) => Promise<EventSeatStatus | null>;
  /** The server clock (tests move it): a hold past its expiry makes the event stale. */
  now?: () => Date;
  /** Wait after a write before re-reading, so the write's transaction has committed. */
  settleMs?: number;
  /** Least time between two reads of one event; grows to 3x the last read's duration under load, and with the listeners. */
  minGapMs?: number;
  /** Every event held in memory is re-read this often anyway: a write by another process (the admin CLI). */
  reconcileMs?: number;
  /** An event nobody asked for or listens to this long leaves memory. */
  idleMs?: number;
  onError?: (error: unknown) => void;
}

const newEpoch = (): string => randomBytes(6).toString('hex');
const FANOUT_MS_PER_LISTENER = 0.05;
const MAX_FANOUT_GAP_MS = 600;

/**
 * The live seat status of the events fans are looking at, kept in memory: a snapshot answers with
 * no database work while nothing changed, and every write to the inventory (see
 * TableWriteWatch, and other nodes' notifications) schedules one re-read per event whose
 * differences become a change batch pushed to listeners. Re-reads are coalesced: during an on-sale
 * rush an event is read at most every `minGapMs` (or 3x the read's own duration), however many
 * holds arrive.
 */
export class LiveSeatStatus {
  private readonly entries = new Map<number, Entry>();
  private readonly loading = new Map<number, Promise<Entry | null>>();
  private readonly tickTimer: ReturnType<typeof setInterval>;
  private readonly reconcileMs: number;
  private readonly settleMs: number;
  private readonly minGapMs: number;
  private readonly idleMs: number;
  private closed = false;

  constructor(private readonly options: LiveStatusOptions) {
    this.settleMs = options.settleMs ?? 40;
    this.minGapMs = options.minGapMs ?? 150;
    this.idleMs = options.idleMs ?? 120_000;
    this.reconcileMs = options.reconcileMs ?? 30_000;
    this.tickTimer = setInterval(() => this.tick(), 1_000);
    this.tickTimer.unref();
  }

  /**
   * The event's live status, loaded on first use; null when the event does not exist. After a
   * write (or when a hold lapsed) it waits for the coalesced re-read, so an answer never predates
   * a change already made; while nothing changes it answers at once.
   */
  async open(eventId: number): Promise<LiveEvent | null> {
    const known = this.entries.get(eventId);
    if (known) {
      known.lastUsed = Date.now();
      if (this.now() >= known.nextRelease) this.markStale(known);
      if (known.dirty) await new Promise<void>((resolve) => known.waiters.push(resolve));
      else if (known.refreshing) await known.refreshing;
      return this.entries.get(eventId) ?? null;
    }
    let pending = this.loading.get(eventId);
    if (!pending) {
      pending = this.loadEntry(eventId).finally(() => this.loading.delete(eventId));
      this.loading.set(eventId, pending);
    }
    return pending;
  }

  /** Listens to an event's changes until the returned function is called. */
  subscribe(event: LiveEvent, listener: StatusListener): () => void {
    const entry = this.entries.get(event.eventId);
    if (!entry) return () => undefined;
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
      entry.lastUsed = Date.now();
    };
  }

  listenerCount(eventId: number): number {
    return this.entries.get(eventId)?.listeners.size ?? 0;
  }

  /** Some seat status may have changed (a write here or on another node): re-read every event held. */
  markChanged(): void {
    for (const entry of this.entries.values()) this.markStale(entry);
  }

  private markStale(entry: Entry): void {
    entry.dirty = true;
    this.schedule(entry);
  }

  private now(): number {
    return (this.options.now?.() ?? new Date()).getTime();
  }

  /** Re-reads every changed event now and waits for it (tests, and a clean shutdown). */
  async flush(): Promise<void> {
    await Promise.all([...this.entries.values()].map((entry) => entry.refreshing));
    for (const entry of this.entries.values()) {
      if (entry.timer) clearTimeout(entry.timer);
      entry.timer = null;
      if (entry.dirty) await this.refresh(entry);
    }
  }

  close(): void {
    this.closed = true;
    clearInterval(this.tickTimer);
    for (const entry of this.entries.values()) {
      if (entry.timer) clearTimeout(entry.timer);
      entry.listeners.clear();
      for (const resolve of entry.waiters.splice(0)) resolve();
    }
    this.entries.clear();
  }

  private async loadEntry(eventId: number): Promise<Entry | null> {
    const fresh = await this.options.load(eventId);
    if (!fresh || this.closed) return null;
    const entry: Entry = {
      eventId,
      arenaId: fresh.arenaId,
      geometryVersion: fresh.geometryVersion,
      log: new StatusLog(fresh.status, newEpoch()),
      bodies: new Map(),
      listeners: new Set(),
      dirty: false,
      timer: null,
      refreshing: null,
      lastRefreshStart: 0,
      lastRefreshMs: 0,
      lastUsed: Date.now(),
      nextRelease: fresh.nextRelease?.getTime() ?? Infinity,
      waiters: [],
    };
    this.entries.set(eventId, entry);
    return entry;
  }

  private schedule(entry: Entry): void {
    if (entry.timer || entry.refreshing || this.closed) return;
    // Each batch is one socket write per open map (measured ~30 µs of server CPU per write at 10,000
    // maps): the more maps listen, the fewer, larger batches, within the 1 s a fan may wait.
    const gap = Math.max(this.minGapMs, 3 * entry.lastRefreshMs, Math.min(MAX_FANOUT_GAP_MS, entry.listeners.size * FANOUT_MS_PER_LISTENER));
    const delay = Math.max(this.settleMs, entry.lastRefreshStart + gap - Date.now());
    entry.timer = setTimeout(() => {
      entry.timer = null;
      void this.refresh(entry);
    }, delay);
    entry.timer.unref();
  }

  private refresh(entry: Entry): Promise<void> {
    entry.refreshing ??= this.reread(entry).finally(() => {
      entry.refreshing = null;
      if (entry.dirty) this.schedule(entry);
    });
    return entry.refreshing;
  }

  private async reread(entry: Entry): Promise<void> {
    const served = entry.waiters.splice(0);
    try {
      await this.rereadNow(entry);
    } finally {
      for (const resolve of served) resolve();
    }
  }

  private async rereadNow(entry: Entry): Promise<void> {
    entry.dirty = false;
    entry.lastRefreshStart = Date.now();
    let fresh: EventSeatStatus | null;
    try {
      fresh = await this.options.load(entry.eventId);
    } catch (error) {
      entry.dirty = true;
      this.options.onError?.(error);
      return;
    } finally {
      entry.lastRefreshMs = Date.now() - entry.lastRefreshStart;
    }
    if (this.closed || this.entries.get(entry.eventId) !== entry) return;
    entry.nextRelease = fresh?.nextRelease?.getTime() ?? Infinity;
    if (!fresh) {
      this.entries.delete(entry.eventId);
      return this.tell(entry, { kind: 'reset', version: entry.log.version });
    }
    if (fresh.geometryVersion !== entry.geometryVersion || fresh.status.length !== entry.log.status.length) {
      // Another venue layout: versions of the old log mean nothing any more.
      entry.geometryVersion = fresh.geometryVersion;
      entry.log = new StatusLog(fresh.status, newEpoch());
      entry.bodies.clear();
      return this.tell(entry, { kind: 'reset', version: entry.log.version });
    }
    const batch = entry.log.update(fresh.status);
    if (!batch) return;
    entry.bodies.clear();
    this.tell(entry, { kind: 'changes', batch });
  }

  private tell(entry: Entry, message: StatusMessage): void {
    for (const listener of entry.listeners) {
      try {
        listener(message);
      } catch (error) {
        this.options.onError?.(error);
      }
    }
  }

  /** Each second: forget idle events, re-read those whose first hold lapsed or that were read long ago. */
  private tick(): void {
    const now = Date.now();
    for (const entry of this.entries.values()) {
      if (entry.listeners.size === 0 && now - entry.lastUsed > this.idleMs) {
        if (entry.timer) clearTimeout(entry.timer);
        this.entries.delete(entry.eventId);
      } else if (this.now() >= entry.nextRelease || now - entry.lastRefreshStart > this.reconcileMs) {
        this.markStale(entry);
      }
    }
  }
}
