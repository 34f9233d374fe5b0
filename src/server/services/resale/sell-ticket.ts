/**
 * The seller's side of resale, written: putting tickets on sale and taking them off sale. Each
 * call decides on the same states the resale screen shows (loadResaleTickets), inside one
 * transaction; the partial unique index of migration 004 settles two sells racing on one ticket,
 * and the status guards on every update settle a sell or cancel racing a buyer's claim.
 */
import type { FastifyInstance } from 'fastify';
import type { ResaleTicketView } from '../../../domain/resale-view.js';
import { resalePriceRefusal } from '../../../domain/resale.js';
import { checkBankDetails } from '../../../domain/validation/bank.js';
import { AppError } from '../../errors.js';
import { isSeatConflict } from '../orders/order-errors.js';
import { loadResaleTickets } from './resale-tickets.js';
import { lockCustomer } from '../../db/customer-lock.js';
import { passableTickets, shareOrdersOfTickets } from '../../db/passable-tickets.js';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The outcome of a sell or cancel: the tickets it put on sale or took off sale. */
export interface ResaleChange {
  ticketIds: number[];
}

/** The customer's ticket as the resale screen sees it; 404 for anyone else's, so ids reveal nothing. */
function ownTicket(tickets: readonly ResaleTicketView[], ticketId: number): ResaleTicketView {
  const ticket = tickets.find((t) => t.ticketId === ticketId);
  if (!ticket) throw new AppError(404, 'TICKET_NOT_FOUND');
  return ticket;
}

/** Why a ticket that is not resalable cannot go on sale, as an error the client translates. */
function notResalable(ticket: ResaleTicketView, limit: number): AppError {
  switch (ticket.unavailableReason) {
    case 'forbidden': return new AppError(403, 'RESALE_FORBIDDEN');
    case 'past_event': return new AppError(409, 'RESALE_NOT_AVAILABLE');
    case 'limit_reached': return new AppError(409, 'RESALE_LIMIT_REACHED', 'RESALE_LIMIT_REACHED', { limit });
    default: return new AppError(409, 'RESALE_NOT_RESELLABLE', 'RESALE_NOT_RESELLABLE', { state: ticket.state, reason: ticket.unavailableReason });
  }
}


/**
 * Puts a ticket on sale at `price` cents (with, under whole_order_only, every ticket of its order
 * for that event that is not on sale yet). Refusals: TICKET_NOT_FOUND (404), RESALE_FORBIDDEN
 * (403), RESALE_NOT_AVAILABLE, RESALE_NOT_RESELLABLE, RESALE_LIMIT_REACHED (409),
 * BANK_DETAILS_REQUIRED and the price codes of resalePriceRefusal (400).
 */
export async function sellTicket(app: FastifyInstance, customerId: number, ticketId: number, price: unknown): Promise<ResaleChange> {
  const { resale } = app.siteConfig;
  const now = app.now();
  try {
    return await app.db.transaction().execute(async (trx) => {
      // A ticket office cancellation of the order in flight is waited for (passable-tickets). Taken
      // before the customer's lock: a cancellation holding the order may need the customer's row
      // (a foreign key check), and waiting for the order while holding that row deadlocked it.
      await shareOrdersOfTickets(app.dialect, trx, [ticketId]);
      // Two sells of one customer run one after the other and cannot both pass the per-campaign limit.
      await lockCustomer(app.dialect, trx, customerId, 'update');
      const tickets = await loadResaleTickets(trx, customerId, app.siteConfig, now);
      const ticket = ownTicket(tickets, ticketId);
      if (ticket.state !== 'resalable') throw notResalable(ticket, resale.maxResoldTicketsPerCampaign);
      // Under whole_order_only the order goes on sale whole: no companion may be stuck elsewhere.
      const group = ticket.groupTicketIds.map((id) => ownTicket(tickets, id));
      const blocked = group.find((t) => t.state === 'unavailable' || t.state === 'resold');
      if (blocked) throw notResalable(blocked, resale.maxResoldTicketsPerCampaign);

      const bank = await trx.selectFrom('customers').select(['iban', 'bic']).where('id', '=', customerId).executeTakeFirstOrThrow();
      if (Object.keys(checkBankDetails(bank.iban, bank.bic)).length > 0) throw new AppError(400, 'BANK_DETAILS_REQUIRED');
      const priceRefusal = resalePriceRefusal(price, resale.minimumPrice);
      if (priceRefusal) throw new AppError(400, priceRefusal);

      const toList = group.filter((t) => t.state === 'resalable').map((t) => t.ticketId);
      const nowIso = now.toISOString();
      const listed = await insertListings(trx, customerId, toList, price as number, nowIso);
      if (listed.length !== toList.length) {
        const missed = toList.find((id) => !listed.includes(id))!;
        const current = (await loadResaleTickets(trx, customerId, app.siteConfig, now)).find((t) => t.ticketId === missed);
        throw current && current.state !== 'resalable' ? notResalable(current, resale.maxResoldTicketsPerCampaign)
          : new AppError(409, 'RESALE_NOT_RESELLABLE', 'RESALE_NOT_RESELLABLE', { state: 'unavailable' });
      }
      return { ticketIds: toList };
    });
  } catch (error) {
    if (isSeatConflict(error)) throw new AppError(409, 'RESALE_NOT_RESELLABLE', 'RESALE_NOT_RESELLABLE', { state: 'on_sale' });
    throw error;
  }
}

