/** What the validation page needs to know about an order's payment. */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import { validationOutcome } from '../../../domain/payment/index.js';
import type { PaymentStatus, ValidationOutcome } from '../../../domain/payment/index.js';
import { amountToPay } from './checkout.js';
import { orderStillHoldsSeats } from './confirm-order.js';
import type { OrderStatus } from '../../../domain/order-status.js';

export interface OrderPaymentStatus {
  orderId: number;
  status: OrderStatus;
  outcome: ValidationOutcome;
  hasTransactionInProgress: boolean;
  expiryDatetime: string;
  saleDatetime: string | null;
  totalAmount: number;
  numberOfInstallments: number;
  payment: { status: PaymentStatus; amount: number } | null;
  /** True when money was taken for an order that could not be sold: it will be refunded. */
  refundRequired: boolean;
  installments: { position: number; dueDate: string; amount: number; status: string }[];
}

/** The payment state of the customer's order; another customer's order is a 404. */
export async function orderPaymentStatus(app: FastifyInstance, customerId: number, orderId: number): Promise<OrderPaymentStatus> {
  const order = await app.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order || order.customer_id !== customerId) throw new AppError(404, 'ORDER_NOT_FOUND');
  const [payment, installments] = await Promise.all([
    app.db.selectFrom('payments').select(['status', 'amount']).where('order_id', '=', orderId).orderBy('id', 'desc').executeTakeFirst(),
    app.db.selectFrom('installments').select(['position', 'due_date', 'amount', 'status']).where('order_id', '=', orderId).orderBy('position').execute(),
  ]);
  const hasTransactionInProgress = order.has_transaction_in_progress === 1;
  const ticketWithdrawn = order.status === 'onhold' && !(await orderStillHoldsSeats(app.db, orderId, { lockListings: false }));
  return {
    orderId,
    status: order.status,
    outcome: validationOutcome({
      status: order.status, hasTransactionInProgress, expiryDatetime: order.expiry_datetime, latestPaymentStatus: payment?.status ?? null, ticketWithdrawn,
    }, app.now()),
    hasTransactionInProgress,
    expiryDatetime: order.expiry_datetime,
    saleDatetime: order.sale_datetime,
    totalAmount: amountToPay(order),
    numberOfInstallments: order.number_of_installments,
    payment: payment ? { status: payment.status, amount: Number(payment.amount) } : null,
    refundRequired: payment?.status === 'refund_required',
    installments: installments.map((i) => ({ position: i.position, dueDate: i.due_date, amount: Number(i.amount), status: i.status })),
  };
}
