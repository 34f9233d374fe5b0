import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../domain/ticket-groups.js';
import type { TicketPurchaseInfo } from '../../domain/purchases.js';
import { withSharedHolder } from '../../domain/purchases.js';
import { toApiError } from '../../lib/api-error.js';
import type { ApiError } from '../../lib/api-error.js';
import { fetchOrdersByIds, fetchPurchasedOrders } from './api.js';
import type { OrderFilters } from './api.js';

/** The server's page limit, which also bounds a refresh by order ids. */
const REFRESH_CHUNK = 100;

export interface OrderPages {
  status: 'loading' | 'ready' | 'failed';
  orders: OrderView[];
  error: ApiError | null;
  /** How many orders match the filters, as the server counted them with the latest page. */
  totalCount: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  reload: () => void;
  /**
   * Loads the orders shown again, in place and without a loader: a ticket may have been
   * transferred, put on resale or named in another tab or device, and a card must not offer an
   * action that can no longer work. Failures keep what is shown.
   */
  refresh: () => void;
  /** Replaces one ticket's purchase state after a holder was filled in. */
  updateTicket: (ticketId: number, purchase: TicketPurchaseInfo) => void;
}

/**
 * My purchases' list: the first page for the filters, then "Load more" pages after the last
 * cursor. A change of filters or language starts again; an answer for older ones is dropped.
 */
export function useOrderPages(filters: OrderFilters): OrderPages {
  const [orders, setOrders] = useState<OrderView[]>([]);
  const [status, setStatus] = useState<OrderPages['status']>('loading');
  const [error, setError] = useState<ApiError | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [totalCount, setTotalCount] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);
  // Stand, category and rate names come translated by the server: a new language loads them again.
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;

  useEffect(() => {
    const mine = ++generation.current;
    setStatus('loading');
    setOrders([]);
    fetchPurchasedOrders(filters, null).then(
      (page) => {
        if (mine !== generation.current) return;
        setOrders(page.orders);
        setTotalCount(page.totalCount);
        setCursor(page.pageInfo.endCursor);
        setHasMore(page.pageInfo.hasNextPage);
        setStatus('ready');
      },
      async (caught: unknown) => {
        const failure = await toApiError(caught);
        if (mine !== generation.current) return;
        setError(failure);
        setStatus('failed');
      },
    );
  }, [filters, attempt, language]);

  const loadMore = useCallback(() => {
    if (!hasMore || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    fetchPurchasedOrders(filters, cursor).then(
      (page) => {
        if (mine !== generation.current) return;
        setOrders((current) => [...current, ...page.orders]);
        setTotalCount(page.totalCount);
        setCursor(page.pageInfo.endCursor);
        setHasMore(page.pageInfo.hasNextPage);
        setLoadingMore(false);
      },
      async (caught: unknown) => {
        const failure = await toApiError(caught);
        if (mine !== generation.current) return;
        setError(failure);
        setLoadingMore(false);
      },
    );
  }, [filters, cursor, hasMore, loadingMore]);

  const shown = useRef(orders);
  useEffect(() => {
    shown.current = orders;
  }, [orders]);
  const refreshing = useRef(false);
  const refresh = useCallback(() => {
    const ids = shown.current.map((order) => order.orderId);
    if (ids.length === 0 || refreshing.current) return;
    refreshing.current = true;
    const mine = generation.current;
    const chunks: number[][] = [];
    for (let at = 0; at < ids.length; at += REFRESH_CHUNK) chunks.push(ids.slice(at, at + REFRESH_CHUNK));
    Promise.all(chunks.map((chunk) => fetchOrdersByIds(chunk))).then(
      (answers) => {
        if (mine !== generation.current) return;
        const fresh = new Map(answers.flatMap((answer) => answer.orders).map((order) => [order.orderId, order]));
        setOrders((current) => current.map((order) => fresh.get(order.orderId) ?? order));
      },
      () => undefined,
    ).finally(() => {
      refreshing.current = false;
    });
  }, []);

  const updateTicket = useCallback((ticketId: number, purchase: TicketPurchaseInfo) => {
    setOrders((current) => current.map((order) => ({
      ...order,
      ticketGroups: order.ticketGroups.map((group) => ({
        ...group,
        seatTickets: group.seatTickets.map((ticket) => {
          if (ticket.id === ticketId) return { ...ticket, purchase };
          // The server names the pack seat's other tickets too, except one no longer the fan's to name.
          const follows = ticket.purchase && ticket.purchase.editableHolderFields.length > 0 && sharesPackSeat(group.seatTickets, ticketId, ticket.id);
          return follows && ticket.purchase ? { ...ticket, purchase: withSharedHolder(ticket.purchase, purchase) } : ticket;
        }),
      })),
    })));
  }, []);

  return { status, orders, error, totalCount, hasMore, loadingMore, loadMore, reload: () => setAttempt((n) => n + 1), refresh, updateTicket };
}

/** A pack seat's tickets share their holder: the server names them all at once. */
function sharesPackSeat(groupTickets: readonly { id: number; packGroup: string | null }[], changedId: number, ticketId: number): boolean {
  const changed = groupTickets.find((t) => t.id === changedId);
  const ticket = groupTickets.find((t) => t.id === ticketId);
  return changed !== undefined && ticket !== undefined && changed.packGroup !== null && changed.packGroup === ticket.packGroup;
}
