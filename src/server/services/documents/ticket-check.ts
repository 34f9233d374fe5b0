/**
 * The gate's question about a scanned QR code: does it let someone in? The signature proves the
 * shop issued it; the database says whether that ticket is still the one holding the seat. A
 * ticket resold, transferred or cancelled since its PDF was printed no longer does, so its old
 * QR code is refused although its signature is intact.
 */
import type { FastifyInstance } from 'fastify';
import { verifyTicketToken } from './ticket-token.js';

export type TicketCheck =
  | { valid: true; ticketId: number; eventId: number; seatId: number }
  | { valid: false; reason: 'TOKEN_INVALID' | 'TICKET_NOT_VALID' };

export async function checkTicketToken(app: FastifyInstance, token: string): Promise<TicketCheck> {
  const claims = verifyTicketToken(app.secretFor('ticket-qr'), token);
  if (claims === null) return { valid: false, reason: 'TOKEN_INVALID' };
  const row = await app.db.selectFrom('seat_tickets as t').innerJoin('orders as o', 'o.id', 't.order_id')
    .select(['t.active', 't.state', 't.event_id', 't.seat_id', 'o.status as order_status'])
    .where('t.id', '=', claims.ticketId).executeTakeFirst();
  const holdsSeat = row !== undefined && row.active === 1 && row.state === 'confirmed' && row.order_status === 'confirmed'
    && row.event_id === claims.eventId && row.seat_id === claims.seatId;
  return holdsSeat ? { valid: true, ...claims } : { valid: false, reason: 'TICKET_NOT_VALID' };
}
