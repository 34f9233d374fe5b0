/**
 * node-postgres sends every query unnamed, so PostgreSQL parses and plans it afresh on each call.
 * Measured with pg_stat_statements on the seat-hold bench, planning was 64% of the server's time
 * (the order view's join alone 2.1 ms to plan, 0.2 ms to run). Naming a statement by its SQL text
 * lets each connection parse it once and PostgreSQL reuse its plan (a generic plan after five
 * executions when that is no worse).
 *
 * Only data statements are named (DDL is never prepared). The set of names is bounded per process
 * because IN lists of different lengths make different texts: past `max`, new texts run unnamed.
 * Set DATABASE_PREPARED_STATEMENTS=off behind a pooler that cannot carry prepared statements
 * (PgBouncer in transaction mode before 1.21).
 */
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

export function withNamedStatements(pool: pg.Pool, max = 400): PostgresPool {
  const names = new Map<string, string>();
  // Never reused: a connection keeps every name it prepared, and pg refuses a name for another text.
  let next = 0;
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= max || !DATA_STATEMENT.test(text)) return known;
    const name = `shop_${(next++).toString(36)}`;
    names.set(text, name);
    return name;
  };
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      // Kysely passes a SQL text with its parameters, or a cursor (left as it is).
      const query = (text: unknown, parameters: readonly unknown[] = []) => {
        if (typeof text !== 'string') return client.query(text as pg.Submittable);
        const name = nameOf(text);
        const values = [...parameters];
        if (name === undefined) return client.query(text, values);
        return client.query({ name, text, values }).catch((error: unknown) => {
          // Another node's migration changed a table a prepared statement reads: that request
          // fails once; every text is prepared afresh under new names from then on.
          if (isStaleResultType(error)) names.clear();
          throw error;
        });
      };
      return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
    },
    end: () => pool.end(),
  };
}

function isStaleResultType(error: unknown): boolean {
  return error instanceof Error && /cached plan must not change result type/.test(error.message);
}
