import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderAccountMail } from '../../../src/server/services/mail/templates.js';
import { renderTestPaymentMessage, renderTestPaymentPage } from '../../../src/server/services/payments/test-payment-page.js';
import { renderConfirmationMail } from '../../../src/server/services/payments/confirmation-mail.js';
import { renderTransferMail } from '../../../src/server/services/transfers/transfer-mail.js';
import { documentTexts } from '../../../src/server/services/documents/document-texts.js';

/**
 * The shop speaks to the fan informally in Spanish ("tú": "elige", "tu pedido", "inténtalo"),
 * never with the formal "usted" (booking, the seat map and some errors used it while the rest
 * said "tú"). Every Spanish text is checked: the client translations, the server's mails, test
 * payment page and document labels, and the demo's site configuration and seeded translations.
 *
 * Only markers that cannot be anything but formal address are detected:
 * - "usted", "ustedes";
 * - a formal imperative opening a clause ("Elija un bloque", "…: pague o cancele", "Vuelva a…");
 *   mid-clause the same forms are often a third person's subjunctive ("hasta que tu amigo las
 *   acepte", "que vuelva a enviar"), so they are not flagged there;
 * - formal imperatives with an attached pronoun ("inténtelo", "quítelo", "resérvelas"), which a
 *   subjunctive can never have;
 * - "su"/"sus" + a noun that in this shop only ever belongs to the fan ("su pedido", "su carrito",
 *   "su turno"…). "sus asientos" and "sus entradas" are left out: they are also an order's or an
 *   event's seats and tickets ("tu pedido y sus asientos se han liberado");
 * - "le" for the fan before a verb the shop uses that way ("le hemos enviado", "le dejará").
 * Formal verb forms such as "puede" or "tiene" are third-person forms too and are left to review.
 */
const ROOT = join(import.meta.dirname, '../../..');
const SPANISH_DIR = join(ROOT, 'src/locales/es');

const IMPERATIVES = [
  'acepte', 'añada', 'arrastre', 'cancele', 'compruebe', 'complete', 'confirme', 'contacte', 'descargue', 'elija', 'elimine',
  'escriba', 'espere', 'haga', 'indique', 'inicie', 'introduzca', 'mantenga', 'ocupe', 'pague', 'pida', 'póngase', 'pulse',
  'quite', 'recargue', 'rellene', 'revise', 'seleccione', 'utilice', 'vuelva',
];
const ENCLITIC = ['inténtelo', 'quítelo', 'quítela', 'quítelos', 'quítelas', 'resérvelo', 'resérvela', 'resérvelos', 'resérvelas', 'acéptela', 'acéptelas', 'retírela', 'retírelas'];
const POSSESSED = [
  'su pedido', 'sus pedidos', 'su carrito', 'su cuenta', 'su selección', 'sus filtros', 'su turno', 'su sitio', 'su sesión',
  'su contraseña', 'sus datos', 'su acceso', 'su compra', 'sus compras', 'su dirección', 'su correo', 'su pago', 'su primera entrada', 'sus primeras entradas',
];
const LE = ['le hemos', 'le enviaremos', 'le dejará', 'le dejaremos', 'le reembolsará', 'le redirigirá', 'le recomendamos', 'le rogamos'];

const L = '\\p{L}';
const MARKERS: [string, RegExp][] = [
  ['usted', new RegExp(`(^|[^${L}])ustedes?(?=$|[^${L}])`, 'iu')],
  ['imperative', new RegExp(`(^|[.:;!?¡¿(«“]\\s*)(${IMPERATIVES.join('|')})(?=$|[^${L}])`, 'iu')],
  ['enclitic imperative', new RegExp(`(^|[^${L}])(${ENCLITIC.join('|')})(?=$|[^${L}])`, 'iu')],
  ['possessive', new RegExp(`(^|[^${L}])(${POSSESSED.join('|')})(?=$|[^${L}])`, 'iu')],
  ['pronoun', new RegExp(`(^|[^${L}])(${LE.join('|')})(?=$|[^${L}])`, 'iu')],
];

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

/** The "es" strings of a JSON document, wherever they are nested. */
function spanishEntries(value: unknown, key = ''): [string, string][] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const path = key === '' ? k : `${key}.${k}`;
    return k === 'es' && typeof v === 'string' ? [[path, v] as [string, string]] : spanishEntries(v, path);
  });
}

