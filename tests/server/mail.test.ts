import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../src/server/app.js';
import { migrateToLatest, openDatabase } from '../../src/server/db/database.js';
import { defaultSiteConfig } from '../../src/server/config/default-config.js';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { useTemporaryOutbox } from './helpers/accounts.js';
import { createMailer, mailerSettingsFromEnv } from '../../src/server/services/mail/mailer.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listOutbox, writeOutboxMail } from '../../src/server/services/mail/outbox.js';
import { mailLocale, renderAccountMail } from '../../src/server/services/mail/templates.js';
import { SUPPORTED_LOCALES } from '../../src/domain/site-config.js';

let test: TestApp;
let outbox: string;
beforeEach(async () => {
  outbox = useTemporaryOutbox();
  test = await createTestApp();
});
afterEach(async () => test.close());

describe('mail templates', () => {
  it('has distinct texts for every language and escapes values in HTML', () => {
    const subjects = new Set<string>();
    for (const locale of SUPPORTED_LOCALES) {
      for (const kind of ['verify_email', 'reset_password'] as const) {
        const mail = renderAccountMail(kind, locale, { firstName: '<b>Ada</b>', link: 'https://shop.example/user/x?a=1&b=2', minutes: 45, clubName: 'FC R' });
        expect(mail.html).toContain(`lang="${locale}"`);
        expect(mail.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
        expect(mail.html).toContain('href="https://shop.example/user/x?a=1&amp;b=2"');
        expect(mail.text).toContain('https://shop.example/user/x?a=1&b=2');
        expect(mail.text).toContain('45');
        subjects.add(mail.subject);
      }
    }
    expect(subjects.size).toBe(SUPPORTED_LOCALES.length * 2);
  });

  it('says a link\'s lifetime in hours when it is whole hours, in each language', () => {
    const expiry = (locale: (typeof SUPPORTED_LOCALES)[number], minutes: number) =>
      renderAccountMail('verify_email', locale, { firstName: 'Ada', link: 'https://shop.example/x', minutes, clubName: 'FC R' }).text;
    // The verification link lives a day: "1440 minutes" made fans count.
    expect(expiry('en', 1440)).toContain('This link expires in 24 hours and works once.');
    // Intl may join the number and its unit with a no-break space.
    expect(expiry('fr', 1440)).toMatch(/Ce lien expire dans 24\sheures/);
    expect(expiry('es', 1440)).toContain('Este enlace caduca en 24 horas');
    expect(expiry('nl', 1440)).toContain('Deze link verloopt over 24 uur');
    expect(expiry('ru', 1440)).toContain('Ссылка действительна 24 часа');
    expect(expiry('ru', 300)).toContain('действительна 5 часов');
    expect(expiry('en', 1440)).not.toContain('1440');
    // As a hold is worded in the shop: minutes up to two hours, and whenever not whole hours.
    expect(expiry('en', 60)).toContain('expires in 60 minutes');
    expect(expiry('en', 150)).toContain('expires in 150 minutes');
    expect(expiry('fr', 15)).toMatch(/dans 15\sminutes/);
  });

  it('picks the customer language, English for unknown ones', () => {
    expect(mailLocale('fr-BE')).toBe('fr');
    expect(mailLocale('RU')).toBe('ru');
    expect(mailLocale('de')).toBe('en');
    expect(mailLocale(null)).toBe('en');
  });
});

describe('mailer settings', () => {
  it('uses SMTP only when SMTP_URL is set', () => {
    expect(mailerSettingsFromEnv({}).smtpUrl).toBeNull();
    expect(mailerSettingsFromEnv({ SMTP_URL: ' ' }).smtpUrl).toBeNull();
    const settings = mailerSettingsFromEnv({ SMTP_URL: 'smtp://user:pass@mail.example:587', MAIL_OUTBOX_DIR: '/tmp/x' });
    expect(createMailer(settings, () => new Date()).kind).toBe('smtp');
    expect(createMailer({ ...settings, smtpUrl: null }, () => new Date()).kind).toBe('outbox');
  });
});

describe('development mailbox', () => {
  it('lists outbox mails and shows each one with its clickable link', async () => {
    const signUp = await test.app.inject({
      method: 'POST', url: '/api/sign-up',
      headers: { cookie: 'csrf=t', 'x-csrf-token': 't', 'accept-language': 'nl-NL,nl;q=0.9' },
      payload: { customer: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', password: 'long enough 1' } },
    });
    expect(signUp.statusCode).toBe(201);
    const [mail] = await listOutbox(outbox);
    expect(mail?.subject).toContain('Bevestig je e-mailadres');

    const list = await test.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('ada@example.com');
    expect(list.body).toContain(`/dev/mailbox/${mail?.id}`);

    const page = await test.app.inject({ method: 'GET', url: `/dev/mailbox/${mail?.id}` });
    expect(page.body).toMatch(/href="http:\/\/localhost:3000\/user\/verify-email\/[\w-]{43}"/);
    expect((await test.app.inject({ method: 'GET', url: '/dev/mailbox/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/dev/mailbox/nope' })).statusCode).toBe(404);
    // From any other machine the mailbox does not exist: its links would hand out accounts.
    for (const remoteAddress of ['203.0.113.9', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::1']) {
      expect((await test.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress })).statusCode).toBe(404);
      expect((await test.app.inject({ method: 'GET', url: `/dev/mailbox/${mail?.id}`, remoteAddress })).statusCode).toBe(404);
    }
    expect((await test.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('survives a mail file cut short by a full disk or a crash: the others are still listed', async () => {
    await writeOutboxMail(outbox, { to: 'ada@example.com', from: 'shop', subject: 'Whole', text: 't', html: '<p>t</p>', sentAt: new Date().toISOString() });
    writeFileSync(join(outbox, '2026-11-25T00-00-00-000Z-deadbeef.json'), '{"id":"2026-11-25T00-00-00-000Z-deadbeef","to":"bo');
    writeFileSync(join(outbox, 'empty.json'), '');
    expect((await listOutbox(outbox)).map((m) => m.subject)).toEqual(['Whole']);
    const list = await test.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Whole');
  });

  it('does not exist in production', async () => {
    const database = openDatabase(':memory:');
    await migrateToLatest(database);
    const app = await build({ database, config: defaultSiteConfig(), production: true, secret: 'production-test-secret' });
    try {
      expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
