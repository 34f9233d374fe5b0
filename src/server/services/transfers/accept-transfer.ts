/**
 * The recipient's side of a transfer: the page behind the mailed link (who sends what) and the
 * acceptance. Accepting gives the recipient an order of their own holding new tickets for the same
 * seats; the sender's tickets stop holding the seats in the same transaction (the unique index on
 * active seats allows one holder), so the sender's QR codes, signed for the old ticket ids, no
 * longer pass the gate check (services/documents/ticket-check).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { isAnonymisedCustomer } from '../../db/anonymised-customer.js';
import type { SessionCustomer } from '../../http/session.js';
import type { TransferStatus } from '../../db/schema.js';
import { normalizeEmail } from '../../../domain/validation/email.js';
import { hashTransferToken } from './send-transfer.js';
import { transferTicketLines } from './transfer-tickets.js';
import { shareOrdersOfTickets } from '../../db/passable-tickets.js';
import type { TransferTicketLine } from './transfer-tickets.js';
import type { Locale } from '../../../domain/site-config.js';

export interface TransferPreview {
  /** pending while any ticket of the link can still be accepted; else confirmed or cancelled. */
  status: TransferStatus;
  /** '' when the sender's account was deleted since: no name left to show. */
  senderName: string;
  toEmail: string;
  tickets: (TransferTicketLine & { status: TransferStatus })[];
  /** The link closed because the ticket office cancelled the tickets' order, not by the sender. */
  orderCancelled: boolean;
}

const TOKEN_PATTERN = /^[\w-]{20,100}$/;

async function transfersOfToken(db: Db, token: string) {
  if (!TOKEN_PATTERN.test(token)) throw new AppError(404, 'TRANSFER_NOT_FOUND');
  const rows = await db.selectFrom('transfers').selectAll().where('token_hash', '=', hashTransferToken(token)).orderBy('seat_ticket_id').execute();
  if (rows.length === 0) throw new AppError(404, 'TRANSFER_NOT_FOUND');
  return rows;
}

const groupStatus = (statuses: readonly TransferStatus[]): TransferStatus =>
  statuses.includes('pending') ? 'pending' : statuses.includes('confirmed') ? 'confirmed' : 'cancelled';

/** What the link shows before anyone signs in: the sender, the address it was sent to, the tickets (named in `locale`). */
export async function transferPreview(app: FastifyInstance, token: string, locale: Locale): Promise<TransferPreview> {
  const rows = await transfersOfToken(app.db, token);
  const first = rows[0]!;
  const sender = await app.db.selectFrom('customers').select(['first_name', 'last_name', 'email', 'password_hash']).where('id', '=', first.from_customer_id).executeTakeFirstOrThrow();
  const lines = await transferTicketLines(app.db, rows.map((r) => r.seat_ticket_id), { locale, locales: app.siteConfig.locales });
  const statusOf = new Map(rows.map((r) => [r.seat_ticket_id, r.status]));
  const status = groupStatus(rows.map((r) => r.status));
  return {
    status,
    senderName: isAnonymisedCustomer(sender) ? '' : `${sender.first_name} ${sender.last_name}`.trim(),
    toEmail: first.to_email,
    tickets: lines.map((line) => ({ ...line, status: statusOf.get(line.ticketId) ?? 'cancelled' })),
    orderCancelled: status === 'cancelled' && await ordersCancelled(app.db, rows.map((r) => r.seat_ticket_id)),
  };
}

/** True when an order of these tickets was cancelled (by the ticket office). */
async function ordersCancelled(db: Db, ticketIds: number[]): Promise<boolean> {
  const row = await db.selectFrom('seat_tickets').innerJoin('orders', 'orders.id', 'seat_tickets.order_id').select('orders.id')
    .where('seat_tickets.id', 'in', ticketIds).where('orders.status', '=', 'cancelled').executeTakeFirst();
  return row !== undefined;
}

/**
 * Accepts every ticket of the link still pending, for the signed-in customer whose address it was
 * sent to. Refusals: TRANSFER_NOT_FOUND (404, also for any other account),
 * TRANSFER_NOT_PENDING (409: accepted already, or every ticket taken back), TICKET_EVENT_PAST
 * (409: an event of the link has started).
 */
