/** Reading and changing a customer's orders: fetch, cart, keep-only-these-tickets, abandon. */
import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '../../db/schema.js';
import type { SessionCustomer } from '../../http/session.js';
import { cartSummary } from '../../../domain/cart-summary.js';
import type { CartSummary } from '../../../domain/cart-summary.js';
import type { OrderView } from '../../../domain/ticket-groups.js';
import {
  abandonOrders, deleteTickets, ownedOrderIds, recomputeOrderTotals, staleOrderIds,
} from '../../db/repositories/order-repository.js';
import { loadOrderViews } from '../../db/repositories/order-view-repository.js';
import { openCartAmong, unpaidOrdersOf } from '../../db/repositories/unpaid-orders.js';
import { refused } from './order-errors.js';
import { assertAccompanied, assertMandatoryCard } from './ancillaries.js';
import { keepAskedExtras } from './asked-extras.js';
import { reapplyOrderPromoCodes } from '../promo/apply-promo-codes.js';
import { lockedOwnedOrder, openOrderOf } from './order-access.js';
import { countMatchingOrders, pageOrderIds } from '../../db/repositories/order-page-repository.js';
import type { OrderPageSearch } from '../../db/repositories/order-page-repository.js';
import { DEFAULT_ORDER_PAGE_SIZE, pageOf } from '../../../domain/order-paging.js';
import type { OrderPageRequest, PageInfo } from '../../../domain/order-paging.js';
import { withPurchaseInfo } from '../purchases/ticket-purchase.js';

/** Read-time check: the customer's expired holds end before anything about them is answered. */
export async function expireCustomerHolds(app: FastifyInstance, customerId: number): Promise<void> {
  const stale = await staleOrderIds(app.db, app.now().toISOString(), { customerId });
  if (stale.length > 0) await app.db.transaction().execute((trx) => abandonOrders(trx, stale));
}

export interface FetchOrdersInput {
  orderIds: number[] | null;
  statuses: OrderStatus[] | null;
  saleChannelIds?: number[] | null;
  hideOrdersWithInProgressTransaction: boolean;
  /** Paging and My purchases' filters; absent: the first page of the default size. */
  page?: OrderPageRequest;
  /** Also count every order matching the filters (My purchases says "10 of 300"); one more query. */
  withTotalCount?: boolean;
}

/**
 * The customer's orders matching the filters, one page newest first, each seat ticket with its
 * holder and download state. Asking for an order id that is not the customer's (or does not
 * exist) is a 404: nobody learns which ids other customers hold.
 */
export async function fetchOrders(
  app: FastifyInstance, customer: SessionCustomer, input: FetchOrdersInput,
): Promise<{ orders: OrderView[]; pageInfo: PageInfo; totalCount?: number }> {
  if (input.orderIds) {
    const owned = await ownedOrderIds(app.db, customer.id, input.orderIds);
    if (owned.length !== new Set(input.orderIds).size) throw refused(404, 'ORDER_NOT_FOUND');
  }
  await expireCustomerHolds(app, customer.id);
  const page = input.page ?? { first: DEFAULT_ORDER_PAGE_SIZE, afterOrderId: null, when: null, search: null };
  const search = orderSearch(app, customer, input, page);
  const [ids, totalCount] = await Promise.all([
    pageOrderIds(app.db, search),
    input.withTotalCount ? countMatchingOrders(app.db, search) : undefined,
  ]);
  const { ids: pageIds, pageInfo } = pageOf(ids, page.first);
  const orders = await withPurchaseInfo(app, await loadOrderViews(app.db, pageIds));
  return totalCount === undefined ? { orders, pageInfo } : { orders, pageInfo, totalCount };
}

/** The filters of a fetch as the repository reads them; the page and its total use the same ones. */
function orderSearch(app: FastifyInstance, customer: SessionCustomer, input: FetchOrdersInput, page: OrderPageRequest): OrderPageSearch {
  return {
    ...page,
    customerId: customer.id,
    orderIds: input.orderIds,
    statuses: input.statuses,
    saleChannelIds: input.saleChannelIds ?? null,
    hideInProgressTransaction: input.hideOrdersWithInProgressTransaction,
    now: app.now().toISOString(),
  };
}

