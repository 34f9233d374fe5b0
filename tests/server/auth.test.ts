import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { latestMailToken, PASSWORD, signUpVerifiedAndLogin, TestBrowser, useTemporaryOutbox } from './helpers/accounts.js';
import { listOutbox } from '../../src/server/services/mail/outbox.js';

let test: TestApp;
let outbox: string;
let browser: TestBrowser;

beforeEach(async () => {
  outbox = useTemporaryOutbox();
  test = await createTestApp();
  browser = new TestBrowser(test.app);
});
afterEach(async () => test.close());

const signUpBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  customer: { email, firstName: 'ada', lastName: 'lovelace', password: PASSWORD, confirmPassword: PASSWORD, ...overrides },
  signUpRequiredFields: [],
  locale: 'fr',
});

describe('sign-up', () => {
  it('creates an unverified, normalised account and mails a verification link in the customer language', async () => {
    const response = await browser.request('POST', '/api/sign-up', signUpBody('  Ada@Example.COM '));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email: 'ada@example.com', verificationSent: true });
    const row = await test.app.db.selectFrom('customers').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', gender: 'unknown', locale: 'fr', email_verified_at: null });
    expect(row.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    const [mail] = await listOutbox(outbox);
    expect(mail?.to).toBe('ada@example.com');
    expect(mail?.subject).toContain('Confirmez votre adresse e-mail');
    expect(mail?.html).toContain('http://localhost:3000/user/verify-email/');
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('carries the sign-up page\'s return path on the verification link, and only a path of this shop', async () => {
    await browser.request('POST', '/api/sign-up', { ...signUpBody('ada@example.com'), redirectUrl: '/event/2' });
    await browser.request('POST', '/api/sign-up', { ...signUpBody('bob@example.com'), redirectUrl: 'https://evil.example/' });
    await browser.request('POST', '/api/sign-up', { ...signUpBody('cy@example.com'), redirectUrl: '//evil.example/' });
    const mails = await listOutbox(outbox);
    const linkTo = (email: string) => /href="([^"]+\/user\/verify-email\/[^"]+)"/.exec(mails.find((m) => m.to === email)?.html ?? '')?.[1];
    expect(linkTo('ada@example.com')).toMatch(/\/user\/verify-email\/[\w-]{43}\?redirectUrl=%2Fevent%2F2$/);
    expect(linkTo('bob@example.com')).toMatch(/\/user\/verify-email\/[\w-]{43}$/);
    expect(linkTo('cy@example.com')).toMatch(/\/user\/verify-email\/[\w-]{43}$/);
  });

  it('refuses an e-mail already used: verified, or with another password', async () => {
    await browser.request('POST', '/api/sign-up', signUpBody('ada@example.com'));
    const other = { password: 'another password 1', confirmPassword: 'another password 1' };
    const again = await browser.request('POST', '/api/sign-up', signUpBody('ADA@example.com', other));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('EMAIL_ALREADY_USED');
    await signUpVerifiedAndLogin(new TestBrowser(test.app, '10.0.0.7'), outbox, 'bob@example.com');
    const verified = await browser.request('POST', '/api/sign-up', signUpBody('bob@example.com'));
    expect(verified.statusCode).toBe(409);
    expect(verified.json().error.code).toBe('EMAIL_ALREADY_USED');
  });

  it('answers the same sign-up sent again (its answer lost) as the first, with one account and one mail', async () => {
    expect((await browser.request('POST', '/api/sign-up', signUpBody('ada@example.com'))).statusCode).toBe(201);
    const again = await browser.request('POST', '/api/sign-up', signUpBody(' Ada@example.com'));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ email: 'ada@example.com', verificationSent: true });
    expect(await test.app.db.selectFrom('customers').select('id').execute()).toHaveLength(1);
    expect((await listOutbox(outbox)).filter((m) => m.to === 'ada@example.com')).toHaveLength(1);
  });

  it('names every invalid field with its code', async () => {
    const response = await browser.request('POST', '/api/sign-up', signUpBody('not-an-email', { firstName: ' ', phoneNumber: 'abc', confirmPassword: 'different!' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: { email: 'EMAIL_INVALID', firstName: 'FIRST_NAME_REQUIRED', phoneNumber: 'PHONE_INVALID', confirmPassword: 'PASSWORDS_NOT_IDENTICAL' } },
    });
    expect(await test.app.db.selectFrom('customers').select('id').execute()).toHaveLength(0);
  });

  it('applies the required fields of the site config', async () => {
    await test.close();
    test = await createTestApp({ config: { requiredCustomerFields: ['email', 'first_name', 'last_name', 'phone_number'] } });
    browser = new TestBrowser(test.app);
    const response = await browser.request('POST', '/api/sign-up', signUpBody('ada@example.com'));
    expect(response.json().error.details.fields).toEqual({ phoneNumber: 'PHONE_REQUIRED' });
  });

  it('answers 400, not 500, to a malformed body', async () => {
    const response = await browser.request('POST', '/api/sign-up', { customer: { email: 42 } });
    expect(response.statusCode).toBe(400);
    expect((await browser.request('POST', '/api/sign-up', { customer: [] })).statusCode).toBe(400);
  });
});

