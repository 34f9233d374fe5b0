/**
 * The sender's side of a transfer: sending tickets to an e-mail address, and taking one back while
 * the recipient has not accepted it. Each ticket is checked on the facts its order card shows;
 * the partial unique index of migration 011 settles two sends racing on one ticket, and on
 * PostgreSQL the sender's row lock orders a send against a resale listing of the same ticket.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { SessionCustomer } from '../../http/session.js';
import { isValidEmail, normalizeEmail } from '../../../domain/validation/email.js';
import { MAX_TICKETS_PER_TRANSFER } from '../../../domain/transfer.js';
import { ticketFacts } from '../../db/repositories/ticket-facts-repository.js';
import type { TicketPurchaseInfo } from '../../../domain/purchases.js';
import { purchaseInfoOf } from '../purchases/ticket-purchase.js';
import { isSeatConflict } from '../orders/order-errors.js';
import { deliverBriefly, enqueueMail } from '../mail/mail-queue.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { mailLocale } from '../mail/templates.js';
import { mailLocaleOfAddress } from '../mail/mail-recipient.js';
import { renderTransferMail } from './transfer-mail.js';
import { describeTicket, refusalOf, transferTicketLines } from './transfer-tickets.js';
import { lockCustomer } from '../../db/customer-lock.js';
import { queueTransferWithdrawnMails } from './transfer-withdrawn-mail.js';
import { passableTickets, shareOrdersOfTickets } from '../../db/passable-tickets.js';

export interface TransferRequest {
  ticketIds: number[];
  email: string;
  /** The sender's interface language: the mail's language when the address has no account yet. */
  locale: string | null;
}

export const hashTransferToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const validation = (path: string) => new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path });

/** The request body, checked: 1 to 20 distinct ticket ids and a well-formed address. */
export function parseTransferRequest(body: unknown): TransferRequest {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const ids = record['ticketIds'];
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_TICKETS_PER_TRANSFER
    || !ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0) || new Set(ids).size !== ids.length) {
    throw validation('ticketIds');
  }
  const email = record['email'];
  if (typeof email !== 'string' || !isValidEmail(email)) throw new AppError(400, 'EMAIL_INVALID', 'EMAIL_INVALID', { path: 'email' });
  // Kept as one of the shop's languages: it is stored with the transfer and words its mail.
  const locale = typeof record['locale'] === 'string' ? mailLocale(record['locale']) : null;
  return { ticketIds: ids as number[], email: normalizeEmail(email), locale };
}


/**
 * Sends tickets: one pending transfer per ticket, sharing one link mailed to the address.
 * Refusals: TICKET_NOT_FOUND (404, also for another customer's ticket), TRANSFER_TO_SELF and
 * the codes of transferRefusal (409, with the ticket id).
 */
export async function sendTransfer(app: FastifyInstance, customer: SessionCustomer, request: TransferRequest): Promise<TransferChange & { transferIds: number[] }> {
  if (request.email === normalizeEmail(customer.email)) throw new AppError(409, 'TRANSFER_TO_SELF');
  const token = randomBytes(32).toString('base64url');
  const now = app.now();
  let transferIds: number[];
  try {
    transferIds = await app.db.transaction().execute(async (trx) => {
      // The orders first, then the customer (see sellTicket): a cancellation in flight is waited for
      // before this send holds the customer's row, which the cancellation may need.
      await shareOrdersOfTickets(app.dialect, trx, request.ticketIds);
      // One send or resale listing of a customer at a time.
      await lockCustomer(app.dialect, trx, customer.id, 'update');
      const refused = await sendRefusal(trx, customer.id, request.ticketIds, now);
      if (refused) {
        // The same send again (its answer lost, another tab): its link went out already, once.
        const earlier = refused.code === 'TICKET_TRANSFER_PENDING' ? await sameSendPending(trx, customer.id, request) : null;
        if (earlier) return earlier;
        throw refused;
      }
      const inserted = await insertTransfers(trx, customer.id, request, token, now);
      const missed = request.ticketIds.filter((id) => !inserted.some((row) => row.ticketId === id));
      // The rollback takes back the rows written for the other tickets: a send is whole or nothing.
      if (missed.length > 0) {
        throw await sendRefusal(trx, customer.id, missed, now) ?? new AppError(409, 'TICKET_NOT_TRANSFERABLE', 'TICKET_NOT_TRANSFERABLE', { ticketId: missed[0] });
      }
      // The mail is queued with the transfer it announces: both exist, or neither.
      await enqueueMail(trx, 'ticket_transfer', await transferMail(app, trx, customer, request, token), now);
      return inserted.map((row) => row.id);
    });
  } catch (error) {
    if (isSeatConflict(error)) throw new AppError(409, 'TICKET_TRANSFER_PENDING');
    throw error;
  }
  await deliverBriefly(app);
  return { transferIds, tickets: await purchasesOf(app, request.ticketIds) };
}

/**
 * Writes one pending transfer per ticket still sendable as the database stands now (see
 * passableTickets), sharing one group and link; returns their ids. Fewer ids than tickets means a
 * cancellation (or another change) came between the checks and this write.
 */
