/** Reads orders in the shape the shop shows them (spec: Order to show, ticket groups). */
import { sql } from 'kysely';
import type { Db } from '../database.js';
import { groupTickets } from '../../../domain/ticket-groups.js';
import type { AncillaryTicketView, OrderView, SeatTicketView } from '../../../domain/ticket-groups.js';
import type { TeamInfo } from '../../../domain/catalog.js';

interface OrderRowView {
  id: number;
  status: OrderView['status'];
  expiry_datetime: string;
  has_transaction_in_progress: number;
  sale_datetime: string | null;
  gross_amount: number;
  discount_amount: number;
}

interface SeatTicketRow {
  id: number;
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
}

/** An order's row, once per promo code and extra it has (or once with neither). */
interface OrderRow extends OrderRowView {
  promo_rank: number | null;
  promo_id: number | null;
  promo_name: string | null;
  promo_description: string | null;
  extra_id: number | null;
  extra_gross_amount: number | null;
  extra_discount_amount: number | null;
  extra_name: string | null;
  extra_type: AncillaryTicketView['ancillaryType'] | null;
}

const team = (name: string | null, logo: string | null): TeamInfo | null => (name === null ? null : { displayName: name, logoUrl: logo });

/** The orders with these ids, in the given order; unknown ids are skipped. */
export async function loadOrderViews(db: Db, orderIds: readonly number[]): Promise<OrderView[]> {
  if (orderIds.length === 0) return [];
  const [orderRows, seatRows] = await Promise.all([
    // Each order with its promo codes and its extras (a row per code and extra, or one without):
    // one statement where reading the codes and the extras on their own took three, after every
    // seat hold. Orders carry a code or two and a few extras, so the rows they multiply into stay few.
    sql<OrderRow>`select
        o.id, o.status, o.expiry_datetime, o.has_transaction_in_progress, o.sale_datetime, o.gross_amount, o.discount_amount,
        op.rank as promo_rank, pc.id as promo_id, pc.name as promo_name, pc.description as promo_description,
        at.id as extra_id, at.gross_amount as extra_gross_amount, at.discount_amount as extra_discount_amount,
        a.name as extra_name, a.type as extra_type
      from orders o
      left join order_promo_codes op on op.order_id = o.id left join promo_codes pc on pc.id = op.promo_code_id
      left join ancillary_tickets at on at.order_id = o.id left join ancillaries a on a.id = at.ancillary_id
      where o.id in (${sql.join(orderIds)}) order by op.rank, at.id`.execute(db).then((r) => r.rows),
    // Raw SQL: this runs after every seat hold, and building the 11-way join through the query
    // builder cost more CPU than executing it.
    sql<SeatTicketRow>`select t.id, t.order_id, t.gross_amount, t.discount_amount, t.is_from_resale, t.pack_group,
        t.campaign_pack_id, p.name as product_name, e.id as event_id, e.name as event_name, e.start_datetime,
        ht.display_name as home_name, ht.logo_url as home_logo, ot.display_name as opp_name, ot.logo_url as opp_logo,
        st.name as stand_name, st.id as stand_id, b.name as block_name, b.id as block_id, b.is_open_seating,
        s.row_name, s.seat_number, c.name as category_name, cp.name as pack_name, cp.type as pack_type,
        t.seat_id, t.category_id, t.product_id
      from seat_tickets t
      join seats s on s.id = t.seat_id
      join blocks b on b.id = s.block_id
      join stands st on st.id = b.stand_id
      join categories c on c.id = t.category_id
      join products p on p.id = t.product_id
      join events e on e.id = t.event_id
      left join teams ht on ht.id = e.home_team_id
      left join teams ot on ot.id = e.opponent_team_id
      left join campaign_packs cp on cp.id = t.campaign_pack_id
      where t.order_id in (${sql.join(orderIds)})`.execute(db).then((r) => r.rows),
  ]);
  const seatsByOrder = new Map<number, SeatTicketView[]>();
  for (const r of seatRows) {
    const view: SeatTicketView = {
      id: r.id,
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
    };
    const tickets = seatsByOrder.get(r.order_id);
    if (tickets) tickets.push(view);
    else seatsByOrder.set(r.order_id, [view]);
  }
  const byId = new Map<number, OrderRowView>();
  const discountsByOrder = new Map<number, OrderView['appliedDiscounts']>();
  const extrasByOrder = new Map<number, AncillaryTicketView[]>();
  for (const r of orderRows) {
    byId.set(r.id, r);
    const discounts = discountsByOrder.get(r.id) ?? [];
    const extras = extrasByOrder.get(r.id) ?? [];
    discountsByOrder.set(r.id, discounts);
    extrasByOrder.set(r.id, extras);
    // Each code comes once per extra and each extra once per code: kept the first time seen.
    if (r.promo_id !== null && r.promo_rank !== null && r.promo_name !== null && !discounts.some((d) => d.rank === r.promo_rank)) {
      discounts.push({ rank: r.promo_rank, promoCode: { id: r.promo_id, name: r.promo_name, description: r.promo_description } });
    }
    if (r.extra_id !== null && r.extra_name !== null && r.extra_type !== null && !extras.some((e) => e.id === r.extra_id)) {
      extras.push({
        id: r.extra_id, ancillaryName: r.extra_name, ancillaryType: r.extra_type,
        grossAmount: Number(r.extra_gross_amount), discountAmount: Number(r.extra_discount_amount),
      });
    }
  }
  const views: OrderView[] = [];
  for (const id of orderIds) {
    const o = byId.get(id);
    if (!o) continue;
    views.push({
      orderId: o.id,
      status: o.status,
      expiryDatetime: o.expiry_datetime,
      hasTransactionInProgress: o.has_transaction_in_progress === 1,
      saleDatetime: o.sale_datetime,
      grossAmount: Number(o.gross_amount),
      discountAmount: Number(o.discount_amount),
      appliedDiscounts: discountsByOrder.get(o.id) ?? [],
      ticketGroups: groupTickets(seatsByOrder.get(o.id) ?? [], extrasByOrder.get(o.id) ?? []),
    });
  }
  return views;
}
