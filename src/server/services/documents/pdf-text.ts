/** Helpers for pdf-lib's standard fonts, which only encode WinAnsi (Latin-1 like) characters. */
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { rgb } from 'pdf-lib';

const REPLACEMENTS: Record<string, string> = { '–': '-', '—': '-', '‘': "'", '’': "'", '“': '"', '”': '"', '€': 'EUR', '\u00a0': ' ', '\u202f': ' ' };

/**
 * Text the standard fonts can draw: common typographic characters are mapped, other characters
 * outside Latin-1 (e.g. Cyrillic names) become '?'. Embedding a Unicode font would lift this.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const char of text) {
    const mapped = REPLACEMENTS[char];
    if (mapped !== undefined) out += mapped;
    else {
      const code = char.codePointAt(0) ?? 63;
      out += (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) ? char : '?';
    }
  }
  return out;
}

/** Draws one line of text at (x, y). */
export function line(page: PDFPage, font: PDFFont, text: string, x: number, y: number, size = 11, color: RGB = rgb(0.1, 0.1, 0.1)): void {
  page.drawText(pdfSafe(text), { x, y, size, font, color });
}

/** "12.50 EUR": PDFs use a neutral money format whatever the customer's language. */
export function pdfMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} EUR`;
}

/** "2026-12-01 19:00 UTC". */
export function pdfDate(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
