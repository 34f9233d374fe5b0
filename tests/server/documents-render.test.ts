import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { Locale } from '../../src/domain/site-config.js';
import { SUPPORTED_LOCALES } from '../../src/domain/site-config.js';
import { renderTicketPdf } from '../../src/server/services/documents/ticket-pdf.js';
import type { TicketPdfInput } from '../../src/server/services/documents/ticket-pdf.js';
import { renderInvoicePdf } from '../../src/server/services/documents/invoice-pdf.js';
import type { InvoicePdfInput } from '../../src/server/services/documents/invoice-pdf.js';
import { embedDocumentFonts, loadDocumentFonts } from '../../src/server/services/documents/pdf-fonts.js';
import { drawableText, fitText, textWidth } from '../../src/server/services/documents/pdf-text.js';
import { formatCountry, formatDocumentDateTime } from '../../src/server/services/documents/document-texts.js';
import { extractPdfText } from './helpers/pdf-extract.js';

const ticket = (overrides: Partial<TicketPdfInput> = {}): TicketPdfInput => ({
  locale: 'en', timeZone: 'Europe/Paris', clubName: 'FC Riverside', ticketId: 41, orderId: 7, eventName: 'FC Riverside – Dynamo', startDatetime: '2026-12-01T19:00:00.000Z',
  standName: 'North', blockName: 'N1', rowName: 'C', seatNumber: '12', isOpenSeating: false, categoryName: 'Cat 1', productName: 'Adult',
  packName: null, holderName: 'Ada Lovelace', token: 'payload.signature', ...overrides,
});

const invoice = (overrides: Partial<InvoicePdfInput> = {}): InvoicePdfInput => ({
  locale: 'en', timeZone: 'Europe/Paris', clubName: 'FC Riverside', clubCountry: 'FR', orderId: 7,
  seller: { legalName: 'FC Riverside SASP', address: '1 Riverside Way, 75019 Paris', vatNumber: 'FR40987654321', vatRatePercent: 5.5 }, saleDatetime: '2026-11-02T10:00:00.000Z',
  buyer: { name: 'Ada Lovelace', company: null, streetAddress: '1 Quay Street', postalCode: '75001', cityName: 'Paris', country: 'FR' },
  lines: [{ label: 'Final - N1 C-12 - Adult', grossAmount: 6000, discountAmount: 0 }], grossAmount: 6000, discountAmount: 0, installments: [],
  ...overrides,
});

describe('drawableText', () => {
  const face = (chars: string) => ({ hasGlyph: (code: number) => [...chars].some((c) => c.codePointAt(0) === code) });

  it('keeps covered characters, turns breaks and controls into spaces and drops invisible ones', () => {
    expect(drawableText('Анна\nЛи\t\u0000X\u200d\ufe0f', face('АннаЛиX \ufffd'))).toBe('Анна Ли  X');
  });

  it('replaces characters without a glyph, composing accents first', () => {
    expect(drawableText('Zoe\u0301 ⚽ 漢', face('Zoé \ufffd'))).toBe('Zoé \ufffd \ufffd');
    expect(drawableText('⚽\ud800', face(' '))).toBe('??');
    expect(drawableText('a\u00a0b', face('ab'))).toBe('a b');
  });
});

