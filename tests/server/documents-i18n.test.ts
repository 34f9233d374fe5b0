import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { extractPdfText } from './helpers/pdf-extract.js';
import { verifyTicketToken } from '../../src/server/services/documents/ticket-token.js';
import { runAdminCommand } from '../../src/server/cli/admin.js';
import { listOutbox } from '../../src/server/services/mail/outbox.js';

let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(async () => w.close());

const db = () => w.t.app.db;
const get = (url: string) => w.t.app.inject({ method: 'GET', url, headers: w.buyer });
// A no-break space and a space share a glyph, and so one Unicode mapping, in the embedded font.
const plain = (lines: string[]) => lines.map((l) => l.replace(/[\u00a0\u202f]/g, ' '));

async function paidOrder(seats = 1, installments = 1): Promise<{ orderId: number; ticketIds: number[] }> {
  const orderId = await w.hold(seats);
  const res = await w.notify(await w.pay(orderId, installments), 'success');
  if (res.body.result !== 'confirmed') throw new Error('not confirmed');
  const tickets = await db().selectFrom('seat_tickets').select('id').where('order_id', '=', orderId).orderBy('id').execute();
  return { orderId, ticketIds: tickets.map((t) => t.id) };
}

const setLocale = (locale: string | null) => db().updateTable('customers').set({ locale }).where('id', '=', w.buyerId).execute();
const setHolder = (ticketId: number, holder: Record<string, string>) =>
  db().updateTable('seat_tickets').set({ holder_info: JSON.stringify(holder) }).where('id', '=', ticketId).execute();
const completeAddress = (extra: Record<string, string> = {}) => db().updateTable('customers')
  .set({ street_address: '1 quai de la Gare', postal_code: '75013', city_name: 'Paris', country: 'FR', ...extra })
  .where('id', '=', w.buyerId).execute();

async function ticketText(ticketId: number) {
  const res = await get(`/api/tickets/${ticketId}/pdf`);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return { res, ...(await extractPdfText(res.rawPayload)) };
}

