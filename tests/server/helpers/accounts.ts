import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { listOutbox } from '../../../src/server/services/mail/outbox.js';
import type { StoredMail } from '../../../src/server/services/mail/outbox.js';

/** Points the outbox mailer of apps built from now on at a fresh temporary folder. */
export function useTemporaryOutbox(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-outbox-'));
  process.env.MAIL_OUTBOX_DIR = dir;
  delete process.env.SMTP_URL;
  return dir;
}

/**
 * A browser-like client over `app.inject`: keeps the cookies the server sets and echoes the
 * CSRF cookie in the header of state-changing requests, as the shop's ky client does.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '10.0.0.1',
  ) {}

  async request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, options: { csrf?: boolean } = {}): Promise<LightMyRequestResponse> {
    if (!this.cookies.has('csrf')) this.cookies.set('csrf', `csrf-${Math.random().toString(36).slice(2)}`);
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method !== 'GET' && options.csrf !== false) headers['x-csrf-token'] = this.cookies.get('csrf') ?? '';
    const response = await this.app.inject({
      method, url, headers, remoteAddress: this.ip,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    for (const cookie of response.cookies) {
      const expired = cookie.expires !== undefined && cookie.expires.getTime() <= Date.now();
      if (cookie.value === '' || expired || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }
}

/** The token of the newest account mail sent to `to` (its action link's last path segment). */
export async function latestMailToken(outbox: string, to: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
  const mail = await waitForMail(outbox, (m) => m.to === to && m.html.includes(`/user/${kind}/`));
  if (!mail) throw new Error(`no ${kind} mail for ${to}`);
  const match = new RegExp(`/user/${kind}/([\\w-]+)`).exec(mail.html);
  if (!match?.[1]) throw new Error('no link in mail');
  return match[1];
}

/**
 * The newest mail matching `match`, waiting up to `ms` for it: reset and resend answer before
 * their mail is delivered (the mail queue sends it right after).
 */
export async function waitForMail(outbox: string, match: (mail: StoredMail) => boolean, ms = 3_000): Promise<StoredMail | null> {
  const until = Date.now() + ms;
  for (;;) {
    const mail = (await listOutbox(outbox)).find(match);
    if (mail || Date.now() > until) return mail ?? null;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const PASSWORD = 'correct horse battery';

/** Signs up through the API, clicks the mailed verification link and logs in. Returns the customer id. */
export async function signUpVerifiedAndLogin(browser: TestBrowser, outbox: string, email: string, extra: Record<string, unknown> = {}): Promise<number> {
  const signUp = await browser.request('POST', '/api/sign-up', {
    customer: { email, firstName: 'ada', lastName: 'lovelace', password: PASSWORD, confirmPassword: PASSWORD, ...extra },
    locale: 'en',
  });
  if (signUp.statusCode !== 201) throw new Error(`sign-up ${signUp.statusCode} ${signUp.body}`);
  const token = await latestMailToken(outbox, email, 'verify-email');
  const verify = await browser.request('POST', `/api/auth/action-token/execute/${token}`, { password: PASSWORD });
  if (verify.statusCode !== 200) throw new Error(`verify ${verify.statusCode} ${verify.body}`);
  const login = await browser.request('POST', '/api/auth/authenticate', { email, password: PASSWORD });
  if (login.statusCode !== 200) throw new Error(`login ${login.statusCode} ${login.body}`);
  return (login.json() as { customer: { id: number } }).customer.id;
}