describe('embedded font', () => {
  it('is read once per process', async () => {
    const first = loadDocumentFonts();
    expect(loadDocumentFonts()).toBe(first);
    const fonts = await first;
    expect(fonts.regular.hasGlyph('Ж'.codePointAt(0)!)).toBe(true);
    expect(fonts.bold.hasGlyph('é'.codePointAt(0)!)).toBe(true);
    expect(fonts.regular.hasGlyph('⚽'.codePointAt(0)!)).toBe(false);
  });

  it('is found whatever the working directory', async () => {
    const previous = process.cwd();
    const elsewhere = mkdtempSync(join(tmpdir(), 'fonts-cwd-'));
    try {
      process.chdir(elsewhere);
      vi.resetModules();
      const fresh = await import('../../src/server/services/documents/pdf-fonts.js');
      expect((await fresh.loadDocumentFonts()).regular.bytes.length).toBeGreaterThan(100_000);
    } finally {
      process.chdir(previous);
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('cuts text that does not fit with an ellipsis', async () => {
    const { bold } = await embedDocumentFonts(await PDFDocument.create());
    const long = 'Константин Константинопольский-Щедрин '.repeat(5);
    const fitted = fitText(bold, long, 12, 200);
    expect(fitted.endsWith('…')).toBe(true);
    expect(textWidth(bold, fitted, 12)).toBeLessThanOrEqual(200);
    expect(fitted.length).toBeGreaterThan(10);
    expect(fitText(bold, 'Ада', 12, 200)).toBe('Ада');
  });
});

describe('renderTicketPdf', () => {
  it.each(SUPPORTED_LOCALES.map((l) => [l]))('renders hostile names in %s without throwing', async (locale: Locale) => {
    const bytes = await renderTicketPdf(ticket({
      locale, eventName: 'Финал '.repeat(200), holderName: '\ud83d 🦄‍🔥 שלום עליכם 漢字 \u0007 Ω', packName: 'Pack\r\n2026',
      clubName: '', isOpenSeating: true, standName: '', categoryName: '\u202e', productName: '😀',
    }));
    const { lines, document } = await extractPdfText(bytes);
    expect(document.getPageCount()).toBe(1);
    expect(document.getSubject()).toBe('payload.signature');
    const event = lines.find((l) => l.startsWith('Финал'));
    expect(event?.endsWith('…')).toBe(true);
    expect(lines).toContain('Pack  2026');
    expect(lines.find((l) => l.includes('שלום'))).toBeDefined();
    expect(lines.some((l) => l.includes('\ufffd'))).toBe(true);
  });

  it('keeps a ticket small: only the glyphs used are embedded', async () => {
    const bytes = await renderTicketPdf(ticket({ locale: 'ru', holderName: 'Анна Иванова' }));
    expect(bytes.length).toBeLessThan(60_000);
  });
});

describe('renderInvoicePdf', () => {
  it('continues long Russian orders with instalments on further pages', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({ label: `Финал — сектор N1, ряд ${i}, место ${i}`, grossAmount: 6000, discountAmount: i % 2 ? -500 : 0 }));
    const installments = Array.from({ length: 10 }, (_, i) => ({
      position: i + 1, dueDate: `2027-${String(i + 1).padStart(2, '0')}-01T00:00:00.000Z`, amount: 33_000, status: i === 0 ? 'paid' as const : 'scheduled' as const,
    }));
    const bytes = await renderInvoicePdf(invoice({ locale: 'ru', lines, installments, grossAmount: 360_000, discountAmount: -15_000 }));
    const { lines: text, document } = await extractPdfText(bytes);
    expect(document.getPageCount()).toBe(3);
    expect(text.filter((l) => l === 'Наименование')).toHaveLength(3);
    expect(text).toContain('График платежей');
    expect(text.filter((l) => /^\d+\. \d{1,2} [а-я]+ 2027 г\./u.test(l))).toHaveLength(10);
    expect(text.map((l) => l.replace(/\s/g, ' '))).toContain('3 450,00 €');
    expect(text).toContain('Франция');
  });

  it('accepts empty optional fields and names outside the font', async () => {
    const bytes = await renderInvoicePdf(invoice({
      locale: 'nl', clubCountry: 'Nowhere', seller: { legalName: 'Club', address: 'Nowhere', vatNumber: null, vatRatePercent: 0 }, buyer: { name: '🦄 ⚽', company: '', streetAddress: ' ', postalCode: '', cityName: '', country: 'ZZ' }, lines: [],
    }));
    const { lines } = await extractPdfText(bytes);
    expect(lines).toContain('Nowhere');
    expect(lines).toContain('\ufffd \ufffd');
    expect(lines).toContain('Omschrijving');
  });
});

describe('invoice amounts', () => {
  it('states the seller, the VAT included and, paid in full, the total paid', async () => {
    const { lines } = await extractPdfText(await renderInvoicePdf(invoice({ grossAmount: 10550, lines: [{ label: 'Final', grossAmount: 10550, discountAmount: 0 }] })));
    expect(lines).toEqual(expect.arrayContaining(['FC Riverside SASP', '1 Riverside Way, 75019 Paris', 'VAT number: FR40987654321']));
    // Each total is drawn amount first, then its label.
    const text = lines.join('|').replace(/\s/g, ' ');
    expect(text).toContain('€105.50|Total (VAT included)');
    expect(text).toContain('€5.50|of which VAT 5.5%');
    expect(text).toContain('€100.00|Amount excluding VAT');
    expect(text).toContain('€105.50|Total paid');
  });

  it('an instalment order says what was paid, what is due and when, never a total paid', async () => {
    const installments = [
      { position: 1, dueDate: '2026-11-02T00:00:00.000Z', amount: 4000, status: 'paid' as const },
      { position: 2, dueDate: '2026-12-02T00:00:00.000Z', amount: 4000, status: 'scheduled' as const },
      { position: 3, dueDate: '2027-01-02T00:00:00.000Z', amount: 4000, status: 'scheduled' as const },
    ];
    const { lines } = await extractPdfText(await renderInvoicePdf(invoice({ grossAmount: 12000, installments })));
    const text = lines.join('|').replace(/\s/g, ' ');
    expect(text).toContain('€40.00|Paid to date');
    expect(text).toContain('€80.00|Still due');
    expect(text).toContain('Next instalment: €40.00 on 2 December 2026');
    expect(text).not.toContain('Total paid');
  });
});

describe('locale formatting', () => {
  it('names dates and countries in each language', () => {
    expect(formatDocumentDateTime('2026-12-01T19:00:00.000Z', 'fr', 'UTC')).toBe('mardi 1 décembre 2026 à 19:00 UTC');
    expect(formatDocumentDateTime('2026-12-01T19:00:00.000Z', 'en', 'UTC')).toMatch(/^Tuesday,? 1 December 2026,? (at )?19:00 UTC$/);
    // In the venue's zone, with its short name: winter time in Paris is UTC+1, summer time UTC+2.
    expect(formatDocumentDateTime('2026-12-01T19:00:00.000Z', 'fr', 'Europe/Paris')).toBe('mardi 1 décembre 2026 à 20:00 UTC+1');
    expect(formatDocumentDateTime('2026-12-01T19:00:00.000Z', 'en', 'Europe/Paris')).toMatch(/^Tuesday,? 1 December 2026,? (at )?20:00 CET$/);
    expect(formatDocumentDateTime('2026-06-01T19:00:00.000Z', 'en', 'Europe/Paris')).toMatch(/ 21:00 CEST$/);
    expect(formatDocumentDateTime('2026-12-01T19:00:00.000Z', 'en', 'America/New_York')).toMatch(/ 14:00 (EST|GMT-5)$/);
    expect(formatCountry('es', 'es')).toBe('España');
    expect(formatCountry('Belgique', 'nl')).toBe('Belgique');
  });
});
