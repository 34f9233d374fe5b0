/** The invoice PDF of a confirmed order. */
import { PDFDocument, rgb } from 'pdf-lib';
import type { PDFPage } from 'pdf-lib';
import type { Locale } from '../../../domain/site-config.js';
import { amountToPay } from '../../../domain/order-pricing.js';
import { includedVat, paymentProgress } from '../../../domain/invoice.js';
import { formatPercent } from '../../../domain/percent.js';
import type { InstallmentStatus } from './document-texts.js';
import { documentTexts, formatCountry, formatDocumentDate, formatDocumentMoney, formatDueDate } from './document-texts.js';
import { embedDocumentFonts } from './pdf-fonts.js';
import { line } from './pdf-text.js';

export interface InvoicePdfInput {
  /** The language of the labels, dates, amounts and country names. */
  locale: Locale;
  /** The venue's IANA time zone: the sale date is that day there. */
  timeZone: string;
  clubName: string;
  clubCountry: string;
  /** The seller block (site config `invoiceSeller`): legal name, address, VAT number and the VAT rate included in prices. */
  seller: { legalName: string; address: string; vatNumber: string | null; vatRatePercent: number };
  orderId: number;
  saleDatetime: string;
  buyer: { name: string; company: string | null; streetAddress: string; postalCode: string; cityName: string; country: string };
  lines: { label: string; grossAmount: number; discountAmount: number }[];
  grossAmount: number;
  discountAmount: number;
  installments: { position: number; dueDate: string; amount: number; status: InstallmentStatus }[];
}

const A4: [number, number] = [595, 842];
const LEFT = 50;
const RIGHT = 545;
const PRICE_RIGHT = 450;
const TOTALS_LEFT = 330;
const TOP = 790;
const BOTTOM = 50;
const PER_PAGE = 26;
const MAX_SCHEDULE_LINES = 12;

/** Builds the invoice as PDF bytes (A4) in `input.locale`, continuing on further pages for long orders. */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const { locale } = input;
  const t = documentTexts(locale);
  const money = (cents: number) => formatDocumentMoney(cents, locale);
  const pdf = await PDFDocument.create();
  pdf.setTitle(t.invoiceTitle(input.orderId));
  pdf.setLanguage(locale);
  const { regular, bold } = await embedDocumentFonts(pdf);
  let page: PDFPage = pdf.addPage(A4);
  line(page, bold, input.clubName, LEFT, TOP, { size: 18, maxWidth: 300 });
  [input.seller.legalName, input.seller.address, input.seller.vatNumber ? t.vatNumber(input.seller.vatNumber) : '']
    .filter((text) => text !== '')
    .forEach((text, i) => line(page, regular, text, LEFT, 772 - i * 13, { size: 10, maxWidth: TOTALS_LEFT - LEFT - 20 }));
  line(page, bold, t.invoiceNumber(input.orderId), RIGHT, TOP, { size: 14, align: 'right', maxWidth: 180 });
  line(page, regular, t.date(formatDocumentDate(input.saleDatetime, locale, input.timeZone)), RIGHT, 772, { size: 10, align: 'right', maxWidth: 180 });
  const { buyer } = input;
  [buyer.name, buyer.company ?? '', buyer.streetAddress, `${buyer.postalCode} ${buyer.cityName}`, formatCountry(buyer.country, locale)]
    .filter((text) => text.trim() !== '')
    .forEach((text, i) => line(page, regular, text, TOTALS_LEFT, 720 - i * 14, { maxWidth: RIGHT - TOTALS_LEFT }));

  let y = 620;
  const header = () => {
    line(page, bold, t.description, LEFT, y, { size: 10, maxWidth: 300 });
    line(page, bold, t.price, PRICE_RIGHT, y, { size: 10, align: 'right', maxWidth: 80 });
    line(page, bold, t.discount, RIGHT, y, { size: 10, align: 'right', maxWidth: 85 });
    page.drawLine({ start: { x: LEFT, y: y - 4 }, end: { x: RIGHT, y: y - 4 }, thickness: 0.5, color: rgb(0.5, 0.5, 0.5) });
    y -= 20;
  };
  header();
  input.lines.forEach((item, i) => {
    if (i > 0 && i % PER_PAGE === 0) {
      page = pdf.addPage(A4);
      y = TOP;
      header();
    }
    line(page, regular, item.label, LEFT, y, { size: 10, maxWidth: 310 });
    line(page, regular, money(item.grossAmount), PRICE_RIGHT, y, { size: 10, align: 'right' });
    if (item.discountAmount !== 0) line(page, regular, money(item.discountAmount), RIGHT, y, { size: 10, align: 'right' });
    y -= 16;
  });

  const schedule = input.installments.length > 1 ? input.installments.slice(0, MAX_SCHEDULE_LINES) : [];
  const total = amountToPay(input);
  const progress = paymentProgress(total, input.installments);
  const vat = includedVat(total, input.seller.vatRatePercent);
  const rate = formatPercent(vat.ratePercent, locale);
  // An instalment order states what was paid and what is due, never a "total paid" it has not been.
  const totals: [string, string, boolean][] = [
    [t.subtotal, money(input.grossAmount), false],
    [t.discounts, money(input.discountAmount), false],
    [t.totalInclVat, money(total), true],
    [t.includedVat(rate), money(vat.vat), false],
    [t.netAmount, money(vat.net), false],
    ...(schedule.length > 0
      ? [[t.paidToDate, money(progress.paid), false], [t.stillDue, money(progress.due), true]] as [string, string, boolean][]
      : [[t.totalPaid, money(progress.paid), true]] as [string, string, boolean][]),
  ];
  const nextLine = schedule.length > 0 && progress.next ? t.nextInstallment(money(progress.next.amount), formatDueDate(progress.next.dueDate, locale)) : null;
  y -= 10;
  if (y - Math.max(totals.length * 16, 16 + schedule.length * 14) - (nextLine ? 20 : 0) < BOTTOM) {
    page = pdf.addPage(A4);
    y = TOP;
  }
  totals.forEach(([label, amount, strong], i) => {
    const face = strong ? bold : regular;
    const size = strong ? 12 : 11;
    const rowY = y - i * 16 - (strong ? 2 : 0);
    const amountWidth = line(page, face, amount, RIGHT, rowY, { size, align: 'right' });
    line(page, face, label, TOTALS_LEFT, rowY, { size, maxWidth: RIGHT - TOTALS_LEFT - amountWidth - 8 });
  });
  // Below both the totals and the schedule, so it may use the page's width.
  if (nextLine) line(page, bold, nextLine, RIGHT, Math.min(y - totals.length * 16, y - 16 - schedule.length * 14) - 8, { size: 10, align: 'right', maxWidth: RIGHT - LEFT });
  if (schedule.length > 0) {
    line(page, bold, t.schedule, LEFT, y, { size: 11, maxWidth: TOTALS_LEFT - LEFT - 20 });
    schedule.forEach((inst, i) => {
      const text = `${inst.position}. ${formatDueDate(inst.dueDate, locale)}  ${money(inst.amount)}  (${t.installmentStatus[inst.status]})`;
      line(page, regular, text, LEFT, y - 16 - i * 14, { size: 10, maxWidth: TOTALS_LEFT - LEFT - 20 });
    });
  }
  return pdf.save();
}
