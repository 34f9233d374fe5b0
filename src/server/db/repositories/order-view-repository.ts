/** Reads orders in the shape the shop shows them (spec: Order to show, ticket groups). */
import { sql } from 'kysely';
import type { Db } from '../database.js';
import { groupTickets } from '../../../domain/ticket-groups.js';
import type { AncillaryTicketView, OrderView, SeatTicketView } from '../../../domain/ticket-groups.js';
import type { TeamInfo } from '../../../domain/catalog.js';
import { imageLinkOrNull } from '../../../domain/site-config-rules.js';

/** A seat ticket's row, or an order's lone row (ticket columns null) when it holds no seat. */
interface SeatTicketRow {
  id: number | null;
  order_id: number;
  gross_amount: number;
  discount_amount: number;
  is_from_resale: number;
  pack_group: string | null;
  campaign_pack_id: number | null;
  product_name: string;
  event_id: number;
  event_name: string;
  start_datetime: string;
  home_name: string | null;
  home_logo: string | null;
  opp_name: string | null;
  opp_logo: string | null;
  stand_name: string;
  stand_id: number;
  block_name: string;
  block_id: number;
  is_open_seating: number;
  row_name: string;
  seat_number: string;
  category_name: string;
  pack_name: string | null;
  pack_type: 'pack' | 'season' | null;
  seat_id: number;
  category_id: number;
  product_id: number;
  /** The listing a resale claim holds (null once taken off it, and for any other ticket). */
  resale_listing_id: number | null;
}

/** Each row carries its order's columns and whether the order has promo codes or extras. */
interface OrderSeatRow extends SeatTicketRow {
  o_status: OrderView['status'];
  o_expiry_datetime: string;
  o_has_transaction_in_progress: number;
  o_sale_datetime: string | null;
  o_gross_amount: number;
  o_discount_amount: number;
  o_number_of_installments: number;
  o_refund_amount: number | null;
  o_has_codes: number;
  o_has_extras: number;
}

/** An order's promo code and extra, once per pair (or once with one of them). */
interface CodeAndExtraRow {
  order_id: number;
  promo_rank: number | null;
  promo_id: number | null;
  promo_name: string | null;
  promo_description: string | null;
  extra_id: number | null;
  extra_ancillary_id: number | null;
  extra_gross_amount: number | null;
  extra_discount_amount: number | null;
  extra_name: string | null;
  extra_type: AncillaryTicketView['ancillaryType'] | null;
}

const team = (name: string | null, logo: string | null): TeamInfo | null => (name === null ? null : { displayName: name, logoUrl: imageLinkOrNull(logo) });

/**
 * Orders with their seat tickets, in one statement: this runs after every seat hold, where each
 * round trip costs both processes a socket write and a wake-up. Raw SQL: building the 11-way join
 * through the query builder cost more CPU than executing it.
 */
function readOrdersWithSeats(db: Db, orderIds: readonly number[]): Promise<OrderSeatRow[]> {
  return sql<OrderSeatRow>`select o.id as order_id, o.status as o_status, o.expiry_datetime as o_expiry_datetime,
      o.has_transaction_in_progress as o_has_transaction_in_progress, o.sale_datetime as o_sale_datetime,
      o.gross_amount as o_gross_amount, o.discount_amount as o_discount_amount, o.number_of_installments as o_number_of_installments,
      o.refund_amount as o_refund_amount,
      case when exists (select 1 from order_promo_codes op where op.order_id = o.id) then 1 else 0 end as o_has_codes,
      case when exists (select 1 from ancillary_tickets x where x.order_id = o.id) then 1 else 0 end as o_has_extras,
      t.id, t.gross_amount, t.discount_amount, t.is_from_resale, t.pack_group,
      t.campaign_pack_id, p.name as product_name, e.id as event_id, e.name as event_name, e.start_datetime,
      ht.display_name as home_name, ht.logo_url as home_logo, ot.display_name as opp_name, ot.logo_url as opp_logo,
      st.name as stand_name, st.id as stand_id, b.name as block_name, b.id as block_id, b.is_open_seating,
      s.row_name, s.seat_number, c.name as category_name, cp.name as pack_name, cp.type as pack_type,
      t.seat_id, t.category_id, t.product_id, t.resale_listing_id
    from orders o
    left join seat_tickets t on t.order_id = o.id
    left join seats s on s.id = t.seat_id
    left join blocks b on b.id = s.block_id
    left join stands st on st.id = b.stand_id
    left join categories c on c.id = t.category_id
    left join products p on p.id = t.product_id
    left join events e on e.id = t.event_id
    left join teams ht on ht.id = e.home_team_id
    left join teams ot on ot.id = e.opponent_team_id
    left join campaign_packs cp on cp.id = t.campaign_pack_id
    where o.id in (${sql.join(orderIds)})`.execute(db).then((r) => r.rows);
}

/**
 * The promo codes and extras of these orders (a row per code and extra). Orders carry a code or
 * two and a few extras, so the rows they multiply into stay few.
 */
function readCodesAndExtras(db: Db, orderIds: readonly number[]): Promise<CodeAndExtraRow[]> {
  return sql<CodeAndExtraRow>`select o.id as order_id,
      op.rank as promo_rank, pc.id as promo_id, pc.name as promo_name, pc.description as promo_description,
      at.id as extra_id, at.ancillary_id as extra_ancillary_id, at.gross_amount as extra_gross_amount, at.discount_amount as extra_discount_amount,
      a.name as extra_name, a.type as extra_type
    from orders o
    left join order_promo_codes op on op.order_id = o.id left join promo_codes pc on pc.id = op.promo_code_id
    left join ancillary_tickets at on at.order_id = o.id left join ancillaries a on a.id = at.ancillary_id
    where o.id in (${sql.join(orderIds)}) order by op.rank, at.id`.execute(db).then((r) => r.rows);
}

