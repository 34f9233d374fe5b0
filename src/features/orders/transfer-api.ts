import { http } from '../../lib/http.js';
import type { TicketPurchaseInfo } from '../../domain/purchases.js';
import type { TransferTicketLine } from '../../domain/transfer.js';
import type { TFunction } from 'i18next';
import { callWithDetails, isRefusalWith, shownCode, toApiError } from '../../lib/api-error.js';
import type { DetailedApiError } from '../../lib/api-error.js';

/**
 * A failed transfer call in the fan's words: the transfer's own message, else the shop's generic
 * one. About `count` tickets: a single one is "this ticket", not "one of these tickets".
 */
export async function transferErrorText(t: TFunction<['orders', 'errors']>, caught: unknown, count: number): Promise<string> {
  const code = shownCode(await toApiError(caught));
  return t(`orders:transfer.errors.${code}`, { ...(count === 1 ? { context: 'single' } : {}), defaultValue: t(`errors:${code}`, { defaultValue: t('errors:UNKNOWN') }) });
}

/** The tickets a send or cancel changed, as My purchases now shows them. */
export interface TransferChange {
  tickets: { ticketId: number; purchase: TicketPurchaseInfo }[];
}

export type TransferLinkStatus = 'pending' | 'confirmed' | 'cancelled';

export interface TransferLinkTicket extends TransferTicketLine {
  status: TransferLinkStatus;
}

export interface TransferLink {
  status: TransferLinkStatus;
  senderName: string;
  toEmail: string;
  tickets: TransferLinkTicket[];
  orderCancelled: boolean;
}

/** The text key of a link no longer pending: accepted, taken back by the sender, or its order cancelled. */
export const closedLinkKey = (link: TransferLink): string =>
  `orders:transfer.linkStatus.${link.status === 'cancelled' && link.orderCancelled ? 'orderCancelled' : link.status}`;

/** POST /api/transfers: sends tickets to an address; the mail goes out in the recipient's language. */
export const sendTransfer = (ticketIds: number[], email: string, locale: string) =>
  http.post('/api/transfers', { json: { ticketIds, email, locale } }).json<TransferChange & { transferIds: number[] }>();

/** Takes a ticket back while its recipient has not accepted it. */
export const cancelTransfer = (transferId: number) =>
  callWithDetails(() => http.post(`/api/transfers/${transferId}/cancel`).json<TransferChange>());

/** The ticket as it stands after a refused cancel (accepted meanwhile, or taken back elsewhere), when the answer says. */
export function settledChange(error: unknown): TransferChange | null {
  const details = (error as DetailedApiError).details as { tickets?: TransferChange['tickets'] } | undefined;
  return (error as DetailedApiError).code === 'TRANSFER_NOT_PENDING' && Array.isArray(details?.tickets) ? { tickets: details.tickets } : null;
}

/**
 * The ticket back with the fan after a refused cancel that found the transfer taken back already
 * (this cancel's earlier answer was lost, or another tab took it back), or null: accepted
 * meanwhile, or its order cancelled by the ticket office, are not the fan's doing.
 */
export function takenBackAlready(error: unknown, ticketId: number): TransferChange | null {
  const change = settledChange(error);
  if (!change || !isRefusalWith(error, 'TRANSFER_NOT_PENDING', 'status', 'cancelled')) return null;
  const purchase = change.tickets.find((line) => line.ticketId === ticketId)?.purchase;
  const back = purchase && purchase.transfer === null && !purchase.download.reasons.includes('TICKET_NOT_DOWNLOADABLE');
  return back ? change : null;
}

/** What a mailed link holds: who sends which tickets, and whether they can still be accepted. */
export const fetchTransferLink = (token: string) => http.get(`/api/transfers/link/${encodeURIComponent(token)}`).json<TransferLink>();

export const acceptTransfer = (token: string) =>
  http.post(`/api/transfers/link/${encodeURIComponent(token)}/accept`).json<{ orderId: number; ticketIds: number[] }>();
