/** The e-ticket PDF of one seat: event, seat, holder and a QR code carrying the signed token. */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { line, pdfDate } from './pdf-text.js';

export interface TicketPdfInput {
  clubName: string;
  ticketId: number;
  orderId: number;
  eventName: string;
  startDatetime: string;
  standName: string;
  blockName: string;
  rowName: string;
  seatNumber: string;
  isOpenSeating: boolean;
  categoryName: string;
  productName: string;
  packName: string | null;
  holderName: string;
  token: string;
}

/** Builds the e-ticket as PDF bytes (A5 portrait). */
export async function renderTicketPdf(input: TicketPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`E-ticket ${input.ticketId}`);
  pdf.setCreator(input.clubName);
  const page = pdf.addPage([420, 595]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawRectangle({ x: 0, y: 535, width: 420, height: 60, color: rgb(0.05, 0.2, 0.45) });
  line(page, bold, input.clubName, 24, 565, 16, rgb(1, 1, 1));
  line(page, font, 'E-TICKET', 24, 546, 10, rgb(1, 1, 1));
  line(page, bold, input.eventName, 24, 500, 15);
  line(page, font, pdfDate(input.startDatetime), 24, 480);
  if (input.packName) line(page, font, input.packName, 24, 464, 10);
  const seat = input.isOpenSeating
    ? [`Stand ${input.standName}`, `Block ${input.blockName} (open seating)`]
    : [`Stand ${input.standName}`, `Block ${input.blockName}`, `Row ${input.rowName}  Seat ${input.seatNumber}`];
  seat.forEach((text, i) => line(page, bold, text, 24, 430 - i * 18, 12));
  line(page, font, `${input.categoryName} - ${input.productName}`, 24, 370);
  line(page, font, `Holder: ${input.holderName}`, 24, 352);
  const png = await QRCode.toBuffer(input.token, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
  const image = await pdf.embedPng(png);
  page.drawImage(image, { x: 110, y: 90, width: 200, height: 200 });
  line(page, font, `Ticket ${input.ticketId} - order ${input.orderId}`, 24, 60, 9, rgb(0.4, 0.4, 0.4));
  line(page, font, 'Personal ticket: do not share the QR code.', 24, 46, 9, rgb(0.4, 0.4, 0.4));
  // The token is also stored as the subject so tools can read it without decoding the image.
  pdf.setSubject(input.token);
  return pdf.save();
}
