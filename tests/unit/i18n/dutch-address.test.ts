import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderAccountMail } from '../../../src/server/services/mail/templates.js';
import { renderTestPaymentMessage, renderTestPaymentPage } from '../../../src/server/services/payments/test-payment-page.js';
import { renderConfirmationMail } from '../../../src/server/services/payments/confirmation-mail.js';
import { renderTransferMail } from '../../../src/server/services/transfers/transfer-mail.js';
import { documentTexts } from '../../../src/server/services/documents/document-texts.js';

/**
 * The shop speaks to the fan informally in Dutch ("je", "jouw", "jij"), never with the formal
 * "u"/"uw" (the texts mixed both). Every Dutch text is checked: the client translations, the
 * server's mails, test payment page and document labels, and the demo's site configuration and
 * seeded translations.
 */
const ROOT = join(import.meta.dirname, '../../..');
const DUTCH_DIR = join(ROOT, 'src/locales/nl');
const FORMAL = /(^|[^\p{L}])(u|uw)(?=$|[^\p{L}])/iu;

function strings(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => strings(v, key === '' ? k : `${key}.${k}`));
  return [];
}

/** Labels and label functions (called with neutral values), nested objects included. */
function labels(value: unknown, key: string): [string, string][] {
  if (typeof value === 'function') return [[key, String((value as (...args: unknown[]) => unknown)(...Array<string>(value.length).fill('1')))]];
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => labels(v, `${key}.${k}`));
  return typeof value === 'string' ? [[key, value]] : [];
}

/** The "nl" strings of a JSON document, wherever they are nested. */
function dutchEntries(value: unknown, key = ''): [string, string][] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const path = key === '' ? k : `${key}.${k}`;
    return k === 'nl' && typeof v === 'string' ? [[path, v] as [string, string]] : dutchEntries(v, path);
  });
}

const visible = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/g, ' ').replace(/<[^>]*>/g, ' ');
const formal = (texts: [string, string][], where: string) => texts.filter(([, text]) => FORMAL.test(text)).map(([key, text]) => `${where}:${key}: ${text}`);

describe('Dutch texts', () => {
  it('address the fan informally in the client translations (je/jouw, not u/uw)', () => {
    const found = readdirSync(DUTCH_DIR).filter((f) => f.endsWith('.json')).flatMap((file) =>
      formal(strings(JSON.parse(readFileSync(join(DUTCH_DIR, file), 'utf8'))), file));
    expect(found).toEqual([]);
  });

  it('address the fan informally in the server’s mails, pages and documents', () => {
    const mail = { firstName: 'Anna', link: 'https://shop.example/link', minutes: 60, clubName: 'FC Test' };
    const texts: [string, string][] = [
      ['verify_email', renderAccountMail('verify_email', 'nl', mail).text],
      ['reset_password', renderAccountMail('reset_password', 'nl', mail).text],
      ['confirmation', renderConfirmationMail('nl', {
        orderId: 7, firstName: 'Anna', totalAmount: 1000, timeZone: 'Europe/Amsterdam',
        lines: [{ eventName: 'Wedstrijd', startDatetime: '2026-10-01T18:00:00.000Z', block: '101', row: 'A', seat: '3' }],
        installments: [{ dueDate: '2026-10-01T00:00:00.000Z', amount: 500 }, { dueDate: '2026-11-01T00:00:00.000Z', amount: 500 }],
        ordersUrl: 'https://shop.example/orders', clubName: 'FC Test',
      }).text],
      ['transfer', renderTransferMail('nl', { senderName: 'Anna', toEmail: 'bob@shop.example', ticketLines: ['Wedstrijd'], link: 'https://shop.example/t', clubName: 'FC Test' }).text],
      ['test payment page', visible(renderTestPaymentPage('nl', { reference: 'ref', amount: 1000, numberOfInstallments: 3, formToken: 'tok', orderId: 7 }))],
      ['test payment done', visible(renderTestPaymentMessage('nl', 'done'))],
      ['test payment unknown', visible(renderTestPaymentMessage('nl', 'unknown'))],
      ...labels(documentTexts('nl'), 'documents'),
    ];
    expect(formal(texts, 'server')).toEqual([]);
  });

  it('address the fan informally in the demo configuration and seed', () => {
    const site = formal(dutchEntries(JSON.parse(readFileSync(join(ROOT, 'config/site.json'), 'utf8'))), 'config/site.json');
    // The seed's translation tables are not exported: their Dutch literals are read from the source.
    const seedSource = readFileSync(join(ROOT, 'src/server/db/seed/seed-translations.ts'), 'utf8');
    const seedTexts = [...seedSource.matchAll(/\bnl: '((?:[^'\\]|\\.)*)'/g)].map((m, i) => [`nl#${i}`, m[1]!] as [string, string]);
    expect(seedTexts.length).toBeGreaterThan(20);
    expect([...site, ...formal(seedTexts, 'seed-translations')]).toEqual([]);
  });
});
