import { sql } from 'kysely';
import type { Db, Dialect } from '../db/database.js';

/**
 * Runs `work` unless another app node runs the job of that name right now; answers whether it ran.
 * On PostgreSQL a transaction-level advisory lock names the job: taken without waiting, held while
 * the work runs, released when its transaction ends, even if the node dies. SQLite serves one
 * process, whose jobs are already single-flight.
 */
export async function runExclusively(db: Db, dialect: Dialect, name: string, work: () => Promise<void>): Promise<boolean> {
  if (dialect !== 'postgres') {
    await work();
    return true;
  }
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext(${`job:${name}`})) as locked`.execute(trx);
    if (!rows[0]?.locked) return false;
    await work();
    return true;
  });
}
