import { sql } from 'kysely';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/database.js';

/** Windows are at most an hour (ACCOUNT_LIMITS): rows idle for a day are gone for good. */
const STALE_AFTER_MS = 24 * 60 * 60_000;
const PRUNE_EVERY = 1_000;

/**
 * A fixed-window counter store in PostgreSQL: one upsert per check counts the request and answers
 * the window's count atomically, whichever node the request reached. Driven by the server clock,
 * like the in-process store, so tests move time to lift a limit. A database error lets the request
 * through (the error is reported): the account routes need the database anyway.
 */
export function sharedRateLimitStore(db: Db, now: () => Date, onError: (error: unknown) => void) {
  let calls = 0;
  return class SharedStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const time = now().getTime();
      if (++calls % PRUNE_EVERY === 0) {
        void sql`delete from rate_limit_windows where window_start < ${time - STALE_AFTER_MS}`.execute(db).catch(onError);
      }
      sql<{ count: number; window_start: string | number }>`insert into rate_limit_windows (key, count, window_start) values (${key}, 1, ${time})
        on conflict (key) do update set
          count = case when rate_limit_windows.window_start + ${timeWindow} <= ${time} then 1 else rate_limit_windows.count + 1 end,
          window_start = case when rate_limit_windows.window_start + ${timeWindow} <= ${time} then ${time} else rate_limit_windows.window_start end
        returning count, window_start`
        .execute(db)
        .then(({ rows }) => {
          const row = rows[0]!;
          callback(null, { current: Number(row.count), ttl: Number(row.window_start) + timeWindow - time });
        })
        .catch((error: unknown) => {
          onError(error);
          callback(null, { current: 0, ttl: timeWindow });
        });
    }

    child(): FastifyRateLimitStore {
      return new SharedStore();
    }
  };
}
