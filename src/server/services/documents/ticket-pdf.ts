/** The e-ticket PDF of one seat: event, seat, holder and a QR code carrying the signed token. */
import { PDFDocument, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Locale } from '../../../domain/site-config.js';
import type { TicketFormat } from '../../../domain/ticket-downloads.js';
import type { SeatPlace } from '../../../domain/transfer.js';
import { documentTexts, formatDocumentDateTime } from './document-texts.js';
import { embedDocumentFonts } from './pdf-fonts.js';
import { line, wrapText } from './pdf-text.js';

export interface TicketPdfInput extends SeatPlace {
  /** The language of the labels and dates. */
  locale: Locale;
  /** The venue's IANA time zone: the event time is printed in it. */
  timeZone: string;
  clubName: string;
  ticketId: number;
  orderId: number;
  eventName: string;
  startDatetime: string;
  productName: string;
  packName: string | null;
  holderName: string;
  token: string;
  /** What the document is: an e-ticket (default), a season pass, or a printed ticket's delivery note (no QR code). */
  format?: TicketFormat;
  /** For a printed ticket: the address it is posted to, one line each. */
  postalAddress?: string[];
  /** The rate needs proof of eligibility (reduced, child): the ticket says it is checked at the entrance. */
  proofRequired?: boolean;
}

const WIDTH = 420;
const MARGIN = 24;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
const WHITE = rgb(1, 1, 1);
const GREY = rgb(0.4, 0.4, 0.4);

/** Builds the e-ticket as PDF bytes (A5 portrait), labelled in `input.locale`. */
export async function renderTicketPdf(input: TicketPdfInput): Promise<Uint8Array> {
  const t = documentTexts(input.locale);
  const pdf = await PDFDocument.create();
  const printed = input.format === 'physical_ticket';
  pdf.setTitle(printed ? t.deliveryNoteTitle(input.ticketId) : t.ticketTitle(input.ticketId));
  pdf.setCreator(input.clubName);
  pdf.setLanguage(input.locale);
  const { regular, bold } = await embedDocumentFonts(pdf);
  const page = pdf.addPage([WIDTH, 595]);
  page.drawRectangle({ x: 0, y: 535, width: WIDTH, height: 60, color: rgb(0.05, 0.2, 0.45) });
  line(page, bold, input.clubName, MARGIN, 565, { size: 16, color: WHITE, maxWidth: TEXT_WIDTH });
  line(page, regular, printed ? t.deliveryNote : input.format === 'season_pass' ? t.seasonPass : t.eTicket, MARGIN, 546, { size: 10, color: WHITE });
  line(page, bold, input.eventName, MARGIN, 500, { size: 15, maxWidth: TEXT_WIDTH });
  line(page, regular, formatDocumentDateTime(input.startDatetime, input.locale, input.timeZone), MARGIN, 480, { maxWidth: TEXT_WIDTH });
  if (input.packName) line(page, regular, input.packName, MARGIN, 464, { size: 10, maxWidth: TEXT_WIDTH });
  const seat = input.isOpenSeating
    // The stand's own name ("North Stand", "Tribune Nord"): a "Stand" label before it said it twice.
    ? [input.standName, t.openSeating(input.blockName)]
    : [input.standName, t.block(input.blockName), t.rowSeat(input.rowName, input.seatNumber)];
  seat.forEach((text, i) => line(page, bold, text, MARGIN, 430 - i * 18, { size: 12, maxWidth: TEXT_WIDTH }));
  line(page, regular, `${input.categoryName} - ${input.productName}`, MARGIN, 370, { maxWidth: TEXT_WIDTH });
  line(page, regular, t.holder(input.holderName), MARGIN, 352, { maxWidth: TEXT_WIDTH });
  // Two lines at most fit above the QR code; every language's sentence takes one or two.
  if (input.proofRequired) wrapText(bold, t.proofRequired, 10, TEXT_WIDTH).slice(0, 2).forEach((text, i) => line(page, bold, text, MARGIN, 332 - i * 13, { size: 10, maxWidth: TEXT_WIDTH }));
  if (printed) {
    // The printed ticket carries the entry code; this note only says where it is going.
    line(page, bold, t.sentByPost, MARGIN, 300, { maxWidth: TEXT_WIDTH });
    (input.postalAddress ?? []).forEach((text, i) => line(page, regular, text, MARGIN, 280 - i * 16, { maxWidth: TEXT_WIDTH }));
    line(page, regular, t.ticketReference(input.ticketId, input.orderId), MARGIN, 60, { size: 9, color: GREY, maxWidth: TEXT_WIDTH });
    return pdf.save();
  }
  const png = await QRCode.toBuffer(input.token, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
  const image = await pdf.embedPng(png);
  page.drawImage(image, { x: 110, y: 90, width: 200, height: 200 });
  line(page, regular, t.ticketReference(input.ticketId, input.orderId), MARGIN, 60, { size: 9, color: GREY, maxWidth: TEXT_WIDTH });
  line(page, regular, t.personal, MARGIN, 46, { size: 9, color: GREY, maxWidth: TEXT_WIDTH });
  // The token is also stored as the subject so tools can read it without decoding the image.
  pdf.setSubject(input.token);
  return pdf.save();
}
