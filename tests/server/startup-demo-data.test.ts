/**
 * The demo shop (its accounts with the README's passwords, one an early bird, and its promo codes)
 * is seeded into an empty database in development only: a production start on an empty database
 * migrates it and leaves it empty unless ALLOW_DEMO_DATA=1 says it is a demo shop on purpose.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as main from '../../src/server/main.js';

const dir = mkdtempSync(join(tmpdir(), 'shop-demo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('demo data in production', () => {
  it('is seeded in development, and in production only by ALLOW_DEMO_DATA=1', () => {
    expect(main.demoDataOptIn({ env: {}, production: true })).toBe(false);
    expect(main.demoDataOptIn({ env: { ALLOW_DEMO_DATA: 'true' }, production: true })).toBe(false);
    expect(main.demoDataOptIn({ env: { ALLOW_DEMO_DATA: '1' }, production: true })).toBe(true);
    expect(main.demoDataOptIn({ env: {}, production: false })).toBe(true);
  });

  it('an empty database left unseeded has no account anyone could sign in to', async () => {
    const { database, seeded } = await main.prepareDatabase({ url: join(dir, 'shop.sqlite'), seedDemo: false });
    try {
      expect(seeded).toBe(false);
      const customers = await database.db.selectFrom('customers').select('email').execute();
      const codes = await database.db.selectFrom('promo_codes').select('name').execute();
      expect([customers, codes]).toEqual([[], []]);
    } finally {
      await database.close();
    }
  });
});
