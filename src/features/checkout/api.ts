import { http } from '../../lib/http.js';

export interface ScheduledInstallment {
  position: number;
  dueDate: string;
  amount: number;
}

export interface CheckoutOption {
  numberOfInstallments: number;
  minimumAmount: number;
  maximumAmount: number;
  schedule: ScheduledInstallment[];
}

export interface CheckoutOptions {
  orderId: number;
  /** When the order's hold ends (ISO). */
  expiryDatetime: string;
  totalAmount: number;
  options: CheckoutOption[];
}

/** The payment options the server offers for the order, each with its schedule. */
export const fetchCheckoutOptions = (orderId: number) =>
  http.get('/api/checkout/options', { searchParams: { orderId } }).json<CheckoutOptions>();

/** Starts the payment; the answer says where the provider's page is. */
export const startCheckout = (body: { orderId: number; numberOfInstallments: number; promoCodeIds: number[] | null; termsAccepted: boolean }) =>
  http.post('/api/checkout', { json: body }).json<{ redirectUrl: string; paymentReference: string; totalAmount: number }>();

/**
 * Leaves the order's payment attempt (the fan came back from the provider's page without paying):
 * 'abandoned' when the order can be paid again, 'completed' when that attempt was paid first.
 */
export const abandonPayment = (orderId: number) =>
  http.post('/api/checkout/abandon', { json: { orderId } }).json<{ orderId: number; result: 'abandoned' | 'completed' }>();