describe('e-ticket PDF in the customer\'s language', () => {
  it('prints a Russian fan\'s Cyrillic holder name and Russian labels in an embedded Unicode font', async () => {
    const { ticketIds: [ticketId] } = await paidOrder();
    await setLocale('ru');
    await setHolder(ticketId!, { firstName: 'Анна', lastName: 'Иванова-Щукина' });
    const { res, lines, fonts, document } = await ticketText(ticketId!);

    expect(lines).toContain('Владелец: Анна Иванова-Щукина');
    expect(lines).toContain('ЭЛЕКТРОННЫЙ БИЛЕТ');
    // The stand's own name, with no label before it (stand names say "stand" themselves).
    expect(lines).toContain('North');
    expect(lines.some((l) => /^Сектор \S/.test(l))).toBe(true);
    expect(lines.some((l) => /^Ряд \S+ {2}Место \S+$/.test(l))).toBe(true);
    // The venue's zone (Europe/Paris by default), named the Russian way.
    expect(lines.some((l) => /^[а-я]+, \d{1,2} [а-я]+ \d{4} г\. в \d{2}:\d{2} GMT\+[12]$/.test(l)), lines.join('|')).toBe(true);
    expect(lines.join('\n')).not.toContain('?');
    expect(document.getTitle()).toBe(`Электронный билет ${ticketId}`);
    // Embedded, subset DejaVu Sans: no standard font, and far smaller than the 750 kB font file.
    expect(fonts.length).toBe(2);
    for (const font of fonts) expect(font).toMatch(/^DejaVuSans(-Bold)?-\d+$/);
    expect(res.rawPayload.length).toBeLessThan(80_000);

    const claims = verifyTicketToken(w.t.app.secretFor('ticket-qr'), document.getSubject() ?? '');
    expect(claims).toEqual({ ticketId, eventId: w.shop.events.first, seatId: w.shop.blocks.n1.seatIds[0] });
    expect(verifyTicketToken('another-secret', document.getSubject() ?? '')).toBeNull();
  });

  it('falls back to English labels for a customer without a supported locale', async () => {
    const { ticketIds: [ticketId] } = await paidOrder();
    for (const locale of [null, 'de']) {
      await setLocale(locale);
      const { lines } = await ticketText(ticketId!);
      expect(lines).toContain('E-TICKET');
      expect(lines).toContain('Holder: Ada Lovelace');
    }
  });

  it('labels each supported language differently', async () => {
    const { ticketIds: [ticketId] } = await paidOrder();
    const headings = new Map<string, string>();
    for (const locale of ['en', 'es', 'fr', 'nl', 'ru']) {
      await setLocale(locale);
      const { lines } = await ticketText(ticketId!);
      const holderLine = lines.find((l) => l.endsWith('Ada Lovelace'));
      expect(holderLine, `${locale}: ${lines.join('|')}`).toBeDefined();
      headings.set(locale, `${lines[1]}|${holderLine}`);
    }
    expect(new Set(headings.values()).size).toBe(5);
    expect(headings.get('fr')).toBe('E-BILLET|Titulaire\u00a0: Ada Lovelace');
    expect(headings.get('es')).toBe('ENTRADA ELECTRÓNICA|Titular: Ada Lovelace');
  });

  it('draws French no-break spaces with the font\'s own glyphs, so a colon stays with its label', async () => {
    const { orderId, ticketIds: [ticketId] } = await paidOrder();
    await setLocale('fr');
    const { lines } = await ticketText(ticketId!);
    expect(lines).toContain('Titulaire\u00a0: Ada Lovelace');
    expect(lines).toContain('Billet nominatif\u00a0: ne partagez pas le QR code.');
    // The narrow one (U+202F) has a glyph of its own in DejaVu Sans: drawn as is, not replaced.
    await completeAddress();
    const invoice = await get(`/api/proxy/download-bill/${orderId}`);
    expect(invoice.statusCode).toBe(200);
    const invoiceLines = (await extractPdfText(invoice.rawPayload)).lines;
    expect(invoiceLines).toContain('dont TVA 5,5\u202f%');
    expect(invoiceLines.join('\n')).not.toMatch(/[?\ufffd]/u);
  });

  it('degrades emoji, unknown scripts and control characters in names instead of failing', async () => {
    const { ticketIds: [ticketId] } = await paidOrder();
    await setHolder(ticketId!, { firstName: 'Zoë ⚽\u200d🔥', lastName: '漢字\nLi\u0000' });
    const { lines, document } = await ticketText(ticketId!);
    const holder = lines.find((l) => l.startsWith('Holder: '));
    expect(holder).toBeDefined();
    expect(holder).toMatch(/^Holder: Zoë \ufffd+ \ufffd+ Li $/u);
    expect(verifyTicketToken(w.t.app.secretFor('ticket-qr'), document.getSubject() ?? '')).not.toBeNull();
  });
});

