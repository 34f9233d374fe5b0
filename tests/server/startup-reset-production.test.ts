/**
 * E2E_RESET=1 (the end-to-end runs' fresh database) deletes the SQLite file at every start: a
 * production start with it refuses before touching the database, so a leftover variable cannot
 * wipe a live shop's orders and accounts on the next restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { start, StartupError } from '../../src/server/main.js';
import { migrateToLatest, openDatabase } from '../../src/server/db/database.js';

const dir = mkdtempSync(join(tmpdir(), 'shop-reset-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const markers = async (url: string) => {
  const database = openDatabase(url);
  try {
    return (await database.db.selectFrom('sale_channels').select('name').execute()).map((row) => row.name);
  } finally {
    await database.close();
  }
};

describe('E2E_RESET in production', () => {
  it('refuses to start and leaves the database as it was', { timeout: 60_000 }, async () => {
    const url = join(dir, 'live.sqlite');
    const existing = openDatabase(url);
    await migrateToLatest(existing);
    await existing.db.insertInto('sale_channels').values({ name: 'live data' }).execute();
    await existing.close();

    const env = {
      NODE_ENV: 'production', E2E_RESET: '1', SQLITE_FILE: url, PORT: '3671',
      SESSION_SECRET: 'x'.repeat(40), ALLOW_TEST_PAYMENTS: '1', LOG_LEVEL: 'silent',
    };
    let started: FastifyInstance | null = null;
    const outcome = await start(env).then((app) => {
      started = app;
      return 'started';
    }, (error: unknown) => error);
    if (started) await (started as FastifyInstance).close();
    expect(outcome).toBeInstanceOf(StartupError);
    expect((outcome as Error).message).toMatch(/E2E_RESET/);
    expect(await markers(url)).toContain('live data');
  });
});
