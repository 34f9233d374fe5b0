/**
 * My purchases on the server: each seat ticket's holder and download state (the pure rules of
 * src/domain/purchases.ts fed with the database's facts), and filling in a holder after purchase.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import type { SessionCustomer } from '../../http/session.js';
import type { HolderValues } from '../../../domain/holder/holder-fields.js';
import { HOLDER_FIELDS, holderRules, lockedHolderChanges, normalizeHolder, validateHolder } from '../../../domain/holder/holder-fields.js';
import { packDownloadDate } from '../../../domain/ticket-downloads.js';
import { ticketPurchaseInfo } from '../../../domain/purchases.js';
import type { TicketPurchaseInfo } from '../../../domain/purchases.js';
import type { OrderView } from '../../../domain/ticket-groups.js';
import { shareOrdersOfTickets } from '../../db/passable-tickets.js';
import { ticketFacts } from '../../db/repositories/ticket-facts-repository.js';
import type { TicketFactsRow } from '../../db/repositories/ticket-facts-repository.js';

/** Stored holder JSON read back; anything that is not an object of strings counts as no holder. */
export function parseStoredHolder(json: string | null): HolderValues | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const holder: HolderValues = {};
    for (const field of HOLDER_FIELDS) if (typeof record[field] === 'string') holder[field] = record[field];
    return holder;
  } catch {
    return null;
  }
}

/** The purchase view of one ticket, at the app's clock. */
export function purchaseInfoOf(app: FastifyInstance, row: TicketFactsRow): TicketPurchaseInfo {
  const kind = row.pack_type === 'season' ? 'subscriber' : 'holder';
  return ticketPurchaseInfo(
    {
      orderStatus: row.order_status, ticketState: row.state, active: row.active === 1, listingStatus: row.listing_status,
      format: row.ticket_format, hasTicketTemplate: row.has_ticket_template === 1, now: app.now(),
      availableFrom: row.campaign_pack_id === null ? null : packDownloadDate(row.start_datetime, app.siteConfig.ticketDownloadDaysBeforeEvent),
    },
    {
      transfer: row.transfer_id === null || row.transfer_status === null || row.transfer_to_email === null
        ? null : { id: row.transfer_id, status: row.transfer_status, toEmail: row.transfer_to_email },
      // A sender whose account was deleted since has no name left: '' (see TicketTransferFacts).
      receivedFrom: row.sender_first_name === null ? null : row.sender_deleted === 1 ? '' : `${row.sender_first_name} ${row.sender_last_name ?? ''}`.trim(),
      eventStart: row.start_datetime,
      installmentsUnpaid: row.installments_unpaid === 1,
      proofRequired: row.requires_proof === 1,
    },
    parseStoredHolder(row.holder_info),
    kind,
    holderRules(app.siteConfig, kind),
  );
}

/** Adds `purchase` to every seat ticket of these orders (My purchases and the summary read it). */
export async function withPurchaseInfo(app: FastifyInstance, orders: OrderView[]): Promise<OrderView[]> {
  if (orders.length === 0) return orders;
  const rows = await ticketFacts(app.db, { orderIds: orders.map((o) => o.orderId) });
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const order of orders) {
    for (const group of order.ticketGroups) {
      for (const ticket of group.seatTickets) {
        const row = byId.get(ticket.id);
        if (row) ticket.purchase = purchaseInfoOf(app, row);
      }
    }
  }
  return orders;
}

/** One of the customer's tickets with its facts; 404 for another customer's or an unknown one. */
export async function ownTicketFacts(app: FastifyInstance, customer: SessionCustomer, ticketId: number): Promise<TicketFactsRow> {
  const [row] = await ticketFacts(app.db, { ticketIds: [ticketId] });
  if (!row || row.owner_customer_id !== customer.id) throw new AppError(404, 'TICKET_NOT_FOUND');
  return row;
}

/** A holder save checked against the ticket as read: the tickets it writes and the holder it writes. */
export interface HolderChange {
  target: TicketFactsRow;
  /** The target and, on a pack seat, its other tickets still the customer's to name. */
  tickets: TicketFactsRow[];
  holder: HolderValues;
}

/**
 * Fills in (or, for mandatory_with_change fields, changes) the holder of one of the customer's
 * tickets; a pack seat's tickets share it. Refused: the event has started (409
 * HOLDER_EVENT_STARTED), a ticket no longer the customer's own (409 HOLDER_NOT_EDITABLE), a frozen
 * field changed (409 HOLDER_INFO_LOCKED), invalid or incomplete fields (400 HOLDER_INFO_INVALID).
 * A concurrent change of the same holder loses (409 HOLDER_INFO_CHANGED) rather than overwrite it.
 */
