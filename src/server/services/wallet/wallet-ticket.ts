/**
 * A ticket as a wallet pass shows it, for its owner only and only while its e-ticket could be
 * downloaded: the same gate (holder named, not on resale or being transferred, day X reached) and
 * the same QR token as the PDF, so a pass of a ticket resold or transferred since fails at the
 * gate exactly like its PDF.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import type { SessionCustomer } from '../../http/session.js';
import type { WalletKind } from '../../../domain/site-config.js';
import { ownTicketFacts, purchaseInfoOf } from '../purchases/ticket-purchase.js';
import { signTicketToken } from '../documents/ticket-token.js';
import { transferTicketLines } from '../transfers/transfer-tickets.js';
import type { TransferTicketLine } from '../transfers/transfer-tickets.js';
import { documentLocale } from '../documents/document-texts.js';
import type { Locale } from '../../../domain/site-config.js';

export interface WalletTicket extends TransferTicketLine {
  eventId: number;
  holderName: string | null;
  /** The QR code's content: the e-ticket's signed token. */
  token: string;
  locale: Locale;
}

/** The owner's ticket ready for a pass; 404 for anyone else's, 409 with the gate's reason, 409 WALLET_NOT_CONFIGURED. */
export async function walletTicket(app: FastifyInstance, customer: SessionCustomer, ticketId: number, kind: WalletKind): Promise<WalletTicket> {
  const facts = await ownTicketFacts(app, customer, ticketId);
  if (!app.wallet[kind]) throw new AppError(409, 'WALLET_NOT_CONFIGURED', 'WALLET_NOT_CONFIGURED', { kind });
  const info = purchaseInfoOf(app, facts);
  const reason = info.download.reasons[0];
  if (reason !== undefined) throw new AppError(409, reason);
  if (info.format === 'physical_ticket') throw new AppError(409, 'WALLET_NOT_FOR_PRINTED_TICKETS');
  const [ids, customerRow] = await Promise.all([
    app.db.selectFrom('seat_tickets').select(['event_id', 'seat_id']).where('id', '=', ticketId).executeTakeFirstOrThrow(),
    app.db.selectFrom('customers').select('locale').where('id', '=', customer.id).executeTakeFirst(),
  ]);
  const locale = documentLocale(customerRow?.locale);
  const [line] = await transferTicketLines(app.db, [ticketId], { locale, locales: app.siteConfig.locales });
  if (!line) throw new AppError(404, 'TICKET_NOT_FOUND');
  return {
    ...line,
    eventId: ids.event_id,
    holderName: info.holderName,
    token: signTicketToken(app.secretFor('ticket-qr'), { ticketId, eventId: ids.event_id, seatId: ids.seat_id }),
    locale,
  };
}
