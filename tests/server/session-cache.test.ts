/**
 * Sessions remembered in memory on PostgreSQL: a signed-in request reads no session row, and a
 * sign-out or a customer's change anywhere (this node, another node, a direct database write) is
 * seen at once on the node that made it and within a second on the others.
 */
import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { SessionCache } from '../../src/server/http/session-cache.js';
import { createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const customer = Object.freeze({ id: 7, email: 'fan@example.com', firstName: 'Ana', isEarlyBird: false });

describe('SessionCache', () => {
  it('remembers nothing until its node listens for changes, and forgets all when it stops', () => {
    const cache = new SessionCache(30_000);
    cache.remember('s1', customer, 10_000_000, 0, cache.generation);
    expect(cache.lookup('s1', 1)).toBeUndefined();
    cache.setListening(true);
    cache.remember('s1', customer, 10_000_000, 0, cache.generation);
    expect(cache.lookup('s1', 1)).toBe(customer);
    cache.setListening(false);
    expect(cache.lookup('s1', 1)).toBeUndefined();
  });

  it('ignores a lookup that started before a change, and forgets everything on a change', () => {
    const cache = new SessionCache(30_000);
    cache.setListening(true);
    const before = cache.generation;
    cache.remember('s1', customer, 10_000_000, 0, before);
    cache.forgetAll();
    expect(cache.lookup('s1', 1)).toBeUndefined();
    cache.remember('s2', customer, 10_000_000, 0, before);
    expect(cache.lookup('s2', 1)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('uses an entry no longer than its own limit or its session', () => {
    const cache = new SessionCache(30_000);
    cache.setListening(true);
    cache.remember('long', customer, 10_000_000, 0, cache.generation);
    cache.remember('short', customer, 5_000, 0, cache.generation);
    expect(cache.lookup('long', 29_999)).toBe(customer);
    expect(cache.lookup('long', 30_000)).toBeUndefined();
    expect(cache.lookup('short', 4_999)).toBe(customer);
    expect(cache.lookup('short', 5_000)).toBeUndefined();
  });
});

let nodes: TestApp[] = [];
afterEach(async () => {
  for (const node of nodes.reverse()) await node.close();
  nodes = [];
});

const userInfo = (node: TestApp, headers: Record<string, string>) =>
  node.app.inject({ method: 'GET', url: '/api/auth/user-info', headers });

/** Polls `check` until it holds or a second has passed; returns the time it took. */
async function within1s(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 1_000) throw new Error('not seen within a second');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

/** Two app nodes on one PostgreSQL with a signed-in customer, remembered by both. */
async function twoNodesSignedIn() {
  const a = await createTestApp();
  nodes.push(a);
  const b = await createTestApp({ databaseUrl: a.databaseUrl });
  nodes.push(b);
  const id = await insertCustomer(a.app, { email: 'fan@example.com', firstName: 'Ana' });
  const headers = await signInHeaders(a.app, id);
  // A node remembers sessions once its LISTEN connection is up.
  for (const node of [a, b]) {
    await within1s(async () => (await userInfo(node, headers)).statusCode === 200 && node.app.sessionCache?.size === 1);
  }
  return { a, b, id, headers };
}

describe.skipIf(onPostgres)('sessions on SQLite', () => {
  it('are read from the database on every request (no cache)', async () => {
    const node = await createTestApp();
    nodes.push(node);
    expect(node.app.sessionCache).toBeNull();
    const headers = await signInHeaders(node.app, await insertCustomer(node.app, { email: 'fan@example.com' }));
    expect((await userInfo(node, headers)).statusCode).toBe(200);
    await node.app.db.deleteFrom('sessions').execute();
    expect((await userInfo(node, headers)).statusCode).toBe(401);
  });
});

describe.skipIf(!onPostgres)('sessions remembered across app nodes (PostgreSQL)', () => {
  it('a sign-out is final at once on its node and within a second on the other', async () => {
    const { a, b, headers } = await twoNodesSignedIn();
    expect((await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(204);
    expect((await userInfo(a, headers)).statusCode).toBe(401);
    await within1s(async () => (await userInfo(b, headers)).statusCode === 401);
  });

  it('keeps what it remembers when other fans sign up and sign in (an on-sale\'s login rush)', async () => {
    const { a, b, headers } = await twoNodesSignedIn();
    const newcomer = await insertCustomer(b.app, { email: 'newcomer@example.com' });
    await signInHeaders(b.app, newcomer);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const node of [a, b]) expect(node.app.sessionCache?.size).toBe(1);
    expect((await userInfo(a, headers)).statusCode).toBe(200);
  });

  it('a change of name made on one node shows on the other within a second', async () => {
    const { a, b, id, headers } = await twoNodesSignedIn();
    await a.app.db.updateTable('customers').set({ first_name: 'Beatriz' }).where('id', '=', id).execute();
    expect((await userInfo(a, headers)).json()).toMatchObject({ firstName: 'Beatriz' });
    await within1s(async () => (await userInfo(b, headers)).json().firstName === 'Beatriz');
  });

  it('a session deleted by another process (the admin CLI, a console) ends on every node', async () => {
    const { a, b, headers } = await twoNodesSignedIn();
    const outside = new pg.Client({ connectionString: a.databaseUrl });
    await outside.connect();
    try {
      await outside.query('delete from sessions');
    } finally {
      await outside.end();
    }
    for (const node of [a, b]) await within1s(async () => (await userInfo(node, headers)).statusCode === 401);
  });
});