describe('login and logout', () => {
  it('refuses an unverified account, then logs in once verified', async () => {
    await browser.request('POST', '/api/sign-up', signUpBody('ada@example.com'));
    const early = await browser.request('POST', '/api/auth/authenticate', { email: 'ada@example.com', password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const token = await latestMailToken(outbox, 'ada@example.com', 'verify-email');
    const verified = await browser.request('POST', `/api/auth/action-token/execute/${token}`, { password: PASSWORD });
    expect(verified.json()).toMatchObject({ kind: 'verify_email', email: 'ada@example.com', customer: { email: 'ada@example.com', emailVerified: true } });
    expect(verified.json().customer.password_hash).toBeUndefined();
    // The verification signed the fan in; the login below is a new session.
    expect((await browser.request('GET', '/api/customer')).json().customer.email).toBe('ada@example.com');
    await browser.request('POST', '/api/auth/logout');

    const login = await browser.request('POST', '/api/auth/authenticate', { email: ' ADA@example.com', password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().customer).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', emailVerified: true });
    expect(login.json().customer.password_hash).toBeUndefined();
    const sid = login.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid?.secure).toBeFalsy();
    expect(login.cookies.find((c) => c.name === 'csrf')).toBeDefined();

    const info = await browser.request('GET', '/api/auth/user-info');
    expect(info.json()).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', isEarlyBird: false });
    expect((await browser.request('GET', '/api/customer')).json().customer.firstName).toBe('Ada');
  });

  it('gives the same answer to an unknown e-mail and a wrong password', async () => {
    await signUpVerifiedAndLogin(browser, outbox, 'ada@example.com');
    const other = new TestBrowser(test.app, '10.0.0.2');
    const wrongPassword = await other.request('POST', '/api/auth/authenticate', { email: 'ada@example.com', password: 'wrong password' });
    const unknown = await other.request('POST', '/api/auth/authenticate', { email: 'nobody@example.com', password: 'wrong password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(unknown.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('logs out, and clear-connection drops the cookie even without a session row', async () => {
    await signUpVerifiedAndLogin(browser, outbox, 'ada@example.com');
    const logout = await browser.request('POST', '/api/auth/logout');
    expect(logout.statusCode).toBe(204);
    expect((await browser.request('GET', '/api/customer')).json()).toEqual({ customer: null });
    expect((await browser.request('GET', '/api/auth/user-info')).statusCode).toBe(401);
    expect(await test.app.db.selectFrom('sessions').select('id').execute()).toHaveLength(0);

    browser.cookies.set('sid', 'stale-session');
    const cleared = await browser.request('POST', '/api/clear-connection');
    expect(cleared.statusCode).toBe(204);
    expect(browser.cookies.has('sid')).toBe(false);
  });

  it('answers signed-out visitors with a null customer', async () => {
    const response = await browser.request('GET', '/api/customer');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ customer: null });
  });
});

describe('action tokens', () => {
  it('resets a forgotten password once, ends sessions and answers unknown e-mails alike', async () => {
    await signUpVerifiedAndLogin(browser, outbox, 'ada@example.com');
    const anonymous = new TestBrowser(test.app, '10.0.0.3');
    const known = await anonymous.request('POST', '/api/auth/reset-password', { email: 'ada@example.com' });
    const unknown = await anonymous.request('POST', '/api/auth/reset-password', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect((await listOutbox(outbox)).filter((m) => m.to === 'nobody@example.com')).toHaveLength(0);

    const token = await latestMailToken(outbox, 'ada@example.com', 'reset-password');
    // The link can be checked without using it: the reset page says at once whether it works.
    expect((await anonymous.request('GET', `/api/auth/action-token/${token}`)).json()).toEqual({ kind: 'reset_password' });
    expect((await anonymous.request('GET', '/api/auth/action-token/not-a-token')).json().error.code).toBe('ACTION_TOKEN_MISSING');
    const mismatch = await anonymous.request('POST', `/api/auth/action-token/execute/${token}`, { password: 'new password 1', confirmPassword: 'new password 2' });
    expect(mismatch.json().error.details.fields).toEqual({ confirmPassword: 'PASSWORDS_NOT_IDENTICAL' });

    const reset = await anonymous.request('POST', `/api/auth/action-token/execute/${token}`, { password: 'new password 1', confirmPassword: 'new password 1' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().kind).toBe('reset_password');
    expect((await browser.request('GET', '/api/customer')).json().customer).toBeNull();

    const reused = await anonymous.request('POST', `/api/auth/action-token/execute/${token}`, { password: 'another one!', confirmPassword: 'another one!' });
    expect(reused.statusCode).toBe(404);
    expect(reused.json().error.code).toBe('ACTION_TOKEN_MISSING');
    expect((await anonymous.request('GET', `/api/auth/action-token/${token}`)).statusCode).toBe(404);

    expect((await anonymous.request('POST', '/api/auth/authenticate', { email: 'ada@example.com', password: PASSWORD })).statusCode).toBe(401);
    expect((await anonymous.request('POST', '/api/auth/authenticate', { email: 'ada@example.com', password: 'new password 1' })).statusCode).toBe(200);
  });

  it('expires tokens after the configured minutes', async () => {
    await signUpVerifiedAndLogin(browser, outbox, 'ada@example.com');
    await browser.request('POST', '/api/auth/reset-password', { email: 'ada@example.com' });
    const token = await latestMailToken(outbox, 'ada@example.com', 'reset-password');
    const minutes = test.app.siteConfig.passwordResetTokenMinutes;
    test.clock.now = new Date(test.clock.now.getTime() + minutes * 60_000);
    const expired = await browser.request('POST', `/api/auth/action-token/execute/${token}`, { password: 'new password 1', confirmPassword: 'new password 1' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toMatchObject({ code: 'ACTION_TOKEN_EXPIRED', details: { kind: 'reset_password' } });
  });

  it('keeps a token valid one minute before expiry and withdraws older links', async () => {
    await signUpVerifiedAndLogin(browser, outbox, 'ada@example.com');
    await browser.request('POST', '/api/auth/reset-password', { email: 'ada@example.com' });
    const first = await latestMailToken(outbox, 'ada@example.com', 'reset-password');
    test.clock.now = new Date(test.clock.now.getTime() + 1000);
    const sent = (await listOutbox(outbox)).length;
    await browser.request('POST', '/api/auth/reset-password', { email: 'ada@example.com' });
    // The answer comes before the mail, which the queue delivers right after it.
    await vi.waitFor(async () => expect((await listOutbox(outbox)).length).toBe(sent + 1));
    const second = await latestMailToken(outbox, 'ada@example.com', 'reset-password');
    expect(second).not.toBe(first);
    expect((await browser.request('POST', `/api/auth/action-token/execute/${first}`, { password: 'new password 1' })).statusCode).toBe(404);
    test.clock.now = new Date(test.clock.now.getTime() + (test.app.siteConfig.passwordResetTokenMinutes - 1) * 60_000);
    expect((await browser.request('POST', `/api/auth/action-token/execute/${second}`, { password: 'new password 1' })).statusCode).toBe(200);
  });

  it('resends a verification link only to unverified accounts and answers the same otherwise', async () => {
    await browser.request('POST', '/api/sign-up', signUpBody('ada@example.com'));
    const before = (await listOutbox(outbox)).length;
    const resend = await browser.request('POST', '/api/auth/action-token', { email: 'ada@example.com', kind: 'verify_email' });
    expect(resend.statusCode).toBe(202);
    await vi.waitFor(async () => expect((await listOutbox(outbox)).length).toBe(before + 1));
    const unknown = await browser.request('POST', '/api/auth/action-token', { email: 'nobody@example.com', kind: 'verify_email' });
    expect(unknown.body).toBe(resend.body);
  });

  it('answers ACTION_TOKEN_MISSING for an unknown token', async () => {
    const response = await browser.request('POST', '/api/auth/action-token/execute/not-a-token', {});
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('ACTION_TOKEN_MISSING');
  });

  it('stores only a hash of the token', async () => {
    await browser.request('POST', '/api/sign-up', signUpBody('ada@example.com'));
    const token = await latestMailToken(outbox, 'ada@example.com', 'verify-email');
    const rows = await test.app.db.selectFrom('action_tokens').select('id').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(token);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('cookies in production', () => {
  it('marks the session and CSRF cookies Secure', async () => {
    const { build } = await import('../../src/server/app.js');
    const { migrateToLatest, openDatabase } = await import('../../src/server/db/database.js');
    const { defaultSiteConfig } = await import('../../src/server/config/default-config.js');
    const { hashPassword } = await import('../../src/server/security/passwords.js');
    const database = openDatabase(':memory:');
    await migrateToLatest(database);
    const app = await build({ database, config: defaultSiteConfig(), production: true, secret: 'a-production-secret-of-enough-length' });
    try {
      await app.db.insertInto('customers').values({
        email: 'ada@example.com', password_hash: await hashPassword(PASSWORD), first_name: 'Ada', last_name: 'Lovelace', gender: 'unknown',
        is_early_bird: 0, accepts_crm: 0, email_verified_at: '2026-01-01T00:00:00.000Z', created_at: '2026-01-01T00:00:00.000Z',
      }).execute();
      const login = await new TestBrowser(app).request('POST', '/api/auth/authenticate', { email: 'ada@example.com', password: PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(login.cookies.find((c) => c.name === 'sid')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(login.cookies.find((c) => c.name === 'csrf')).toMatchObject({ secure: true, sameSite: 'Lax' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
