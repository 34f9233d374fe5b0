import { http } from '../../lib/http.js';
import type { OrderView } from '../../domain/ticket-groups.js';

/** The customer's confirmed orders, and those a ticket manager cancelled, newest first. */
export const fetchPurchasedOrders = () =>
  http.post('/api/order/fetch-order', { json: { allowedStatus: ['confirmed', 'cancelled'], hideOrdersWithInProgressTransaction: false } })
    .json<{ orders: OrderView[] }>();

export interface ProfileAddress {
  streetAddress: string | null;
  postalCode: string | null;
  cityName: string | null;
  country: string | null;
}

/** The address part of the signed-in customer's profile (the invoice needs it complete). */
export const fetchProfileAddress = () => http.get('/api/customer').json<{ customer: ProfileAddress | null }>();

export const ticketPdfUrl = (ticketId: number) => `/api/tickets/${ticketId}/pdf`;
export const invoicePdfUrl = (orderId: number) => `/api/proxy/download-bill/${orderId}`;