describe('invoice PDF in the customer\'s language', () => {
  it('uses French labels, dates, amounts and country names for a French customer', async () => {
    const { orderId } = await paidOrder(2, 3);
    await setLocale('fr');
    await completeAddress();
    const res = await get(`/api/proxy/download-bill/${orderId}`);
    expect(res.statusCode).toBe(200);
    const extracted = await extractPdfText(res.rawPayload);
    const { fonts, document } = extracted;
    const lines = plain(extracted.lines);
    expect(document.getTitle()).toBe(`Facture ${orderId}`);
    // Paid in three instalments: what is paid and what is due, never a "total paid".
    for (const label of [`Facture INV-${orderId}`, 'Désignation', 'Prix', 'Remise', 'Sous-total', 'Remises', 'Total TTC', 'dont TVA 5,5 %', 'Déjà payé', 'Reste à payer', 'Échéancier de paiement']) {
      expect(lines, label).toContain(label);
    }
    expect(lines).not.toContain('Total payé');
    expect(lines).toEqual(expect.arrayContaining(['FC Riverside SASP', 'N° de TVA : FR40987654321']));
    expect(lines.filter((l) => l === 'France')).toHaveLength(1);
    expect(lines.some((l) => /^Date : \d{1,2} [a-zéû]+ \d{4}$/u.test(l)), lines.join('|')).toBe(true);
    expect(lines).toContain('60,00 €');
    expect(lines).toContain('120,00 €');
    const schedule = lines.filter((l) => /^\d\. /.test(l));
    expect(schedule).toHaveLength(3);
    expect(schedule[0]).toMatch(new RegExp(`^1\\. \\d{1,2} [a-zéû]+ \\d{4} {2}\\d+,\\d{2} € {2}\\(payée\\)$`, 'u'));
    expect(schedule[1]).toMatch(/\(à venir\)$/);
    expect(lines.join('\n')).not.toMatch(/Invoice|Description|Subtotal/);
    for (const font of fonts) expect(font).toMatch(/^DejaVuSans/);
  });

  it('prints a buyer name outside the font without failing', async () => {
    const { orderId } = await paidOrder();
    await setLocale('ru');
    await completeAddress({ city_name: 'Москва', country: 'RU' });
    await db().updateTable('customers').set({ first_name: 'Пётр 🦄', last_name: '李\u202eX' }).where('id', '=', w.buyerId).execute();
    const res = await get(`/api/proxy/download-bill/${orderId}`);
    expect(res.statusCode).toBe(200);
    const { lines } = await extractPdfText(res.rawPayload);
    expect(lines).toContain('Пётр \ufffd \ufffdX');
    expect(lines).toContain('75013 Москва');
    expect(lines).toContain('Россия');
    expect(lines).toContain('Итого оплачено');
  });
});

describe('club names in the customer\'s language', () => {
  /** French names for the first match, the stand, category and rate of the held seats. */
  async function translateToFrench(): Promise<void> {
    const { shop } = w;
    const north = await db().selectFrom('stands').select('id').where('name', '=', 'North').executeTakeFirstOrThrow();
    const entries: [string, number, string][] = [
      ['event', shop.events.first, 'Premier match'], ['stand', north.id, 'Tribune Nord'],
      ['category', shop.blocks.n1.categoryId, 'Catégorie Une'], ['product', shop.products.full, 'Plein tarif'],
    ];
    for (const [entity, id, value] of entries) {
      expect(await runAdminCommand(['translate', entity, String(id), 'name', 'fr', value], w.t.app, () => undefined)).toBe(0);
    }
  }

  it('names the event, stand, category and rate in French in the mail, the e-ticket and the invoice of a French fan', async () => {
    await translateToFrench();
    await setLocale('fr');
    const { orderId, ticketIds: [ticketId] } = await paidOrder();
    const mail = (await listOutbox(w.outbox)).find((m) => m.to === 'buyer@example.com');
    expect(mail?.text).toContain('Premier match (');
    const ticket = plain((await ticketText(ticketId!)).lines).join('\n');
    for (const name of ['Premier match', 'Tribune Nord', 'Catégorie Une', 'Plein tarif']) expect(ticket).toContain(name);
    // The stand's name is printed as it is, not after a "Tribune" label of its own.
    expect(ticket).not.toContain('Tribune Tribune');
    await completeAddress();
    const invoice = await get(`/api/proxy/download-bill/${orderId}`);
    expect(invoice.statusCode).toBe(200);
    const lines = plain((await extractPdfText(invoice.rawPayload)).lines).join('\n');
    expect(lines).toContain('Premier match');
    expect(lines).toContain('Plein tarif');
  });

  it('keeps the default names for a fan who reads English', async () => {
    await translateToFrench();
    await setLocale('en');
    const { ticketIds: [ticketId] } = await paidOrder();
    const mail = (await listOutbox(w.outbox)).find((m) => m.to === 'buyer@example.com');
    expect(mail?.text).not.toContain('Premier match');
    const ticket = plain((await ticketText(ticketId!)).lines).join('\n');
    for (const name of ['Premier match', 'Tribune Nord', 'Catégorie Une', 'Plein tarif']) expect(ticket).not.toContain(name);
    expect(ticket).toContain('North');
  });
});
