import { http } from '../../lib/http.js';
import type { TicketPurchaseInfo } from '../../domain/purchases.js';

/** The tickets a send or cancel changed, as My purchases now shows them. */
export interface TransferChange {
  tickets: { ticketId: number; purchase: TicketPurchaseInfo }[];
}

export type TransferLinkStatus = 'pending' | 'confirmed' | 'cancelled';

export interface TransferLinkTicket {
  ticketId: number;
  eventName: string;
  startDatetime: string;
  standName: string;
  blockName: string;
  rowName: string;
  seatNumber: string;
  isOpenSeating: boolean;
  categoryName: string;
  status: TransferLinkStatus;
}

export interface TransferLink {
  status: TransferLinkStatus;
  senderName: string;
  toEmail: string;
  tickets: TransferLinkTicket[];
}

/** POST /api/transfers: sends tickets to an address; the mail goes out in the recipient's language. */
export const sendTransfer = (ticketIds: number[], email: string, locale: string) =>
  http.post('/api/transfers', { json: { ticketIds, email, locale } }).json<TransferChange & { transferIds: number[] }>();

/** Takes a ticket back while its recipient has not accepted it. */
export const cancelTransfer = (transferId: number) => http.post(`/api/transfers/${transferId}/cancel`).json<TransferChange>();

/** What a mailed link holds: who sends which tickets, and whether they can still be accepted. */
export const fetchTransferLink = (token: string) => http.get(`/api/transfers/link/${encodeURIComponent(token)}`).json<TransferLink>();

export const acceptTransfer = (token: string) =>
  http.post(`/api/transfers/link/${encodeURIComponent(token)}/accept`).json<{ orderId: number; ticketIds: number[] }>();
