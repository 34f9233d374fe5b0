import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { PASSWORD, signUpVerifiedAndLogin, TestBrowser, useTemporaryOutbox } from './helpers/accounts.js';
import { ACCOUNT_LIMITS, limitMultiplier } from '../../src/server/http/rate-limits.js';

let test: TestApp;
let outbox: string;
beforeEach(async () => {
  outbox = useTemporaryOutbox();
  delete process.env.RATE_LIMIT_MULTIPLIER;
  test = await createTestApp();
});
afterEach(async () => test.close());

const minutes = (n: number) => n * 60_000;
const advance = (ms: number) => {
  test.clock.now = new Date(test.clock.now.getTime() + ms);
};

describe('rate limits', () => {
  it('limits login attempts per IP, then lifts the limit when the window passes', async () => {
    const browser = new TestBrowser(test.app, '192.0.2.10');
    // Malformed addresses are refused before any password hashing: cheap attempts that still count.
    // Each attempt names another address so that only the per-IP limit is at play.
    let n = 0;
    const attempt = () => browser.request('POST', '/api/auth/authenticate', { email: `not-an-email-${(n += 1)}`, password: 'x' });
    for (let i = 0; i < ACCOUNT_LIMITS.login.perIp.max; i += 1) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const elsewhere = new TestBrowser(test.app, '192.0.2.11');
    expect((await elsewhere.request('POST', '/api/auth/authenticate', { email: 'not-an-email', password: 'x' })).statusCode).toBe(400);

    advance(minutes(ACCOUNT_LIMITS.login.perIp.minutes) - 1000);
    expect((await attempt()).statusCode).toBe(429);
    advance(1000);
    expect((await attempt()).statusCode).toBe(400);
  });

  it('never locks the owner out: failed logins from one address slow that address for that account only', async () => {
    const owner = new TestBrowser(test.app, '198.51.100.50');
    await signUpVerifiedAndLogin(owner, outbox, 'ada@example.com');
    const attacker = new TestBrowser(test.app, '203.0.113.66');
    const guess = () => attacker.request('POST', '/api/auth/authenticate', { email: 'ada@example.com', password: 'wrong password 1' });
    for (let i = 0; i < ACCOUNT_LIMITS.login.perIpAndEmail.max; i += 1) expect((await guess()).statusCode).toBe(401);
    expect((await guess()).statusCode).toBe(429);
    // The owner, from their own address, still signs in with the right password.
    expect((await owner.request('POST', '/api/auth/authenticate', { email: 'ada@example.com', password: PASSWORD })).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64: a fresh address for every guess gains no attempts', async () => {
    // One home connection holds a whole /64 and may use any address in it. An empty password is
    // refused before any hashing, and still counts against the (address, e-mail) pair.
    const guess = (ip: string) => new TestBrowser(test.app, ip).request('POST', '/api/auth/authenticate', { email: 'grace@example.com', password: '' });
    const max = ACCOUNT_LIMITS.login.perIpAndEmail.max;
    for (let n = 1; n <= max; n += 1) expect((await guess(`2001:db8:42:7:${n.toString(16)}::1`)).statusCode).toBe(400);
    const refused = await guess('2001:db8:42:7:ffff:ffff:ffff:ffff');
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'RATE_LIMITED']);
    // Another /64 is another client.
    expect((await guess('2001:db8:42:8::1')).statusCode).toBe(400);
    // An IPv4-mapped address is its IPv4 address.
    const signUp = (ip: string) => new TestBrowser(test.app, ip).request('POST', '/api/sign-up', { customer: { email: 'bad' } });
    for (let i = 0; i < ACCOUNT_LIMITS.signUp.perIp.max; i += 1) expect((await signUp(i % 2 === 0 ? '203.0.113.9' : '::ffff:203.0.113.9')).statusCode).toBe(400);
    expect((await signUp('203.0.113.9')).statusCode).toBe(429);
  });

  it('limits GraphQL documents per client address', async () => {
    // Scaled to a hundredth (30 per five minutes) so the test sends a few dozen, not thousands.
    await test.close();
    process.env.RATE_LIMIT_MULTIPLIER = '0.01';
    test = await createTestApp();
    const max = Math.round(ACCOUNT_LIMITS.graphql.perIp.max * 0.01);
    const ask = (remoteAddress: string) => test.app.inject({
      method: 'POST', url: '/api/proxy/graphql', remoteAddress, headers: { cookie: 'csrf=t', 'x-csrf-token': 't' },
      payload: { query: '{ __typename }' },
    });
    for (let i = 0; i < max; i += 1) expect((await ask('198.51.100.70')).statusCode).toBe(200);
    const refused = await ask('198.51.100.70');
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'RATE_LIMITED']);
    expect((await ask('198.51.100.71')).statusCode).toBe(200);
    advance(minutes(ACCOUNT_LIMITS.graphql.perIp.minutes));
    expect((await ask('198.51.100.70')).statusCode).toBe(200);
  });

  it('limits password changes per address, across the accounts signed in there', async () => {
    // Each account stays under its own limit: the address's is what refuses.
    const { perIp, perCustomer } = ACCOUNT_LIMITS.changePassword;
    const accounts = await Promise.all(Array.from({ length: Math.ceil(perIp.max / perCustomer.max) + 1 }, async (_, n) => {
      const browser = new TestBrowser(test.app, '198.51.100.60');
      return { browser, id: await signUpVerifiedAndLogin(browser, outbox, `bob${n}@example.com`) };
    }));
    const attempt = (i: number) => {
      const { browser, id } = accounts[Math.floor(i / perCustomer.max)]!;
      return browser.request('PUT', `/api/customer/${id}/password`, { currentPassword: 'wrong password 1', newPassword: 'another long one 2', confirmPassword: 'another long one 2' });
    };
    for (let i = 0; i < perIp.max; i += 1) expect((await attempt(i)).statusCode).not.toBe(429);
    expect((await attempt(perIp.max)).statusCode).toBe(429);
  }, 120_000);

  it('limits guesses of the current password per account: a stolen session gains nothing from many addresses', async () => {
    const owner = new TestBrowser(test.app, '198.51.100.61');
    const id = await signUpVerifiedAndLogin(owner, outbox, 'eve-target@example.com');
    // The session cookie copied to a fresh address for every guess, through both calls that check it.
    let n = 0;
    const guess = () => {
      n += 1;
      const thief = new TestBrowser(test.app, `203.0.113.${n}`);
      for (const [name, value] of owner.cookies) thief.cookies.set(name, value);
      return n % 2 === 0
        ? thief.request('PUT', `/api/customer/${id}/password`, { currentPassword: `guess ${n} long`, password: 'another long one 2', confirmPassword: 'another long one 2' })
        : thief.request('PUT', `/api/customer/${id}`, { firstName: 'Eve', lastName: 'Target', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', currentPassword: `guess ${n} long` });
    };
    const max = ACCOUNT_LIMITS.changePassword.perCustomer.max;
    for (let i = 0; i < max; i += 1) expect((await guess()).json().error.code).toBe('CURRENT_PASSWORD_INVALID');
    const refused = await guess();
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'RATE_LIMITED']);
    advance(minutes(ACCOUNT_LIMITS.changePassword.perCustomer.minutes));
    expect((await guess()).json().error.code).toBe('CURRENT_PASSWORD_INVALID');
  }, 120_000);

  it('limits data exports per account, from any address, with the time to wait', async () => {
    const owner = new TestBrowser(test.app, '198.51.100.62');
    const id = await signUpVerifiedAndLogin(owner, outbox, 'export-fan@example.com');
    let n = 0;
    // The session copied to a fresh address for every export: the account's count is what stops it.
    const exportOnce = () => {
      n += 1;
      const elsewhere = new TestBrowser(test.app, `203.0.113.${100 + n}`);
      for (const [name, value] of owner.cookies) elsewhere.cookies.set(name, value);
      return elsewhere.request('GET', `/api/customer/${id}/export`);
    };
    const { max, minutes: windowMinutes } = ACCOUNT_LIMITS.dataExport.perCustomer;
    for (let i = 0; i < max; i += 1) expect((await exportOnce()).statusCode).toBe(200);
    const refused = await exportOnce();
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'RATE_LIMITED']);
    expect(refused.json().error.details.retryAfterSeconds).toBe(windowMinutes * 60);
    expect(Number(refused.headers['retry-after'])).toBe(windowMinutes * 60);
    advance(minutes(windowMinutes));
    expect((await exportOnce()).statusCode).toBe(200);
  });

  it('limits reset requests per e-mail across IPs, and per IP', async () => {
    const limit = ACCOUNT_LIMITS.resetPassword.perEmail.max;
    for (let i = 0; i < limit; i += 1) {
      const browser = new TestBrowser(test.app, `198.51.100.${i + 1}`);
      expect((await browser.request('POST', '/api/auth/reset-password', { email: 'Target@example.com' })).statusCode).toBe(202);
    }
    const other = new TestBrowser(test.app, '198.51.100.200');
    expect((await other.request('POST', '/api/auth/reset-password', { email: 'target@example.com ' })).statusCode).toBe(429);
    expect((await other.request('POST', '/api/auth/reset-password', { email: 'someone-else@example.com' })).statusCode).toBe(202);
    advance(minutes(ACCOUNT_LIMITS.resetPassword.perEmail.minutes));
    expect((await other.request('POST', '/api/auth/reset-password', { email: 'target@example.com' })).statusCode).toBe(202);
  });

  it('limits sign-ups per IP for an hour', async () => {
    const browser = new TestBrowser(test.app, '203.0.113.5');
    const attempt = () => browser.request('POST', '/api/sign-up', { customer: { email: 'bad' } });
    for (let i = 0; i < ACCOUNT_LIMITS.signUp.perIp.max; i += 1) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
    advance(minutes(30));
    expect((await attempt()).statusCode).toBe(429);
    advance(minutes(30));
    expect((await attempt()).statusCode).toBe(400);
  });

  it('limits verification resends per e-mail', async () => {
    const browser = new TestBrowser(test.app, '203.0.113.77');
    const attempt = () => browser.request('POST', '/api/auth/action-token', { email: 'x@example.com', kind: 'verify_email' });
    for (let i = 0; i < ACCOUNT_LIMITS.resend.perEmail.max; i += 1) expect((await attempt()).statusCode).toBe(202);
    expect((await attempt()).statusCode).toBe(429);
  });

  it('reads its scale from RATE_LIMIT_MULTIPLIER', () => {
    expect(limitMultiplier({})).toBe(1);
    expect(limitMultiplier({ RATE_LIMIT_MULTIPLIER: '50' })).toBe(50);
    expect(limitMultiplier({ RATE_LIMIT_MULTIPLIER: '0' })).toBe(0);
    expect(limitMultiplier({ RATE_LIMIT_MULTIPLIER: 'nonsense' })).toBe(1);
  });
});