export async function acceptTransfer(app: FastifyInstance, customer: SessionCustomer, token: string): Promise<{ orderId: number; ticketIds: number[] }> {
  const rows = await transfersOfToken(app.db, token);
  const toEmail = rows[0]!.to_email;
  // Another account holding the link learns nothing from the server (the page tells the fan which
  // address to sign in with before it ever asks).
  if (normalizeEmail(customer.email) !== toEmail) throw new AppError(404, 'TRANSFER_NOT_FOUND');
  const nowIso = app.now().toISOString();
  return app.db.transaction().execute(async (trx) => {
    // A cancellation of the sender's order in flight is waited for: it takes the transfer back, and
    // one that comes after reads this acceptance and leaves the passed-on ticket alone.
    await shareOrdersOfTickets(app.dialect, trx, rows.map((r) => r.seat_ticket_id));
    const accepted: { transferId: number; ticketId: number }[] = [];
    for (const row of rows) {
      // The status guard loses to the sender cancelling at the same moment, and to a second accept.
      const won = await trx.updateTable('transfers').set({ status: 'confirmed', to_customer_id: customer.id, settled_at: nowIso })
        .where('id', '=', row.id).where('status', '=', 'pending').executeTakeFirst();
      if (Number(won.numUpdatedRows) === 1) accepted.push({ transferId: row.id, ticketId: row.seat_ticket_id });
    }
    if (accepted.length === 0) throw new AppError(409, 'TRANSFER_NOT_PENDING', 'TRANSFER_NOT_PENDING', { status: groupStatus(rows.map((r) => r.status)) });
    return moveTickets(trx, customer.id, accepted, nowIso);
  });
}

/**
 * Gives the recipient a confirmed order holding new tickets for the sent ones, which let go of
 * their seats. The new tickets have no holder yet.
 */
async function moveTickets(trx: Db, recipientId: number, accepted: { transferId: number; ticketId: number }[], nowIso: string) {
  const olds = await trx.selectFrom('seat_tickets as t').innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('events as e', 'e.id', 't.event_id')
    .select(['e.start_datetime', 't.id', 't.event_id', 't.seat_id', 't.campaign_pack_id', 't.pack_group', 't.product_id', 't.category_id', 't.gross_amount',
      't.discount_amount', 't.active', 't.state', 'o.sale_channel_id', 'o.ticket_withdrawal', 'o.status as order_status'])
    .where('t.id', 'in', accepted.map((a) => a.ticketId)).orderBy('t.id').execute();
  // A pending transfer blocks resale, but a ticket manager may have cancelled the order meanwhile.
  if (olds.some((t) => t.active !== 1 || t.order_status !== 'confirmed')) throw new AppError(409, 'TRANSFER_NOT_PENDING', 'TRANSFER_NOT_PENDING', { status: 'cancelled' });
  // The sender may have entered with a ticket printed before sending it: accepted during the
  // event, the new ticket would let a second person in on the same seat. The send refuses the
  // same moment (domain/transfer); the rollback leaves the transfer pending, for the sender to take back.
  if (olds.some((t) => Date.parse(t.start_datetime) <= Date.parse(nowIso))) throw new AppError(409, 'TICKET_EVENT_PAST');
  const first = olds[0]!;
  const gross = olds.reduce((sum, t) => sum + Number(t.gross_amount), 0);
  const discount = olds.reduce((sum, t) => sum + Number(t.discount_amount), 0);
  const order = await trx.insertInto('orders').values({
    customer_id: recipientId, status: 'confirmed', sale_channel_id: first.sale_channel_id, created_at: nowIso, expiry_datetime: nowIso,
    sale_datetime: nowIso, gross_amount: gross, discount_amount: discount, has_transaction_in_progress: 0, number_of_installments: 1,
    payment_method: 'free', anomaly_code: null, anomaly_status: null, ticket_withdrawal: first.ticket_withdrawal,
  }).returning('id').executeTakeFirstOrThrow();
  // A pack seat's tickets keep sharing a group, a new one of the recipient's.
  const groups = new Map<string, string>();
  const ticketIds: number[] = [];
  for (const old of olds) {
    await trx.updateTable('seat_tickets').set({ active: 0, state: 'fulfilled' }).where('id', '=', old.id).execute();
    const packGroup = old.pack_group === null ? null : groups.get(old.pack_group) ?? randomUUID();
    if (old.pack_group !== null && packGroup !== null) groups.set(old.pack_group, packGroup);
    const created = await trx.insertInto('seat_tickets').values({
      order_id: order.id, event_id: old.event_id, seat_id: old.seat_id, campaign_pack_id: old.campaign_pack_id, pack_group: packGroup,
      product_id: old.product_id, category_id: old.category_id, gross_amount: old.gross_amount, discount_amount: old.discount_amount,
      // The recipient names who attends: holder information is frozen once given, so a copy of the
      // sender's (often the sender's own name) would leave the recipient a ticket in another's name.
      state: 'confirmed', active: 1, is_from_resale: 0, resale_listing_id: null, holder_info: null,
      owner_customer_id: recipientId, created_at: nowIso,
    }).returning('id').executeTakeFirstOrThrow();
    const transfer = accepted.find((a) => a.ticketId === old.id)!;
    await trx.updateTable('transfers').set({ received_order_id: order.id, received_seat_ticket_id: created.id }).where('id', '=', transfer.transferId).execute();
    ticketIds.push(created.id);
  }
  return { orderId: order.id, ticketIds };
}
