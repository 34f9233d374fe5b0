/** What a seat ticket's downloads and holder form depend on, read in one query. */
import { sql } from 'kysely';
import type { Db } from '../database.js';
import { ANONYMISED_EMAIL_DOMAIN } from '../anonymised-customer.js';
import type { TicketFormat } from '../../../domain/ticket-downloads.js';

export interface TicketFactsRow {
  id: number;
  order_id: number;
  order_status: string;
  owner_customer_id: number;
  state: string;
  active: number;
  holder_info: string | null;
  pack_group: string | null;
  campaign_pack_id: number | null;
  pack_type: 'pack' | 'season' | null;
  start_datetime: string;
  ticket_format: TicketFormat;
  has_ticket_template: number;
  listing_status: 'on_sale' | 'pending' | 'sold' | null;
  /** The ticket's transfer that is not cancelled (migration 011 allows one). */
  transfer_id: number | null;
  transfer_status: 'pending' | 'confirmed' | null;
  transfer_to_email: string | null;
  /** On a ticket received by transfer: who sent it. */
  sender_first_name: string | null;
  sender_last_name: string | null;
  /** 1 when the sender's account was deleted since (anonymised): the name is a placeholder. */
  sender_deleted: number;
  /** 1 when the ticket's rate needs proof of eligibility at the entrance. */
  requires_proof: number;
  /** 1 while the ticket's order has instalments left to pay. */
  installments_unpaid: number;
}

/** Facts of the tickets of these orders, or of these tickets. */
export async function ticketFacts(db: Db, where: { orderIds?: readonly number[]; ticketIds?: readonly number[] }): Promise<TicketFactsRow[]> {
  let query = db.selectFrom('seat_tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('events as e', 'e.id', 't.event_id')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .leftJoin('campaign_packs as cp', 'cp.id', 't.campaign_pack_id')
    // Migration 004 allows one listing per ticket that is not cancelled: this join adds no rows.
    .leftJoin('resale_listings as l', (join) => join.onRef('l.seat_ticket_id', '=', 't.id').on('l.status', '<>', 'cancelled'))
    // Migration 011 allows one transfer per ticket that is not cancelled, and a ticket is received once.
    .leftJoin('transfers as tr', (join) => join.onRef('tr.seat_ticket_id', '=', 't.id').on('tr.status', '<>', 'cancelled'))
    .leftJoin('transfers as rt', 'rt.received_seat_ticket_id', 't.id')
    .leftJoin('customers as sender', 'sender.id', 'rt.from_customer_id')
    .select([
      't.id', 't.order_id', 'o.status as order_status', 't.owner_customer_id', 't.state', 't.active', 't.holder_info', 't.pack_group',
      't.campaign_pack_id', 'cp.type as pack_type', 'e.start_datetime', 'p.ticket_format', 'p.requires_proof', 'e.has_ticket_template', 'l.status as listing_status',
      'tr.id as transfer_id', 'tr.status as transfer_status', 'tr.to_email as transfer_to_email',
      'sender.first_name as sender_first_name', 'sender.last_name as sender_last_name',
    ])
    .select(sql<number>`case when sender.password_hash is null and sender.email like ${`%@${ANONYMISED_EMAIL_DOMAIN}`} then 1 else 0 end`.as('sender_deleted'))
    .select((eb) => eb.exists(eb.selectFrom('installments as i').select('i.id').whereRef('i.order_id', '=', 't.order_id').where('i.status', '<>', 'paid'))
      .$castTo<number>().as('installments_unpaid'));
  if (where.orderIds) query = query.where('t.order_id', 'in', where.orderIds.length > 0 ? where.orderIds : [0]);
  if (where.ticketIds) query = query.where('t.id', 'in', where.ticketIds.length > 0 ? where.ticketIds : [0]);
  const rows = await query.orderBy('t.id').execute();
  return rows.map((r) => ({
    ...r,
    listing_status: r.listing_status === 'cancelled' ? null : r.listing_status,
    transfer_status: r.transfer_status === 'cancelled' ? null : r.transfer_status,
    installments_unpaid: Number(r.installments_unpaid),
  }));
}
