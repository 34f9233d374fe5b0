/**
 * Sessions remembered in memory on PostgreSQL, so that a signed-in request does not pay a round
 * trip for its session: on an on-sale day every hold is one. What a node remembers is forgotten
 * whenever a session or a customer may have changed anywhere:
 * - on this node at once, as the write is made (a TableWriteWatch on updates and deletes of
 *   `sessions` and `customers`), so a sign-out is final for the very next request;
 * - from other nodes and the admin CLI when their write commits (migration 021 notifies
 *   `session_change`, every node listens);
 * - and while this node's LISTEN connection is down it remembers nothing, since it would not hear.
 * A lookup that started before a change may end after it: it is not remembered (the generation).
 * Entries also lapse after `ttlMs` and never outlive their session. SQLite (one process, no round
 * trip) reads the session every time.
 */
import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../db/database.js';
import { TableWriteWatch } from '../db/table-write-watch.js';
import { SESSION_CHANGE_CHANNEL } from '../db/migrations/021-session-change-notify.js';
import type { SessionCustomer } from './session.js';

interface Entry {
  customer: SessionCustomer;
  /** Epoch ms after which the entry is not used: the session's expiry or the cache's own limit. */
  usableUntil: number;
}

export class SessionCache {
  private readonly entries: LRUCache<string, Entry>;
  private generationCount = 0;
  private listening = false;

  constructor(private readonly ttlMs = 30_000, max = 50_000) {
    this.entries = new LRUCache({ max });
  }

  /** Taken before a lookup and handed to `remember`, which ignores the lookup if anything changed since. */
  get generation(): number {
    return this.generationCount;
  }

  /** The customer of a remembered session (by its stored id), or undefined when it must be read. */
  lookup(sessionId: string, nowMs: number): SessionCustomer | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.usableUntil <= nowMs) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.customer;
  }

  remember(sessionId: string, customer: SessionCustomer, sessionExpiresMs: number, nowMs: number, generation: number): void {
    if (!this.listening || generation !== this.generationCount) return;
    this.entries.set(sessionId, { customer, usableUntil: Math.min(sessionExpiresMs, nowMs + this.ttlMs) });
  }

  /** Some session or customer may have changed: nothing remembered is trusted any more. */
  forgetAll(): void {
    this.generationCount += 1;
    this.entries.clear();
  }

  /** Whether changes made elsewhere reach this node; entries are only kept while they do. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.forgetAll();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The session cache of a node on PostgreSQL (null on SQLite), listening for other nodes' changes,
 * and the plugin that makes this node's own writes forget it at once.
 */
export function openSessionCache(
  database: DatabaseHandle,
  onError: (error: unknown) => void,
): { cache: SessionCache; watch: TableWriteWatch; stop: () => Promise<void> } | null {
  if (!database.listen) return null;
  const cache = new SessionCache();
  const stop = database.listen(SESSION_CHANGE_CHANNEL, () => cache.forgetAll(), onError, (listening) => cache.setListening(listening));
  // A new session or customer is in no one's cache: sign-ins and sign-ups (an on-sale's login rush) forget nothing.
  return { cache, watch: new TableWriteWatch(['sessions', 'customers'], () => cache.forgetAll(), ['update', 'delete']), stop };
}
