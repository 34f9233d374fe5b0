/**
 * The seller's side of resale, read: every seat ticket a customer holds (or resold), each with its
 * resale state computed by the domain rules from what the database says.
 */
import type { Db } from '../../db/database.js';
import type { SiteConfig } from '../../../domain/site-config.js';
import type { OrderTicketRef, ResaleListingStatus } from '../../../domain/resale.js';
import {
  exceedsResaleLimit, parseResalePolicy, resaleAmounts, resaleCampaignKey, resaleGroup, resaleState,
} from '../../../domain/resale.js';
import type { ResaleTicketView } from '../../../domain/resale-view.js';

type OpenListingStatus = Exclude<ResaleListingStatus, 'cancelled'>;

/** One ticket row with what its resale state depends on. */
interface TicketRow {
  ticketId: number;
  orderId: number;
  eventId: number;
  campaignPackId: number | null;
  grossAmount: number;
  discountAmount: number;
  ticketState: string;
  active: number;
  eventName: string;
  startDatetime: string;
  isArchived: number;
  eventPolicy: string;
  packName: string | null;
  packPolicy: string | null;
  rowName: string;
  seatNumber: string;
  blockName: string;
  isOpenSeating: number;
  standId: number;
  standName: string;
  categoryId: number;
  categoryName: string;
  listingId: number | null;
  listingStatus: string | null;
  listingPrice: number | null;
  listingCreatedAt: string | null;
  listingSoldAt: string | null;
  transferPending: number;
  installmentsUnpaid: number;
}

function ticketRows(db: Db, customerId: number): Promise<TicketRow[]> {
  return db
    .selectFrom('seat_tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('events as e', 'e.id', 't.event_id')
    .innerJoin('seats as s', 's.id', 't.seat_id')
    .innerJoin('blocks as b', 'b.id', 's.block_id')
    .innerJoin('stands as st', 'st.id', 'b.stand_id')
    .innerJoin('categories as c', 'c.id', 't.category_id')
    .leftJoin('campaign_packs as p', 'p.id', 't.campaign_pack_id')
    // Migration 004 allows one listing per ticket that is not cancelled, so this join adds no rows.
    .leftJoin('resale_listings as l', (join) => join.onRef('l.seat_ticket_id', '=', 't.id').on('l.status', '<>', 'cancelled'))
    .select((eb) => [
      't.id as ticketId', 't.order_id as orderId', 't.event_id as eventId', 't.campaign_pack_id as campaignPackId',
      't.gross_amount as grossAmount', 't.discount_amount as discountAmount', 't.state as ticketState', 't.active',
      'e.name as eventName', 'e.start_datetime as startDatetime', 'e.is_archived as isArchived', 'e.resale_policy as eventPolicy',
      'p.name as packName', 'p.resale_policy as packPolicy',
      's.row_name as rowName', 's.seat_number as seatNumber', 'b.name as blockName', 'b.is_open_seating as isOpenSeating',
      'st.id as standId', 'st.name as standName', 'c.id as categoryId', 'c.name as categoryName',
      'l.id as listingId', 'l.status as listingStatus', 'l.price as listingPrice', 'l.created_at as listingCreatedAt', 'l.sold_at as listingSoldAt',
      eb.exists(eb.selectFrom('transfers as tr').select('tr.id').whereRef('tr.seat_ticket_id', '=', 't.id').where('tr.status', '=', 'pending'))
        .$castTo<number>().as('transferPending'),
      eb.exists(eb.selectFrom('installments as i').select('i.id').whereRef('i.order_id', '=', 't.order_id').where('i.status', '<>', 'paid'))
        .$castTo<number>().as('installmentsUnpaid'),
    ])
    .where('t.owner_customer_id', '=', customerId)
    .where('o.status', '=', 'confirmed')
    // A ticket still holding its seat, or one this customer resold (it let go of the seat then).
    .where((eb) => eb.or([eb('t.active', '=', 1), eb('l.status', '=', 'sold')]))
    .orderBy('e.start_datetime')
    .orderBy('t.id')
    .execute();
}

/** Listings of the seller that count against the limit (not cancelled), per campaign. */
async function listedPerCampaign(db: Db, customerId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('resale_listings as l')
    .innerJoin('seat_tickets as t', 't.id', 'l.seat_ticket_id')
    .select(['t.event_id as eventId', 't.campaign_pack_id as campaignPackId'])
    .where('l.seller_customer_id', '=', customerId)
    .where('l.status', '<>', 'cancelled')
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = resaleCampaignKey(row);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

const openStatus = (status: string | null): OpenListingStatus | null =>
  status === 'on_sale' || status === 'pending' || status === 'sold' ? status : null;

/**
 * Every seat ticket of the customer's confirmed orders that still holds its seat or that the
 * customer resold, with its resale state, oldest event first. Filtering is left to the caller so
 * sell and cancel decide on exactly what the screen shows.
 */
export async function loadResaleTickets(db: Db, customerId: number, config: Pick<SiteConfig, 'resale'>, now: Date): Promise<ResaleTicketView[]> {
  const [rows, listed] = await Promise.all([ticketRows(db, customerId), listedPerCampaign(db, customerId)]);
  // Whole-order companions are the tickets of the same order and event still held by the customer.
  const held: OrderTicketRef[] = rows.filter((r) => r.active === 1).map((r) => ({ ticketId: r.ticketId, orderId: r.orderId, eventId: r.eventId }));
  const listedTicketIds = new Set(rows.filter((r) => r.listingId !== null).map((r) => r.ticketId));
  return rows.map((row): ResaleTicketView => {
    const policy = parseResalePolicy(row.campaignPackId === null ? row.eventPolicy : row.packPolicy);
    const groupTicketIds = row.active === 1 ? resaleGroup(row, policy, held) : [row.ticketId];
    const unlisted = groupTicketIds.filter((id) => !listedTicketIds.has(id)).length;
    const { state, reason } = resaleState({
      listingStatus: openStatus(row.listingStatus),
      confirmed: row.active === 1 && row.ticketState === 'confirmed',
      eventStart: row.startDatetime,
      eventArchived: row.isArchived === 1,
      policy,
      transferPending: Number(row.transferPending) === 1,
      installmentsUnpaid: Number(row.installmentsUnpaid) === 1,
      limitReached: exceedsResaleLimit(listed.get(resaleCampaignKey(row)) ?? 0, Math.max(unlisted, 1), config.resale.maxResoldTicketsPerCampaign),
    }, now);
    const listing = row.listingId === null || row.listingPrice === null || row.listingCreatedAt === null
      ? null
      : { id: row.listingId, ...resaleAmounts(row.listingPrice, config.resale.feePercent), createdAt: row.listingCreatedAt, soldAt: row.listingSoldAt };
    return {
      ticketId: row.ticketId,
      orderId: row.orderId,
      eventId: row.eventId,
      eventName: row.eventName,
      startDatetime: row.startDatetime,
      packName: row.packName,
      campaignPackId: row.campaignPackId,
      standId: row.standId,
      standName: row.standName,
      blockName: row.blockName,
      rowName: row.rowName,
      seatNumber: row.seatNumber,
      isOpenSeating: row.isOpenSeating === 1,
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      faceValue: row.grossAmount + row.discountAmount,
      policy,
      state,
      unavailableReason: reason,
      listing,
      groupTicketIds,
    };
  });
}
