import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findClientDir, listenHost, prepareDatabase, resolveSecret, testPaymentsOptIn } from '../../src/server/main.js';
import { migrateToLatest, openDatabase } from '../../src/server/db/database.js';
import { build } from '../../src/server/app.js';
import { defaultSiteConfig } from '../../src/server/config/default-config.js';
import type { EventSummary } from '../../src/domain/catalog.js';

const dir = mkdtempSync(join(tmpdir(), 'shop-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = async (db: Awaited<ReturnType<typeof prepareDatabase>>['database']['db'], table: 'events' | 'arenas') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('prepareDatabase', () => {
  it('leaves a database with data alone, starts over with reset, seeds an empty one once', { timeout: 120_000 }, async () => {
    const url = join(dir, 'nested', 'shop.sqlite');
    const existing = openDatabase(url);
    await migrateToLatest(existing);
    await existing.db.insertInto('sale_channels').values({ name: 'marker' }).execute();
    await existing.close();

    const untouched = await prepareDatabase({ url });
    expect(untouched.seeded).toBe(false);
    expect(await count(untouched.database.db, 'events')).toBe(0);
    await untouched.database.close();

    const reset = await prepareDatabase({ url, reset: true, now: new Date('2026-11-22T12:00:00.000Z') });
    expect(reset.seeded).toBe(true);
    const channels = await reset.database.db.selectFrom('sale_channels').select('name').execute();
    expect(channels.map((channel) => channel.name)).not.toContain('marker');
    const events = await count(reset.database.db, 'events');
    expect(events).toBeGreaterThanOrEqual(6);
    expect(await count(reset.database.db, 'arenas')).toBe(1);
    // The first start gives a working shop: the demo events cover every sale state.
    const app = await build({ database: reset.database, config: defaultSiteConfig(), now: () => new Date('2026-11-22T12:00:00.000Z') });
    const listed = (await app.inject({ method: 'GET', url: '/api/events?includePast=1' })).json() as { events: EventSummary[] };
    expect(new Set(listed.events.map((event) => event.saleState))).toEqual(
      new Set(['past', 'on_sale', 'sold_out', 'not_open', 'early_bird']),
    );
    expect(listed.events.find((event) => event.saleState === 'sold_out')?.availableSeats).toBe(0);
    expect(listed.events.find((event) => event.saleState === 'on_sale')?.minimumPrice).toBeGreaterThan(0);
    await app.close();
    await reset.database.db.updateTable('events').set({ name: 'Renamed' }).where('id', '=', 1).execute();
    await reset.database.close();

    const restart = await prepareDatabase({ url });
    expect(restart.seeded).toBe(false);
    expect(await count(restart.database.db, 'events')).toBe(events);
    const first = await restart.database.db.selectFrom('events').select('name').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(first.name).toBe('Renamed');
    await restart.database.close();
  });
});

describe('production safety', () => {
  it('refuses to start in production with the test payment provider unless explicitly allowed', () => {
    expect(() => testPaymentsOptIn({ env: {}, production: true })).toThrow(/test payment provider/);
    expect(() => testPaymentsOptIn({ env: { ALLOW_TEST_PAYMENTS: 'true' }, production: true })).toThrow(/ALLOW_TEST_PAYMENTS=1/);
    expect(testPaymentsOptIn({ env: { ALLOW_TEST_PAYMENTS: '1' }, production: true })).toBe(true);
    expect(testPaymentsOptIn({ env: {}, production: false })).toBe(false);
    // With Stripe configured production starts on the real provider; half a configuration does not start.
    expect(testPaymentsOptIn({ env: { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }, production: true })).toBe(false);
    expect(() => testPaymentsOptIn({ env: { STRIPE_SECRET_KEY: 'sk_live_x' }, production: true })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('listens on loopback unless HOST says otherwise', () => {
    expect(listenHost({})).toBe('localhost');
    expect(listenHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });
});

describe('resolveSecret', () => {
  const long = 'x'.repeat(40);

  it('takes SESSION_SECRET, then SHOP_SECRET', () => {
    expect(resolveSecret({ env: { SESSION_SECRET: long }, production: true })).toBe(long);
    expect(resolveSecret({ env: { SHOP_SECRET: `${long}y` }, production: true })).toBe(`${long}y`);
  });

  it('requires a secret in production and refuses a short one', () => {
    expect(() => resolveSecret({ env: {}, production: true })).toThrow(/SESSION_SECRET/);
    expect(() => resolveSecret({ env: { SESSION_SECRET: 'short' }, production: false })).toThrow(/at least 32/);
  });

  it('generates a development secret once and keeps it', () => {
    const secretFile = join(dir, 'data', 'secret');
    const first = resolveSecret({ env: {}, production: false, secretFile });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(secretFile, 'utf8').trim()).toBe(first);
    expect(resolveSecret({ env: {}, production: false, secretFile })).toBe(first);
  });
});

describe('findClientDir', () => {
  it('finds dist/client only when it holds an index.html', () => {
    expect(findClientDir(dir)).toBeNull();
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });
});
