import { http } from '../../lib/http.js';
import type { OrderView } from '../../domain/ticket-groups.js';
import type { OrderTimeFilter, PageInfo } from '../../domain/order-paging.js';
import type { HolderValues } from '../../domain/holder/holder-fields.js';
import type { TicketPurchaseInfo } from '../../domain/purchases.js';

/** Orders per page of My purchases. */
export const ORDERS_PAGE_SIZE = 10;

export type StatusFilter = 'all' | 'confirmed' | 'cancelled';

export interface OrderFilters {
  when: OrderTimeFilter | 'all';
  status: StatusFilter;
  search: string;
}

/**
 * One page of the customer's confirmed orders, and those a ticket manager cancelled, newest first,
 * with how many match the filters in all.
 */
export const fetchPurchasedOrders = (filters: OrderFilters, after: string | null) =>
  http.post('/api/order/fetch-order', {
    json: {
      allowedStatus: filters.status === 'all' ? ['confirmed', 'cancelled'] : [filters.status],
      hideOrdersWithInProgressTransaction: false,
      first: ORDERS_PAGE_SIZE,
      withTotalCount: true,
      ...(after === null ? {} : { after }),
      ...(filters.when === 'all' ? {} : { when: filters.when }),
      ...(filters.search.trim() === '' ? {} : { search: filters.search.trim() }),
    },
  }).json<{ orders: OrderView[]; pageInfo: PageInfo; totalCount: number }>();

/**
 * The given orders as they stand now (at most 100 ids a call, the server's page limit): My
 * purchases checks the orders it shows when a ticket may have changed elsewhere.
 */
export const fetchOrdersByIds = (orderIds: readonly number[]) =>
  http.post('/api/order/fetch-order', {
    json: { orderIds, allowedStatus: ['confirmed', 'cancelled'], hideOrdersWithInProgressTransaction: false, first: orderIds.length },
  }).json<{ orders: OrderView[] }>();

/** The ids of the customer's orders whose payment was started and has not ended, newest first. */
export const fetchOrdersBeingPaid = async (): Promise<number[]> => {
  const { orders } = await http.post('/api/order/fetch-order', {
    json: { allowedStatus: ['onhold'], hideOrdersWithInProgressTransaction: false },
  }).json<{ orders: OrderView[] }>();
  return orders.filter((o) => o.hasTransactionInProgress).map((o) => o.orderId);
};

export interface ProfileAddress {
  streetAddress: string | null;
  postalCode: string | null;
  cityName: string | null;
  country: string | null;
}

/** The address part of the signed-in customer's profile (the invoice needs it complete). */
export const fetchProfileAddress = () => http.get('/api/customer').json<{ customer: ProfileAddress | null }>();

/** Fills in a ticket's holder (or subscriber); the answer is the ticket's new purchase state. */
export const saveTicketHolder = (ticketId: number, holderInfo: HolderValues) =>
  http.put(`/api/tickets/${ticketId}/holder`, { json: { holderInfo } }).json<{ ticketId: number; purchase: TicketPurchaseInfo }>();

export const ticketPdfUrl = (ticketId: number) => `/api/tickets/${ticketId}/pdf`;
export const invoicePdfUrl = (orderId: number) => `/api/proxy/download-bill/${orderId}`;
export const optionsPdfUrl = (orderId: number) => `/api/orders/${orderId}/options-pdf`;
