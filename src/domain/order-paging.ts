/**
 * My purchases' paging: orders newest first, a page after an opaque cursor naming the last order
 * seen. Orders created meanwhile have higher ids, so they never shift a page being read.
 */
import { isRecordId } from './record-id.js';

export const DEFAULT_ORDER_PAGE_SIZE = 100;
export const MAX_ORDER_PAGE_SIZE = 100;

export type OrderTimeFilter = 'upcoming' | 'past';

export interface PageInfo {
  endCursor: string | null;
  hasNextPage: boolean;
}

export interface OrderPageRequest {
  first: number;
  /** The last order id of the previous page; null for the first page. */
  afterOrderId: number | null;
  when: OrderTimeFilter | null;
  /** Part of an event or pack name, as typed. */
  search: string | null;
}

/** The cursor of an order id; base64url of a tagged text so it is never read as a number by clients. */
export function encodeOrderCursor(orderId: number): string {
  return btoa(`order:${orderId}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The order id of a cursor, or null when it is not one of ours. */
export function decodeOrderCursor(cursor: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const match = /^order:(\d{1,15})$/.exec(text);
  const id = match ? Number(match[1]) : NaN;
  return isRecordId(id) ? id : null;
}

export type PageRefusal = 'first' | 'after' | 'when' | 'search';

/** Reads the paging and filter arguments; the name of the first bad one otherwise. */
export function parseOrderPage(input: { first?: unknown; after?: unknown; when?: unknown; search?: unknown }): OrderPageRequest | PageRefusal {
  const first = input.first ?? DEFAULT_ORDER_PAGE_SIZE;
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > MAX_ORDER_PAGE_SIZE) return 'first';
  let afterOrderId: number | null = null;
  if (input.after != null) {
    afterOrderId = typeof input.after === 'string' ? decodeOrderCursor(input.after) : null;
    if (afterOrderId === null) return 'after';
  }
  const when = input.when ?? null;
  if (when !== null && when !== 'upcoming' && when !== 'past') return 'when';
  const search = input.search ?? null;
  if (search !== null && (typeof search !== 'string' || search.length > 100)) return 'search';
  const trimmed = typeof search === 'string' ? search.trim() : '';
  return { first, afterOrderId, when, search: trimmed === '' ? null : trimmed };
}

/** The page of `ids` (asked for with one extra row) and its page info. */
export function pageOf(ids: readonly number[], first: number): { ids: number[]; pageInfo: PageInfo } {
  const page = ids.slice(0, first);
  const last = page[page.length - 1];
  return { ids: page, pageInfo: { endCursor: last === undefined ? null : encodeOrderCursor(last), hasNextPage: ids.length > first } };
}