const visible = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/g, ' ').replace(/<[^>]*>/g, ' ');
const formal = (texts: [string, string][], where: string) => texts.flatMap(([key, text]) =>
  MARKERS.filter(([, pattern]) => pattern.test(text)).map(([marker]) => `${where}:${key} (${marker}): ${text}`));

describe('Spanish address markers', () => {
  it('catch the formal forms and leave the informal ones and third persons alone', () => {
    const flagged = (text: string) => formal([['t', text]], 'x').length > 0;
    for (const text of ['¿Ha olvidado usted su contraseña?', 'Elija un bloque.', 'Cada entrada ya tiene asiento: añada una entrada.',
      'No se ha perdido nada: inténtelo de nuevo.', 'Resumen de su pedido', 'Su carrito está vacío.', 'Si existe, le hemos enviado un enlace.']) {
      expect(flagged(text), text).toBe(true);
    }
    for (const text of ['Elige un bloque.', 'Resumen de tu pedido', 'Siguen siendo tuyas hasta que tu amigo las acepte.',
      'Pide al remitente que vuelva a enviar las entradas.', 'Ha pasado el plazo de tu pedido y sus asientos se han liberado.',
      'El evento ha empezado: sus entradas ya no se pueden transferir.', 'Este código ha alcanzado su límite de uso.']) {
      expect(flagged(text), text).toBe(false);
    }
  });
});

describe('Spanish texts', () => {
  it('address the fan as tú in the client translations (not usted)', () => {
    const found = readdirSync(SPANISH_DIR).filter((f) => f.endsWith('.json')).flatMap((file) =>
      formal(strings(JSON.parse(readFileSync(join(SPANISH_DIR, file), 'utf8'))), file));
    expect(found).toEqual([]);
  });

  it('address the fan as tú in the server’s mails, pages and documents', () => {
    const mail = { firstName: 'Ana', link: 'https://shop.example/link', minutes: 60, clubName: 'FC Test' };
    const texts: [string, string][] = [
      ['verify_email', renderAccountMail('verify_email', 'es', mail).text],
      ['reset_password', renderAccountMail('reset_password', 'es', mail).text],
      ['confirmation', renderConfirmationMail('es', {
        orderId: 7, firstName: 'Ana', totalAmount: 1000, timeZone: 'Europe/Madrid',
        lines: [{ eventName: 'Partido', startDatetime: '2026-10-01T18:00:00.000Z', block: '101', row: 'A', seat: '3' }],
        installments: [{ dueDate: '2026-10-01T00:00:00.000Z', amount: 500 }, { dueDate: '2026-11-01T00:00:00.000Z', amount: 500 }],
        ordersUrl: 'https://shop.example/orders', clubName: 'FC Test',
      }).text],
      ['transfer', renderTransferMail('es', { senderName: 'Ana', toEmail: 'bob@shop.example', ticketLines: ['Partido'], link: 'https://shop.example/t', clubName: 'FC Test' }).text],
      ['test payment page', visible(renderTestPaymentPage('es', { reference: 'ref', amount: 1000, numberOfInstallments: 3, formToken: 'tok', orderId: 7 }))],
      ['test payment done', visible(renderTestPaymentMessage('es', 'done'))],
      ['test payment unknown', visible(renderTestPaymentMessage('es', 'unknown'))],
      ...labels(documentTexts('es'), 'documents'),
    ];
    expect(formal(texts, 'server')).toEqual([]);
  });

  it('address the fan as tú in the demo configuration and seed', () => {
    const site = formal(spanishEntries(JSON.parse(readFileSync(join(ROOT, 'config/site.json'), 'utf8'))), 'config/site.json');
    // The seed's translation tables are not exported: their Spanish literals are read from the source.
    const seedSource = readFileSync(join(ROOT, 'src/server/db/seed/seed-translations.ts'), 'utf8');
    const seedTexts = [...seedSource.matchAll(/\bes: '((?:[^'\\]|\\.)*)'/g)].map((m, i) => [`es#${i}`, m[1]!] as [string, string]);
    expect(seedTexts.length).toBeGreaterThan(20);
    expect([...site, ...formal(seedTexts, 'seed-translations')]).toEqual([]);
  });
});