/** The cart popover's summary of the customer's current on-hold order (empty when none). */
export async function currentCart(app: FastifyInstance, customer: SessionCustomer): Promise<CartSummary> {
  await expireCustomerHolds(app, customer.id);
  const nowIso = app.now().toISOString();
  const order = openCartAmong(await unpaidOrdersOf(app.db, customer.id, nowIso), nowIso);
  if (!order) return cartSummary(null);
  const [view] = await loadOrderViews(app.db, [order.id]);
  return cartSummary(view ?? null);
}

/**
 * Keeps only the listed tickets of an on-hold order and frees the others at once. A pack seat is
 * kept whole when any of its tickets is listed: a pack is never held in part. A per-order extra
 * left out with its item stays while another item of the order asks for it. An order left
 * without tickets is abandoned.
 */
export async function updateTicketsOnOrder(
  app: FastifyInstance,
  customer: SessionCustomer,
  input: { orderId: number; ticketIds: number[]; ticketAncillaryIds: number[] },
): Promise<OrderView> {
  await app.db.transaction().execute(async (trx) => {
    await openOrderOf(app, trx, customer.id, input.orderId);
    const [seatRows, extraRows] = await Promise.all([
      trx.selectFrom('seat_tickets').select(['id', 'pack_group']).where('order_id', '=', input.orderId).execute(),
      trx.selectFrom('ancillary_tickets').select('id').where('order_id', '=', input.orderId).execute(),
    ]);
    const seatIds = new Set(seatRows.map((r) => r.id));
    const extraIds = new Set(extraRows.map((r) => r.id));
    const foreign = input.ticketIds.find((id) => !seatIds.has(id)) ?? input.ticketAncillaryIds.find((id) => !extraIds.has(id));
    if (foreign !== undefined) throw refused(400, 'TICKET_NOT_IN_ORDER', { ticketId: foreign });
    const keep = new Set(input.ticketIds);
    const keptGroups = new Set(seatRows.filter((r) => keep.has(r.id) && r.pack_group !== null).map((r) => r.pack_group));
    const dropSeats = seatRows.filter((r) => !keep.has(r.id) && !(r.pack_group !== null && keptGroups.has(r.pack_group))).map((r) => r.id);
    const keepExtras = new Set(input.ticketAncillaryIds);
    const leftOut = extraRows.filter((r) => !keepExtras.has(r.id)).map((r) => r.id);
    await deleteTickets(trx, input.orderId, dropSeats, []);
    // A per-order extra leaving with its item stays while an item still held asks for it.
    const stillAsked = await keepAskedExtras(trx, input.orderId, leftOut);
    const dropExtras = leftOut.filter((id) => !stillAsked.has(id));
    await deleteTickets(trx, input.orderId, [], dropExtras);
    if (dropSeats.length === seatRows.length && dropExtras.length === extraRows.length) {
      await abandonOrders(trx, [input.orderId]);
    } else {
      // The card cannot be dropped while seats remain (an extras-only group holding it stays).
      await assertMandatoryCard(trx, input.orderId, app.siteConfig.plasticCardConfiguration.mandatory);
      await assertAccompanied(trx, input.orderId);
    }
    // The codes already on the order are re-evaluated against what is left of it (an absolute code
    // spreads again, a minimum amount may no longer be met) before the totals are summed.
    await reapplyOrderPromoCodes(trx, input.orderId, app.now());
    await recomputeOrderTotals(trx, input.orderId);
  });
  const [view] = await loadOrderViews(app.db, [input.orderId]);
  if (!view) throw refused(404, 'ORDER_NOT_FOUND');
  return view;
}

/** Abandons the customer's on-hold order: every seat is free at once. */
export async function abandonOrder(app: FastifyInstance, customer: SessionCustomer, orderId: number): Promise<OrderView> {
  await app.db.transaction().execute(async (trx) => {
    // Locked first, so a checkout starting at the same moment is seen.
    const order = await lockedOwnedOrder(trx, customer.id, orderId);
    // The status says whether it was abandoned already (an answer lost, another tab) or ended otherwise.
    if (order.status !== 'onhold') throw refused(409, 'ORDER_NOT_ONHOLD', { status: order.status });
    if (order.has_transaction_in_progress === 1) throw refused(409, 'ORDER_PAYMENT_IN_PROGRESS');
    await abandonOrders(trx, [orderId]);
  });
  const [view] = await loadOrderViews(app.db, [orderId]);
  if (!view) throw refused(404, 'ORDER_NOT_FOUND');
  return view;
}
