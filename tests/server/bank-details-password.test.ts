/**
 * A session alone cannot redirect resale payouts: every route that writes the IBAN or the BIC
 * asks for the current password when they change, and wrong passwords count as password guesses.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CUSTOMER_PASSWORD, resaleWorld, VALID_BANK } from './helpers/resale-fixture.js';
import type { ResaleClient, ResaleWorld } from './helpers/resale-fixture.js';
import { insertCustomer, signInHeaders } from './helpers/test-app.js';
import { ACCOUNT_LIMITS } from '../../src/server/http/rate-limits.js';

let w: ResaleWorld;
beforeEach(async () => {
  delete process.env.RATE_LIMIT_MULTIPLIER;
  w = await resaleWorld();
});
afterEach(async () => {
  await w.close();
  delete process.env.RATE_LIMIT_MULTIPLIER;
});

const PROFILE = { firstName: 'Ada', lastName: 'Lovelace', gender: 'female', company: '' };
/** Another valid pair of the same country (a German IBAN and BIC). */
const OTHER_BANK = { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' };

const saveProfile = (headers: Record<string, string>, customerId: number, fields: Record<string, unknown>) =>
  w.t.app.inject({ method: 'PUT', url: `/api/customer/${customerId}`, headers, payload: { ...PROFILE, ...fields } });
const storedBank = async (customerId: number) =>
  w.t.app.db.selectFrom('customers').select(['iban', 'bic']).where('id', '=', customerId).executeTakeFirstOrThrow();
const errorOf = (res: { statusCode: number; json(): { error?: { code: string; details?: { fields?: unknown } } } }) =>
  [res.statusCode, res.json().error?.code, res.json().error?.details?.fields];
const STORED = { iban: 'FR7630006000011234567890189', bic: 'BNPAFRPP' };

async function sellerWithBank(): Promise<ResaleClient> {
  expect((await w.seller.saveBank(VALID_BANK)).statusCode).toBe(200);
  return w.seller;
}

describe('changing bank details asks for the password', () => {
  it('on the profile: refused without it or with a wrong one, saved with the right one', async () => {
    const seller = await sellerWithBank();
    const missing = await saveProfile(seller.headers, w.sellerId, OTHER_BANK);
    expect(errorOf(missing)).toEqual([403, 'PASSWORD_CONFIRMATION_REQUIRED', { currentPassword: 'PASSWORD_CONFIRMATION_REQUIRED' }]);
    const wrong = await saveProfile(seller.headers, w.sellerId, { ...OTHER_BANK, currentPassword: 'not the password' });
    expect(errorOf(wrong)).toEqual([400, 'CURRENT_PASSWORD_INVALID', { currentPassword: 'CURRENT_PASSWORD_INVALID' }]);
    const emptied = await saveProfile(seller.headers, w.sellerId, { iban: '', bic: '' });
    expect(errorOf(emptied)[1]).toBe('PASSWORD_CONFIRMATION_REQUIRED');
    expect(await storedBank(w.sellerId)).toEqual(STORED);

    const saved = await saveProfile(seller.headers, w.sellerId, { ...OTHER_BANK, currentPassword: CUSTOMER_PASSWORD });
    expect(saved.statusCode).toBe(200);
    expect(await storedBank(w.sellerId)).toEqual({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
  });

  it('on the profile: other fields save without it, the same details typed differently included', async () => {
    const seller = await sellerWithBank();
    const res = await saveProfile(seller.headers, w.sellerId, { firstName: 'Grace', iban: 'fr76 3000 6000 0112 3456 7890 189', bic: 'bnpafrpp' });
    expect(res.statusCode).toBe(200);
    expect(res.json().customer).toMatchObject({ firstName: 'Grace', ...STORED });
  });

  it('on the resale bank details: a first entry and a change need it, the same details again do not', async () => {
    const first = await w.seller.saveBank({ ...VALID_BANK, currentPassword: undefined });
    expect(errorOf(first)).toEqual([403, 'PASSWORD_CONFIRMATION_REQUIRED', { currentPassword: 'PASSWORD_CONFIRMATION_REQUIRED' }]);
    expect(await storedBank(w.sellerId)).toEqual({ iban: null, bic: null });
    await sellerWithBank();
    const wrong = await w.seller.saveBank({ ...OTHER_BANK, currentPassword: 'not the password' });
    expect(errorOf(wrong)[1]).toBe('CURRENT_PASSWORD_INVALID');
    expect(await storedBank(w.sellerId)).toEqual(STORED);
    expect((await w.seller.saveBank({ ...VALID_BANK, currentPassword: undefined })).statusCode).toBe(200);
  });

  it('refuses an account without a password as the password change does', async () => {
    const id = await insertCustomer(w.t.app, { email: 'provider@example.com' });
    const headers = await signInHeaders(w.t.app, id);
    const res = await saveProfile(headers, id, { ...OTHER_BANK, currentPassword: 'anything at all' });
    expect(errorOf(res)[1]).toBe('CURRENT_PASSWORD_INVALID');
    const change = await w.t.app.inject({
      method: 'PUT', url: `/api/customer/${id}/password`, headers,
      payload: { currentPassword: 'anything at all', password: 'new password 1', confirmPassword: 'new password 1' },
    });
    expect(change.json().error.code).toBe('CURRENT_PASSWORD_INVALID');
    expect(await storedBank(id)).toEqual({ iban: null, bic: null });
  });

  it('counts wrong passwords against the password change limit, on both routes', async () => {
    // Scaled to a quarter (five attempts): each attempt hashes a password, slow on a loaded machine.
    await w.close();
    process.env.RATE_LIMIT_MULTIPLIER = '0.25';
    w = await resaleWorld();
    const seller = await sellerWithBank();
    const max = Math.round(ACCOUNT_LIMITS.changePassword.perIp.max * 0.25);
    // The first entry of the details (with the right password) was attempt 1.
    for (let i = 2; i < max; i += 1) {
      const res = i % 2 === 0
        ? await saveProfile(seller.headers, w.sellerId, { ...OTHER_BANK, currentPassword: `guess ${i}` })
        : await seller.saveBank({ ...OTHER_BANK, currentPassword: `guess ${i}` });
      expect(res.statusCode).toBe(400);
    }
    // A save that sends no password is not a guess and is not counted.
    expect((await saveProfile(seller.headers, w.sellerId, { ...STORED, firstName: 'Grace' })).statusCode).toBe(200);
    const change = () => w.t.app.inject({
      method: 'PUT', url: `/api/customer/${w.sellerId}/password`, headers: seller.headers,
      payload: { currentPassword: 'guess', password: 'new password 1', confirmPassword: 'new password 1' },
    });
    expect((await change()).statusCode).toBe(400);
    expect(errorOf(await change())[1]).toBe('RATE_LIMITED');
    expect(errorOf(await seller.saveBank({ ...OTHER_BANK, currentPassword: CUSTOMER_PASSWORD }))[1]).toBe('RATE_LIMITED');
  });
});
