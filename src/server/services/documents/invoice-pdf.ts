/** The invoice PDF of a confirmed order. */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { line, pdfDate, pdfMoney } from './pdf-text.js';
import { amountToPay } from '../../../domain/order-pricing.js';

export interface InvoicePdfInput {
  clubName: string;
  clubCountry: string;
  orderId: number;
  saleDatetime: string;
  buyer: { name: string; company: string | null; streetAddress: string; postalCode: string; cityName: string; country: string };
  lines: { label: string; grossAmount: number; discountAmount: number }[];
  grossAmount: number;
  discountAmount: number;
  installments: { position: number; dueDate: string; amount: number; status: string }[];
}

const PER_PAGE = 26;

/** Builds the invoice as PDF bytes (A4), continuing on further pages for long orders. */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${input.orderId}`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595, 842]);
  line(page, bold, input.clubName, 50, 790, 18);
  line(page, font, input.clubCountry, 50, 772, 10);
  line(page, bold, `Invoice INV-${input.orderId}`, 380, 790, 14);
  line(page, font, `Date: ${pdfDate(input.saleDatetime)}`, 380, 772, 10);
  const buyer = [input.buyer.name, input.buyer.company ?? '', input.buyer.streetAddress, `${input.buyer.postalCode} ${input.buyer.cityName}`, input.buyer.country]
    .filter((l) => l !== '');
  buyer.forEach((text, i) => line(page, font, text, 330, 720 - i * 14, 11));
  let y = 620;
  const header = () => {
    line(page, bold, 'Description', 50, y, 10);
    line(page, bold, 'Price', 380, y, 10);
    line(page, bold, 'Discount', 450, y, 10);
    page.drawLine({ start: { x: 50, y: y - 4 }, end: { x: 545, y: y - 4 }, thickness: 0.5, color: rgb(0.5, 0.5, 0.5) });
    y -= 20;
  };
  header();
  input.lines.forEach((item, i) => {
    if (i > 0 && i % PER_PAGE === 0) {
      page = pdf.addPage([595, 842]);
      y = 790;
      header();
    }
    line(page, font, item.label.slice(0, 60), 50, y, 10);
    line(page, font, pdfMoney(item.grossAmount), 380, y, 10);
    line(page, font, item.discountAmount === 0 ? '' : pdfMoney(item.discountAmount), 450, y, 10);
    y -= 16;
  });
  y -= 10;
  if (y < 160) {
    page = pdf.addPage([595, 842]);
    y = 790;
  }
  line(page, font, `Subtotal: ${pdfMoney(input.grossAmount)}`, 380, y, 11);
  line(page, font, `Discounts: ${pdfMoney(input.discountAmount)}`, 380, y - 16, 11);
  line(page, bold, `Total paid: ${pdfMoney(amountToPay(input))}`, 380, y - 34, 12);
  if (input.installments.length > 1) {
    line(page, bold, 'Payment schedule', 50, y, 11);
    input.installments.slice(0, 12).forEach((inst, i) => {
      line(page, font, `${inst.position}. ${inst.dueDate.slice(0, 10)}  ${pdfMoney(inst.amount)}  (${inst.status})`, 50, y - 16 - i * 14, 10);
    });
  }
  return pdf.save();
}
