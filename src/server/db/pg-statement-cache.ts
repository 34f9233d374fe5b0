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
      const send = (text: string, parameters: readonly unknown[]) => {
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
      const begin = deferredBegin(client, send);
      // Kysely passes a SQL text with its parameters, or a cursor (left as it is).
      const query = (text: unknown, parameters: readonly unknown[] = []) => {
        if (typeof text !== 'string') return client.query(text as pg.Submittable);
        return begin.query(text, parameters);
      };
      return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
    },
    end: () => pool.end(),
  };
}

type Send = (text: string, parameters: readonly unknown[]) => Promise<pg.QueryResult>;

const READ_STATEMENT = /^\s*select\b/i;
const NOTHING = { command: '', rowCount: null, rows: [] };

/**
 * A transaction's `begin` travels with its first statement: both leave in one socket write and
 * come back in one wait, where each was a round trip of its own (a write and a wake-up for both
 * processes, most of what a seat hold costs: README, "On-sale day"). The client must be in
 * pipeline mode, so that pg sends the second before the first is answered.
 *
 * Only a read rides along. Should `begin` fail, that read runs outside a transaction and its
 * answer is dropped for the error, before any write; a first statement that writes waits for
 * `begin` as before. A transaction that ends before any statement sends nothing at all.
 */
function deferredBegin(client: pg.PoolClient, send: Send): { query: Send } {
  let pending = false;
  const query: Send = async (text, parameters) => {
    const command = text.trim().toLowerCase();
    if (command === 'begin') {
      pending = true;
      return NOTHING as unknown as pg.QueryResult;
    }
    if (!pending) return send(text, parameters);
    pending = false;
    if (command === 'commit' || command === 'rollback') return NOTHING as unknown as pg.QueryResult;
    if (!READ_STATEMENT.test(text)) {
      await client.query('begin');
      return send(text, parameters);
    }
    const stream = (client as unknown as { connection?: { stream?: { cork?: () => void; uncork?: () => void } } }).connection?.stream;
    stream?.cork?.();
    let begun: Promise<unknown>;
    let answer: Promise<pg.QueryResult>;
    try {
      begun = client.query('begin');
      answer = send(text, parameters);
    } finally {
      stream?.uncork?.();
    }
    const [, result] = await Promise.all([begun, answer]);
    return result;
  };
  return { query };
}

function isStaleResultType(error: unknown): boolean {
  return error instanceof Error && /cached plan must not change result type/.test(error.message);
}
