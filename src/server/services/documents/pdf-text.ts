/** Drawing text on the documents' pages with an embedded Unicode font. */
import type { PDFPage, RGB } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import type { PdfFace } from './pdf-fonts.js';

const REPLACEMENT = '\ufffd';
const ELLIPSIS = '…';
// Line and paragraph separators and control characters would break or corrupt the line.
const BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]/u;
// Joiners, variation selectors and the like only steer shaping, which pdf-lib does not do.
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const SPACE = /\s/u;

/**
 * `text` reduced to what `face` can draw on one line: composed (NFC) so accented letters use
 * their own glyph, control characters and line breaks become spaces, invisible format
 * characters go, and a character without a glyph (an emoji or a script the font lacks)
 * becomes U+FFFD, or '?' if even that glyph is missing. Never throws, whatever the input.
 */
export function drawableText(text: string, face: Pick<PdfFace, 'hasGlyph'>): string {
  const fallback = face.hasGlyph(REPLACEMENT.codePointAt(0) ?? 0) ? REPLACEMENT : '?';
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (BREAKING.test(char)) out += ' ';
    else if (IGNORABLE.test(char)) continue;
    else if (face.hasGlyph(code)) out += char;
    else out += SPACE.test(char) ? ' ' : fallback;
  }
  return out;
}

/** Width of already drawable `text` in points. */
export function textWidth(face: PdfFace, text: string, size: number): number {
  return face.font.widthOfTextAtSize(text, size);
}

/**
 * Drawable `text`, cut with an ellipsis so it is at most `maxWidth` points wide, so a long
 * event or holder name cannot run into the next column or off the page.
 */
export function fitText(face: PdfFace, text: string, size: number, maxWidth: number): string {
  const drawable = drawableText(text, face);
  if (textWidth(face, drawable, size) <= maxWidth) return drawable;
  // No glyph of a Latin or Cyrillic text is narrower than a fifth of the size, so a longer
  // prefix can never fit: this bounds the bisection for pathologically long names.
  const chars = [...drawable].slice(0, Math.ceil(maxWidth / (size * 0.2)));
  let low = 0;
  let high = chars.length;
  // The longest prefix that fits with the ellipsis, by bisection: widths are measured by layout.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (textWidth(face, chars.slice(0, middle).join('').trimEnd() + ELLIPSIS, size) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return chars.slice(0, low).join('').trimEnd() + ELLIPSIS;
}

export interface LineOptions {
  size?: number;
  color?: RGB;
  /** Longer text is cut with an ellipsis. */
  maxWidth?: number;
  /** 'right': `x` is where the text ends (amounts in columns). */
  align?: 'left' | 'right';
}

const INK = rgb(0.1, 0.1, 0.1);

/** Draws one line of text at (x, y); returns the width drawn in points. */
export function line(page: PDFPage, face: PdfFace, text: string, x: number, y: number, options: LineOptions = {}): number {
  const size = options.size ?? 11;
  const drawable = options.maxWidth === undefined ? drawableText(text, face) : fitText(face, text, size, options.maxWidth);
  const width = textWidth(face, drawable, size);
  const left = options.align === 'right' ? x - width : x;
  if (drawable.trim() !== '') page.drawText(drawable, { x: left, y, size, font: face.font, color: options.color ?? INK });
  return width;
}

/**
 * `text` cut at spaces into lines no wider than `maxWidth` (a word longer than a line is ellipsed
 * by {@link fitText} when drawn): a sentence that must be read whole, unlike a name, is not cut short.
 */
export function wrapText(face: PdfFace, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of drawableText(text, face).split(' ')) {
    const tried = current === '' ? word : `${current} ${word}`;
    if (current !== '' && textWidth(face, tried, size) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = tried;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}
