/** The options (extras) document of an order: what the fan shows to collect a parking place or a card. */
import { PDFDocument, rgb } from 'pdf-lib';
import type { Locale } from '../../../domain/site-config.js';
import { documentTexts, formatDocumentDate, formatDocumentMoney } from './document-texts.js';
import { embedDocumentFonts } from './pdf-fonts.js';
import { line } from './pdf-text.js';

export interface OptionsPdfInput {
  locale: Locale;
  timeZone: string;
  clubName: string;
  orderId: number;
  saleDatetime: string;
  buyerName: string;
  /** Each extra with what it is for (an event or pack name), when it is tied to one. */
  options: { id: number; name: string; forName: string | null; amount: number }[];
}

const A4: [number, number] = [595, 842];
const LEFT = 50;
const RIGHT = 545;
const TOP = 790;
const BOTTOM = 60;

/** Builds the options document (A4, continued on further pages) in `input.locale`. */
export async function renderOptionsPdf(input: OptionsPdfInput): Promise<Uint8Array> {
  const t = documentTexts(input.locale);
  const pdf = await PDFDocument.create();
  pdf.setTitle(t.optionsTitle(input.orderId));
  pdf.setLanguage(input.locale);
  const { regular, bold } = await embedDocumentFonts(pdf);
  let page = pdf.addPage(A4);
  line(page, bold, input.clubName, LEFT, TOP, { size: 18, maxWidth: 300 });
  line(page, bold, t.optionsHeading, RIGHT, TOP, { size: 14, align: 'right', maxWidth: 180 });
  line(page, regular, t.optionsTitle(input.orderId), RIGHT, TOP - 18, { size: 10, align: 'right', maxWidth: 220 });
  line(page, regular, t.date(formatDocumentDate(input.saleDatetime, input.locale, input.timeZone)), RIGHT, TOP - 32, { size: 10, align: 'right', maxWidth: 220 });
  line(page, regular, input.buyerName, LEFT, TOP - 32, { size: 11, maxWidth: 280 });
  let y = TOP - 80;
  if (input.options.length === 0) line(page, regular, t.optionsNone, LEFT, y, { size: 11, maxWidth: RIGHT - LEFT });
  for (const option of input.options) {
    if (y < BOTTOM + 40) {
      page = pdf.addPage(A4);
      y = TOP;
    }
    page.drawRectangle({ x: LEFT - 8, y: y - 30, width: RIGHT - LEFT + 16, height: 44, borderColor: rgb(0.6, 0.6, 0.6), borderWidth: 0.5 });
    line(page, bold, option.name, LEFT, y, { size: 12, maxWidth: 330 });
    line(page, regular, formatDocumentMoney(option.amount, input.locale), RIGHT, y, { size: 11, align: 'right' });
    line(page, regular, `#${option.id}${option.forName ? ` · ${t.optionsFor(option.forName)}` : ''}`, LEFT, y - 18, { size: 10, maxWidth: RIGHT - LEFT });
    y -= 60;
  }
  return pdf.save();
}
