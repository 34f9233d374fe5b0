/**
 * Someone signs up first with another person's address. The owner's mailbox receives the links,
 * but verifying needs the password chosen at sign-up, so the owner cannot hand the squatter a
 * working account by clicking; the owner takes the address over with a reset instead.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { latestMailToken, TestBrowser, useTemporaryOutbox } from './helpers/accounts.js';
import { listOutbox } from '../../src/server/services/mail/outbox.js';

let test: TestApp;
let outbox: string;
beforeEach(async () => {
  outbox = useTemporaryOutbox();
  delete process.env.RATE_LIMIT_MULTIPLIER;
  test = await createTestApp();
});
afterEach(async () => test.close());

const OWNER_EMAIL = 'owner@example.com';
const SQUATTER_PASSWORD = 'squatter password 1';
const OWNER_PASSWORD = 'owner password 1';

async function squat(): Promise<TestBrowser> {
  const squatter = new TestBrowser(test.app, '203.0.113.7');
  const signUp = await squatter.request('POST', '/api/sign-up', {
    customer: { email: OWNER_EMAIL, firstName: 'Mallory', lastName: 'Squatter', password: SQUATTER_PASSWORD, confirmPassword: SQUATTER_PASSWORD },
  });
  expect(signUp.statusCode).toBe(201);
  return squatter;
}
const login = (browser: TestBrowser, password: string) => browser.request('POST', '/api/auth/authenticate', { email: OWNER_EMAIL, password });
/** Every verification link mailed to the owner so far. */
const verifyTokens = async () =>
  (await listOutbox(outbox)).filter((mail) => mail.to === OWNER_EMAIL).flatMap((mail) => /\/user\/verify-email\/([\w-]+)/.exec(mail.html)?.[1] ?? []);
const verifiedAt = async () => (await test.app.db.selectFrom('customers').select('email_verified_at').where('email', '=', OWNER_EMAIL).executeTakeFirstOrThrow()).email_verified_at;

describe('sign-up with someone else\'s address', () => {
  it('the owner clicking the first mail does not verify the squatter\'s account', async () => {
    const squatter = await squat();
    const owner = new TestBrowser(test.app, '198.51.100.8');
    const token = await latestMailToken(outbox, OWNER_EMAIL, 'verify-email');
    const bare = await owner.request('POST', `/api/auth/action-token/execute/${token}`, {});
    expect([bare.statusCode, bare.json().error.details.fields]).toEqual([400, { password: 'PASSWORD_REQUIRED' }]);
    const guessed = await owner.request('POST', `/api/auth/action-token/execute/${token}`, { password: OWNER_PASSWORD });
    expect([guessed.statusCode, guessed.json().error.code]).toEqual([400, 'VERIFICATION_PASSWORD_INVALID']);
    expect(await verifiedAt()).toBeNull();
    expect((await owner.request('GET', '/api/customer')).json().customer).toBeNull();
    expect((await login(squatter, SQUATTER_PASSWORD)).json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('the owner asking for the verification mail again gets a link that does not verify it either', async () => {
    const squatter = await squat();
    const owner = new TestBrowser(test.app, '198.51.100.8');
    // The sign-up's own mail first, read before asking again: read after, it could already be the resent one.
    const first = await latestMailToken(outbox, OWNER_EMAIL, 'verify-email');
    expect((await owner.request('POST', '/api/auth/action-token', { email: OWNER_EMAIL, kind: 'verify_email' })).statusCode).toBe(202);
    // The test clock stands still, so both mails carry the same send time and "latest" is not
    // defined between them: the resent link is the one that is not the first.
    const other = async () => (await verifyTokens()).find((token) => token !== first) ?? null;
    await expect.poll(other, { timeout: 10_000 }).not.toBeNull();
    const resent = (await other())!;
    const res = await owner.request('POST', `/api/auth/action-token/execute/${resent}`, { password: OWNER_PASSWORD });
    expect(res.json().error.code).toBe('VERIFICATION_PASSWORD_INVALID');
    expect(await verifiedAt()).toBeNull();
    expect((await login(squatter, SQUATTER_PASSWORD)).statusCode).toBe(403);
  });

  it('the owner takes the address over with a reset: the squatter\'s password no longer works', async () => {
    const squatter = await squat();
    const owner = new TestBrowser(test.app, '198.51.100.8');
    expect((await owner.request('POST', '/api/auth/reset-password', { email: OWNER_EMAIL })).statusCode).toBe(202);
    await expect.poll(async () => latestMailToken(outbox, OWNER_EMAIL, 'reset-password').catch(() => null), { timeout: 10_000 }).not.toBeNull();
    const reset = await latestMailToken(outbox, OWNER_EMAIL, 'reset-password');
    const done = await owner.request('POST', `/api/auth/action-token/execute/${reset}`, { password: OWNER_PASSWORD, confirmPassword: OWNER_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(await verifiedAt()).not.toBeNull();
    expect((await login(squatter, SQUATTER_PASSWORD)).json().error.code).toBe('INVALID_CREDENTIALS');
    // The squatter's own verification link, had it reached them, is no key either.
    const verify = await latestMailToken(outbox, OWNER_EMAIL, 'verify-email');
    expect((await squatter.request('POST', `/api/auth/action-token/execute/${verify}`, { password: SQUATTER_PASSWORD })).json().error.code).toBe('VERIFICATION_PASSWORD_INVALID');
    expect((await login(owner, OWNER_PASSWORD)).statusCode).toBe(200);
  });

  it('a fan who signed up verifies with their password and is signed in', async () => {
    const fan = new TestBrowser(test.app, '198.51.100.9');
    await fan.request('POST', '/api/sign-up', { customer: { email: OWNER_EMAIL, firstName: 'Ada', lastName: 'Lovelace', password: OWNER_PASSWORD, confirmPassword: OWNER_PASSWORD } });
    const token = await latestMailToken(outbox, OWNER_EMAIL, 'verify-email');
    const res = await fan.request('POST', `/api/auth/action-token/execute/${token}`, { password: OWNER_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await fan.request('GET', '/api/customer')).json().customer).toMatchObject({ email: OWNER_EMAIL, emailVerified: true });
    // Spent: the link works once.
    expect((await fan.request('POST', `/api/auth/action-token/execute/${token}`, { password: OWNER_PASSWORD })).statusCode).toBe(404);
  });
});
