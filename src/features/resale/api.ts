import { http } from '../../lib/http.js';
import { callWithDetails as call } from '../../lib/api-error.js';
import type { DetailedApiError } from '../../lib/api-error.js';
import type { ResaleFilter } from '../../domain/resale.js';
import type { ResaleBankDetailsView, ResaleTicketsAnswer } from '../../domain/resale-view.js';

/** A failed resale call: the server's code plus its details (field codes, limit). */
export type ResaleError = DetailedApiError;

/** The signed-in customer's tickets under a filter, with bank details and the resale fee. */
export const fetchResaleTickets = (filter: ResaleFilter, past: boolean) =>
  call(() => http.get('/api/resale/tickets', { searchParams: { filter, past: String(past) } }).json<ResaleTicketsAnswer>());

/** Puts a ticket (or its whole order, when the event demands it) on sale at `price` cents. */
export const sellTicket = (ticketId: number, price: number) =>
  call(() => http.post(`/api/resale/tickets/${ticketId}/sell`, { json: { price } }).json<{ ticketIds: number[] }>());

/** Takes a ticket (and its whole-order companions) off sale. */
export const cancelSale = (ticketId: number) =>
  call(() => http.post(`/api/resale/tickets/${ticketId}/cancel`, { json: {} }).json<{ ticketIds: number[] }>());

/** Saves the IBAN and BIC resale money is paid to, confirmed with the current password. */
export const saveBankDetails = (values: { iban: string; bic: string; currentPassword: string }) =>
  call(() => http.put('/api/resale/bank-details', { json: values }).json<{ bankDetails: ResaleBankDetailsView }>());
