import { http } from '../../lib/http.js';

export type ValidationOutcome = 'success' | 'pending' | 'notValidated' | 'expired' | 'cancelled' | 'paymentError' | 'withdrawn';

export interface OrderPaymentStatus {
  orderId: number;
  status: string;
  outcome: ValidationOutcome;
  totalAmount: number;
  numberOfInstallments: number;
  refundRequired: boolean;
  installments: { position: number; dueDate: string; amount: number; status: string }[];
}

/** The payment outcome of the customer's order. */
export const fetchOrderStatus = (orderId: number) => http.get(`/api/orders/${orderId}/status`).json<OrderPaymentStatus>();