export async function setTicketHolder(app: FastifyInstance, customer: SessionCustomer, ticketId: number, input: HolderValues): Promise<TicketPurchaseInfo> {
  const change = await planHolderChange(app, customer, ticketId, input);
  await storeHolderChange(app, customer, change);
  return purchaseInfoOf(app, { ...change.target, holder_info: JSON.stringify(change.holder) });
}

/** The refusal of a ticket whose holder the fan may not name now, or null when they may. */
function closedRefusal(app: FastifyInstance, row: TicketFactsRow): AppError | null {
  const info = purchaseInfoOf(app, row);
  if (info.holderClosedReason) return new AppError(409, info.holderClosedReason);
  if (info.editableHolderFields.length > 0) return null;
  return new AppError(409, 'HOLDER_NOT_EDITABLE');
}

/** The save checked on the ticket as read now; nothing is written. */
export async function planHolderChange(app: FastifyInstance, customer: SessionCustomer, ticketId: number, input: HolderValues): Promise<HolderChange> {
  const target = await ownTicketFacts(app, customer, ticketId);
  // A pack seat's other tickets follow, unless one is no longer the customer's to name (on resale).
  const tickets = target.pack_group === null ? [target]
    : (await ticketFacts(app.db, { orderIds: [target.order_id] })).filter((r) => r.pack_group === target.pack_group && r.owner_customer_id === customer.id
      && (r.id === target.id || purchaseInfoOf(app, r).editableHolderFields.length > 0));
  const refusal = closedRefusal(app, target);
  if (refusal) throw refusal;
  const info = purchaseInfoOf(app, target);
  const today = app.now().toISOString().slice(0, 10);
  // Frozen fields the form leaves out keep their stored values; a different value is refused.
  const next = { ...frozenValues(parseStoredHolder(target.holder_info), info), ...normalizeHolder(input) };
  for (const row of tickets) {
    const locked = lockedHolderChanges(parseStoredHolder(row.holder_info), next, info.holderRules);
    if (locked.length > 0) throw new AppError(409, 'HOLDER_INFO_LOCKED', 'HOLDER_INFO_LOCKED', { fields: locked });
  }
  const fields = validateHolder(next, info.holderRules, today);
  if (Object.keys(fields).length > 0) throw new AppError(400, 'HOLDER_INFO_INVALID', 'HOLDER_INFO_INVALID', { fields });
  return { target, tickets, holder: next };
}

/**
 * Writes a planned save. Each update carries the conditions of canEditHolder (still the customer's,
 * active, its order confirmed, neither sent nor listed for resale) and the holder as read, so a
 * transfer or listing that committed since the plan was read makes it write nothing: the database
 * judges, not the earlier read. Then the ticket is read again to say why (HOLDER_NOT_EDITABLE, or
 * HOLDER_INFO_CHANGED when only the holder moved).
 */
export async function storeHolderChange(app: FastifyInstance, customer: SessionCustomer, change: HolderChange): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    // A cancellation in flight is waited for, so its refunded tickets are not named.
    await shareOrdersOfTickets(app.dialect, trx, change.tickets.map((row) => row.id));
    for (const row of change.tickets) {
      let query = trx.updateTable('seat_tickets').set({ holder_info: JSON.stringify(change.holder) })
        .where('id', '=', row.id).where('owner_customer_id', '=', customer.id).where('active', '=', 1)
        .where('state', 'in', ['confirmed', 'fulfilled'])
        .where((eb) => eb.exists(eb.selectFrom('orders as o').select('o.id').whereRef('o.id', '=', 'seat_tickets.order_id').where('o.status', '=', 'confirmed')))
        .where((eb) => eb.not(eb.exists(eb.selectFrom('transfers as tr').select('tr.id').whereRef('tr.seat_ticket_id', '=', 'seat_tickets.id').where('tr.status', '<>', 'cancelled'))))
        .where((eb) => eb.not(eb.exists(eb.selectFrom('resale_listings as l').select('l.id').whereRef('l.seat_ticket_id', '=', 'seat_tickets.id').where('l.status', '<>', 'cancelled'))));
      query = row.holder_info === null ? query.where('holder_info', 'is', null) : query.where('holder_info', '=', row.holder_info);
      const result = await query.executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) continue;
      const [now] = await ticketFacts(trx, { ticketIds: [row.id] });
      throw (now && now.owner_customer_id === customer.id ? closedRefusal(app, now) : new AppError(409, 'HOLDER_NOT_EDITABLE'))
        ?? new AppError(409, 'HOLDER_INFO_CHANGED');
    }
  });
}

/** The stored values the fan may not change. */
function frozenValues(stored: HolderValues | null, info: TicketPurchaseInfo): HolderValues {
  const kept: HolderValues = {};
  for (const field of HOLDER_FIELDS) {
    const value = stored?.[field];
    if (value !== undefined && info.holderRules[field] !== 'mandatory_with_change') kept[field] = value;
  }
  return kept;
}
