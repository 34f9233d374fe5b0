/**
 * Every text of one language the shop shows a fan, as [where, text] pairs: the client translations,
 * the server's mails, test payment page and document labels, and the demo's site configuration and
 * seeded translations. The address tests (Dutch, Spanish) scan them for the register they must not use.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../../src/domain/site-config.js';
import { renderAccountMail } from '../../../src/server/services/mail/templates.js';
import { renderTestPaymentMessage, renderTestPaymentPage } from '../../../src/server/services/payments/test-payment-page.js';
import { renderConfirmationMail } from '../../../src/server/services/payments/confirmation-mail.js';
import { renderTransferMail } from '../../../src/server/services/transfers/transfer-mail.js';
import { documentTexts } from '../../../src/server/services/documents/document-texts.js';

export type LocaleText = [where: string, text: string];

const ROOT = join(import.meta.dirname, '../../..');

function strings(value: unknown, key: string): LocaleText[] {
  if (typeof value === 'string') return [[key, value]];
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => strings(v, `${key}.${k}`));
  return [];
}

/** Labels and label functions (called with neutral values), nested objects included. */
function labels(value: unknown, key: string): LocaleText[] {
  if (typeof value === 'function') return [[key, String((value as (...args: unknown[]) => unknown)(...Array<string>(value.length).fill('1')))]];
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => labels(v, `${key}.${k}`));
  return typeof value === 'string' ? [[key, value]] : [];
}

/** The strings under `locale` keys of a JSON document, wherever they are nested. */
function entriesOf(locale: Locale, value: unknown, key: string): LocaleText[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const path = `${key}.${k}`;
    return k === locale && typeof v === 'string' ? [[path, v] as LocaleText] : entriesOf(locale, v, path);
  });
}

const visible = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/g, ' ').replace(/<[^>]*>/g, ' ');

/** The client translations of `locale`, one pair per string ("booking.json.summary.title"). */
export function clientTexts(locale: Locale): LocaleText[] {
  const dir = join(ROOT, 'src/locales', locale);
  return readdirSync(dir).filter((f) => f.endsWith('.json')).flatMap((file) => strings(JSON.parse(readFileSync(join(dir, file), 'utf8')), file));
}

/** The server's mails, test payment page and document labels in `locale`. */
export function serverTexts(locale: Locale): LocaleText[] {
  const mail = { firstName: 'Sam', link: 'https://shop.example/link', minutes: 60, clubName: 'FC Test' };
  return [
    ['verify_email', renderAccountMail('verify_email', locale, mail).text],
    ['reset_password', renderAccountMail('reset_password', locale, mail).text],
    ['confirmation', renderConfirmationMail(locale, {
      orderId: 7, firstName: 'Sam', totalAmount: 1000, timeZone: 'Europe/Paris',
      lines: [
        { eventName: 'Match', startDatetime: '2026-10-01T18:00:00.000Z', standName: 'North', blockName: '101', rowName: 'A', seatNumber: '3', isOpenSeating: false },
        { eventName: 'Match', startDatetime: '2026-10-01T18:00:00.000Z', standName: 'North', blockName: '102', rowName: '1', seatNumber: '9', isOpenSeating: true },
      ],
      installments: [{ dueDate: '2026-10-01T00:00:00.000Z', amount: 500 }, { dueDate: '2026-11-01T00:00:00.000Z', amount: 500 }],
      ordersUrl: 'https://shop.example/orders', clubName: 'FC Test',
    }).text],
    ['transfer', renderTransferMail(locale, { senderName: 'Sam', toEmail: 'bob@shop.example', ticketLines: ['Match'], link: 'https://shop.example/t', clubName: 'FC Test' }).text],
    ['test payment page', visible(renderTestPaymentPage(locale, { reference: 'ref', amount: 1000, numberOfInstallments: 3, formToken: 'tok', orderId: 7 }))],
    ['test payment done', visible(renderTestPaymentMessage(locale, 'done'))],
    ['test payment unknown', visible(renderTestPaymentMessage(locale, 'unknown'))],
    ...labels(documentTexts(locale), 'documents'),
  ];
}

/** The demo's site configuration texts in `locale`. */
export function siteConfigTexts(locale: Locale): LocaleText[] {
  return entriesOf(locale, JSON.parse(readFileSync(join(ROOT, 'config/site.json'), 'utf8')), 'config/site.json');
}

/** The seed's translations in `locale`: its tables are not exported, so the literals are read from the source. */
export function seedTexts(locale: Locale): LocaleText[] {
  const source = readFileSync(join(ROOT, 'src/server/db/seed/seed-translations.ts'), 'utf8');
  // The literals' escapes (\u2019, \u00a0, \') read as the characters they stand for.
  const unescape = (literal: string) => literal.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))).replace(/\\(.)/g, '$1');
  return [...source.matchAll(new RegExp(`\\b${locale}: '((?:[^'\\\\]|\\\\.)*)'`, 'g'))].map((m, i) => [`seed-translations ${locale}#${i}`, unescape(m[1]!)]);
}