/**
 * The resale claims of on-hold orders among `rows` whose listing is no longer pending (the ticket
 * office took it off sale): their orders cannot be paid with them. A second statement only when
 * such claims exist: a hold of direct-sale seats, the hot path, asks nothing more.
 */
async function claimsOffSale(db: Db, rows: readonly OrderSeatRow[]): Promise<Set<number>> {
  const claims = rows.filter((r) => r.id !== null && Number(r.is_from_resale) === 1 && r.o_status === 'onhold');
  if (claims.length === 0) return new Set();
  const listingIds = claims.flatMap((r) => (r.resale_listing_id === null ? [] : [r.resale_listing_id]));
  const pending = listingIds.length === 0 ? [] : await db.selectFrom('resale_listings').select('id')
    .where('id', 'in', listingIds).where('status', '=', 'pending').execute();
  const stillPending = new Set(pending.map((l) => l.id));
  return new Set(claims.filter((r) => r.resale_listing_id === null || !stillPending.has(r.resale_listing_id)).map((r) => r.id as number));
}

function seatTicketView(id: number, r: SeatTicketRow, offSale: boolean): SeatTicketView {
  return {
    id,
    grossAmount: Number(r.gross_amount),
    discountAmount: Number(r.discount_amount),
    productName: r.product_name,
    isFromResale: r.is_from_resale === 1,
    eventInfo: { id: r.event_id, name: r.event_name, homeTeam: team(r.home_name, r.home_logo), opponent: team(r.opp_name, r.opp_logo), startDatetime: r.start_datetime },
    seatInfo: {
      standName: r.stand_name, standId: r.stand_id, blockName: r.block_name, blockId: r.block_id, rowName: r.row_name,
      seatNumber: r.seat_number, isOpenSeating: r.is_open_seating === 1, eventId: r.event_id, categoryName: r.category_name,
    },
    packGroup: r.pack_group,
    packInfo: r.campaign_pack_id !== null && r.pack_name !== null && r.pack_type !== null
      ? { name: r.pack_name, type: r.pack_type, packId: r.campaign_pack_id }
      : null,
    seatId: r.seat_id,
    categoryId: r.category_id,
    productId: r.product_id,
    // Set only when true: the answer after every seat hold stays as it was.
    ...(offSale ? { noLongerForSale: true } : {}),
  };
}

/** The orders with these ids, in the given order; unknown ids are skipped. */
export async function loadOrderViews(db: Db, orderIds: readonly number[]): Promise<OrderView[]> {
  if (orderIds.length === 0) return [];
  const rows = await readOrdersWithSeats(db, orderIds);
  const offSale = await claimsOffSale(db, rows);
  const byId = new Map<number, OrderSeatRow>();
  const seatsByOrder = new Map<number, SeatTicketView[]>();
  for (const r of rows) {
    if (!byId.has(r.order_id)) byId.set(r.order_id, r);
    if (r.id === null) continue;
    const tickets = seatsByOrder.get(r.order_id);
    const view = seatTicketView(r.id, r, offSale.has(r.id));
    if (tickets) tickets.push(view);
    else seatsByOrder.set(r.order_id, [view]);
  }
  // A second statement only for orders that have codes or extras (a hold's new order has neither).
  const withMore = [...byId.values()].filter((o) => Number(o.o_has_codes) === 1 || Number(o.o_has_extras) === 1).map((o) => o.order_id);
  const discountsByOrder = new Map<number, OrderView['appliedDiscounts']>();
  const extrasByOrder = new Map<number, AncillaryTicketView[]>();
  for (const r of withMore.length > 0 ? await readCodesAndExtras(db, withMore) : []) {
    const discounts = discountsByOrder.get(r.order_id) ?? [];
    const extras = extrasByOrder.get(r.order_id) ?? [];
    discountsByOrder.set(r.order_id, discounts);
    extrasByOrder.set(r.order_id, extras);
    // Each code comes once per extra and each extra once per code: kept the first time seen.
    if (r.promo_id !== null && r.promo_rank !== null && r.promo_name !== null && !discounts.some((d) => d.rank === r.promo_rank)) {
      discounts.push({ rank: r.promo_rank, promoCode: { id: r.promo_id, name: r.promo_name, description: r.promo_description } });
    }
    if (r.extra_id !== null && r.extra_name !== null && r.extra_type !== null && !extras.some((e) => e.id === r.extra_id)) {
      extras.push({
        id: r.extra_id, ancillaryName: r.extra_name, ancillaryType: r.extra_type,
        ...(r.extra_ancillary_id === null ? {} : { ancillaryId: r.extra_ancillary_id }),
        grossAmount: Number(r.extra_gross_amount), discountAmount: Number(r.extra_discount_amount),
      });
    }
  }
  const views: OrderView[] = [];
  for (const id of orderIds) {
    const o = byId.get(id);
    if (!o) continue;
    views.push({
      orderId: o.order_id,
      status: o.o_status,
      expiryDatetime: o.o_expiry_datetime,
      hasTransactionInProgress: o.o_has_transaction_in_progress === 1,
      saleDatetime: o.o_sale_datetime,
      grossAmount: Number(o.o_gross_amount),
      discountAmount: Number(o.o_discount_amount),
      numberOfInstallments: Number(o.o_number_of_installments),
      refundAmount: o.o_refund_amount === null ? null : Number(o.o_refund_amount),
      appliedDiscounts: discountsByOrder.get(o.order_id) ?? [],
      ticketGroups: groupTickets(seatsByOrder.get(o.order_id) ?? [], extrasByOrder.get(o.order_id) ?? []),
    });
  }
  return views;
}