export async function insertTransfers(trx: Db, customerId: number, request: TransferRequest, token: string, now: Date): Promise<{ id: number; ticketId: number }[]> {
  const text = (value: string | null) => sql<string>`cast(${value} as text)`;
  const rows = await trx.insertInto('transfers')
    .columns(['seat_ticket_id', 'from_customer_id', 'to_email', 'status', 'created_at', 'transfer_group', 'token_hash', 'locale'])
    .expression(passableTickets(trx, customerId, request.ticketIds, ['confirmed', 'fulfilled']).select([
      't.id', 't.owner_customer_id', text(request.email).as('to_email'), text('pending').as('status'), text(now.toISOString()).as('created_at'),
      text(randomUUID()).as('transfer_group'), text(hashTransferToken(token)).as('token_hash'), text(request.locale).as('locale'),
    ]))
    .returning(['id', 'seat_ticket_id']).execute();
  return rows.map((r) => ({ id: r.id, ticketId: r.seat_ticket_id }));
}

/**
 * The transfer ids of these tickets when all are pending to this address in one link (sent by an
 * earlier call), in the request's order; null when any is pending elsewhere (another address,
 * another link).
 */
async function sameSendPending(trx: Db, customerId: number, request: TransferRequest): Promise<number[] | null> {
  const rows = await trx.selectFrom('transfers').select(['id', 'seat_ticket_id', 'transfer_group'])
    .where('from_customer_id', '=', customerId).where('seat_ticket_id', 'in', request.ticketIds)
    .where('status', '=', 'pending').where('to_email', '=', request.email).execute();
  const ids = request.ticketIds.map((ticketId) => rows.find((row) => row.seat_ticket_id === ticketId)?.id);
  const oneLink = new Set(rows.map((row) => row.transfer_group)).size === 1;
  return oneLink && ids.every((id) => id !== undefined) ? ids as number[] : null;
}

/** Why these tickets cannot be sent now, read from the same facts as their order cards; null when they can. */
export async function sendRefusal(db: Db, customerId: number, ticketIds: readonly number[], now: Date): Promise<AppError | null> {
  const rows = await ticketFacts(db, { ticketIds });
  for (const id of ticketIds) {
    const row = rows.find((r) => r.id === id);
    if (!row || row.owner_customer_id !== customerId) return new AppError(404, 'TICKET_NOT_FOUND', 'TICKET_NOT_FOUND', { ticketId: id });
    const refusal = refusalOf(row, now);
    if (refusal) return new AppError(409, refusal, refusal, { ticketId: id });
  }
  return null;
}

/** The tickets a send or cancel changed, as My purchases now shows them. */
export interface TransferChange {
  tickets: { ticketId: number; purchase: TicketPurchaseInfo }[];
}

async function purchasesOf(app: FastifyInstance, ticketIds: readonly number[]): Promise<TransferChange['tickets']> {
  const rows = await ticketFacts(app.db, { ticketIds });
  return rows.map((row) => ({ ticketId: row.id, purchase: purchaseInfoOf(app, row) }));
}

/** The mail of the link, in the recipient's language (their account's, else the sender's). */
async function transferMail(app: FastifyInstance, trx: Db, customer: SessionCustomer, request: TransferRequest, token: string): Promise<OutgoingMail> {
  const sender = await trx.selectFrom('customers').select(['first_name', 'last_name']).where('id', '=', customer.id).executeTakeFirstOrThrow();
  const locale = await mailLocaleOfAddress(trx, request.email, request.locale);
  const lines = await transferTicketLines(trx, request.ticketIds, { locale, locales: app.siteConfig.locales });
  const base = app.siteConfig.publicBaseUrl.replace(/\/+$/, '');
  const mail = renderTransferMail(locale, {
    senderName: `${sender.first_name} ${sender.last_name}`.trim(),
    toEmail: request.email,
    ticketLines: lines.map((line) => describeTicket(line, locale, app.siteConfig.timeZone)),
    link: `${base}/orders/transfer/${token}`,
    clubName: app.siteConfig.clientLongName,
    clubShortName: app.siteConfig.clientShortName,
  });
  return { to: request.email, ...mail };
}

/**
 * Takes back a ticket the recipient has not accepted yet. TRANSFER_NOT_FOUND (404) for another
 * customer's transfer; TRANSFER_NOT_PENDING (409) once accepted or already cancelled, with the
 * ticket as it now stands (`details.tickets`), so a page shown before the acceptance can catch up.
 */
export async function cancelTransfer(app: FastifyInstance, customer: SessionCustomer, transferId: number): Promise<TransferChange> {
  const transfer = await app.db.selectFrom('transfers').select(['id', 'seat_ticket_id', 'from_customer_id', 'status'])
    .where('id', '=', transferId).executeTakeFirst();
  if (!transfer || transfer.from_customer_id !== customer.id) throw new AppError(404, 'TRANSFER_NOT_FOUND');
  // The status guard loses to a recipient accepting at the same moment; the recipient, who holds
  // an invitation, is told in the same transaction.
  const taken = await app.db.transaction().execute(async (trx) => {
    const withdrawn = await trx.updateTable('transfers').set({ status: 'cancelled', settled_at: app.now().toISOString() })
      .where('id', '=', transferId).where('status', '=', 'pending')
      .returning(['seat_ticket_id', 'from_customer_id', 'to_email', 'token_hash', 'locale']).execute();
    await queueTransferWithdrawnMails(app, trx, withdrawn, 'sender');
    return withdrawn.length;
  });
  if (taken !== 1) {
    const settled = await app.db.selectFrom('transfers').select('status').where('id', '=', transferId).executeTakeFirstOrThrow();
    throw new AppError(409, 'TRANSFER_NOT_PENDING', 'TRANSFER_NOT_PENDING', {
      status: settled.status, tickets: await purchasesOf(app, [transfer.seat_ticket_id]),
    });
  }
  await deliverBriefly(app);
  return { tickets: await purchasesOf(app, [transfer.seat_ticket_id]) };
}