/**
 * Puts tickets on sale, written only for those still resalable as the database stands now
 * (passableTickets): a cancellation that committed since the caller's checks leaves them out.
 * Returns the ids of the tickets listed.
 */
export async function insertListings(trx: Db, customerId: number, ticketIds: readonly number[], price: number, nowIso: string): Promise<number[]> {
  const rows = await trx.insertInto('resale_listings')
    .columns(['seat_ticket_id', 'seller_customer_id', 'price', 'status', 'created_at'])
    .expression(passableTickets(trx, customerId, ticketIds, ['confirmed']).select([
      't.id', 't.owner_customer_id', sql<number>`cast(${price} as integer)`.as('price'),
      sql<string>`cast(${'on_sale'} as text)`.as('status'), sql<string>`cast(${nowIso} as text)`.as('created_at'),
    ]))
    .returning('seat_ticket_id').execute();
  return rows.map((r) => r.seat_ticket_id);
}

/**
 * Takes a ticket off sale (with its whole-order companions still on sale). Only a listing on sale
 * can be cancelled: one a buyer is paying for (pending) or already sold answers 409
 * RESALE_NOT_CANCELLABLE, as does a ticket that is not on sale at all.
 */
export async function cancelSale(app: FastifyInstance, customerId: number, ticketId: number): Promise<ResaleChange> {
  return app.db.transaction().execute(async (trx) => {
    const tickets = await loadResaleTickets(trx, customerId, app.siteConfig, app.now());
    const ticket = ownTicket(tickets, ticketId);
    if (ticket.state !== 'on_sale' || ticket.listing === null) {
      throw new AppError(409, 'RESALE_NOT_CANCELLABLE', 'RESALE_NOT_CANCELLABLE', { state: ticket.state });
    }
    // The status guard loses to a buyer who claimed the listing a moment ago.
    const own = await trx.updateTable('resale_listings').set({ status: 'cancelled' })
      .where('id', '=', ticket.listing.id).where('status', '=', 'on_sale').executeTakeFirst();
    if (Number(own.numUpdatedRows) !== 1) throw new AppError(409, 'RESALE_NOT_CANCELLABLE', 'RESALE_NOT_CANCELLABLE', { state: 'pending' });
    const companions = ticket.groupTicketIds
      .filter((id) => id !== ticketId)
      .map((id) => ownTicket(tickets, id))
      .filter((t) => t.state === 'on_sale' && t.listing !== null);
    const cancelled = [ticketId];
    for (const companion of companions) {
      const done = await trx.updateTable('resale_listings').set({ status: 'cancelled' })
        .where('id', '=', companion.listing?.id ?? 0).where('status', '=', 'on_sale').executeTakeFirst();
      if (Number(done.numUpdatedRows) === 1) cancelled.push(companion.ticketId);
    }
    return { ticketIds: cancelled.sort((a, b) => a - b) };
  });
}
