import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { CustomerTable, SeatTicketTable } from '../schema.js';
import { bulkInsert } from '../../venue/bulk-insert.js';
import { NO_CUSTOMER_DETAILS } from '../../services/accounts/customer-view.js';
import type { PaymentMethod } from '../../../domain/payment/payment-method.js';
import { installmentSchedule } from '../../../domain/payment/schedule.js';
import { TEST_PAYMENT_KIND } from '../../services/payments/test-provider.js';

/** Tickets per INSERT: 500 rows × 16 columns stays below both dialects' parameter limits. */
const TICKET_BATCH = 500;
const DAY = 86_400_000;

export interface DemoCustomerIds {
  demo: number;
  fan: number;
  boxOffice: number;
}

/** Inserts the demo customers; password hashes are computed by the caller (scrypt is slow). */
export async function seedCustomers(
  db: Db,
  now: Date,
  hashes: { demo: string; fan: string },
): Promise<DemoCustomerIds> {
  const since = new Date(now.getTime() - 60 * DAY).toISOString();
  const base: Omit<Insertable<CustomerTable>, 'email' | 'first_name' | 'last_name'> = {
    password_hash: null,
    ...NO_CUSTOMER_DETAILS,
    is_early_bird: 0,
    accepts_crm: 0,
    identity_provider_id: null,
    locale: 'en',
    email_verified_at: since,
    created_at: since,
  };
  const insert = async (values: Insertable<CustomerTable>) =>
    (await db.insertInto('customers').values(values).returning('id').executeTakeFirstOrThrow()).id;
  return {
    demo: await insert({
      ...base,
      email: 'demo@example.com',
      password_hash: hashes.demo,
      first_name: 'Alex',
      last_name: 'Martin',
      gender: 'male',
      date_of_birth: '1990-04-12',
      country: 'GB',
      city_name: 'Riverside',
      street_address: '12 Harbour Lane',
      postal_code: 'RV1 2AB',
      phone_number: '+44 20 7946 0123',
      is_early_bird: 1,
      accepts_crm: 1,
    }),
    fan: await insert({
      ...base,
      email: 'fan@example.com',
      password_hash: hashes.fan,
      first_name: 'Sam',
      last_name: 'Taylor',
      gender: 'female',
      country: 'GB',
      city_name: 'Riverside',
      street_address: '3 Mill Street',
      postal_code: 'RV2 4CD',
      // The fan has tickets on resale: with bank details the demo sells again after a cancel.
      // The IBAN is the registry's British example; the BIC is a well-formed British one.
      iban: 'GB82WEST12345698765432',
      bic: 'WESTGB2L',
    }),
    boxOffice: await insert({ ...base, email: 'box-office@example.com', first_name: 'Box', last_name: 'Office', locale: null }),
  };
}

export interface TicketSale {
  customerId: number;
  eventId: number;
  productId: number;
  saleChannelId: number;
  /** Seats to sell, with the category and price of each. */
  seats: { id: number; categoryId: number; price: number }[];
  soldAt: Date;
  paymentMethod: PaymentMethod;
}

/**
 * Records a confirmed order holding the given seats, paid as a checkout through the demo's test
 * provider leaves it: a succeeded payment of the total and its single instalment paid. Refunds
 * (a ticket-office cancellation) and the invoice read that money, so the demo's orders need it.
 * Returns the order and ticket ids.
 */
export async function seedConfirmedOrder(db: Db, sale: TicketSale): Promise<{ orderId: number; ticketIds: number[] }> {
  const soldAt = sale.soldAt.toISOString();
  const gross = sale.seats.reduce((sum, seat) => sum + seat.price, 0);
  const { id: orderId } = await db
    .insertInto('orders')
    .values({
      customer_id: sale.customerId,
      status: 'confirmed',
      sale_channel_id: sale.saleChannelId,
      created_at: soldAt,
      expiry_datetime: new Date(sale.soldAt.getTime() + 15 * 60_000).toISOString(),
      sale_datetime: soldAt,
      gross_amount: gross,
      discount_amount: 0,
      has_transaction_in_progress: 0,
      number_of_installments: 1,
      payment_method: sale.paymentMethod,
      anomaly_code: null,
      anomaly_status: null,
      ticket_withdrawal: 'Envoi par email',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = sale.seats.map(
    (seat): Insertable<SeatTicketTable> => ({
      order_id: orderId,
      event_id: sale.eventId,
      seat_id: seat.id,
      campaign_pack_id: null,
      pack_group: null,
      product_id: sale.productId,
      category_id: seat.categoryId,
      gross_amount: seat.price,
      discount_amount: 0,
      state: 'confirmed',
      active: 1,
      is_from_resale: 0,
      resale_listing_id: null,
      holder_info: null,
      owner_customer_id: sale.customerId,
      created_at: soldAt,
    }),
  );
  const ticketIds = await bulkInsert(db, 'seat_tickets', rows, { batchSize: TICKET_BATCH, returnIds: true });
  const [only] = installmentSchedule(gross, 1, soldAt);
  await db.insertInto('installments').values({
    order_id: orderId, position: 1, due_date: only!.dueDate, amount: gross, status: 'paid', attempts: 1, last_error: null,
  }).execute();
  await db.insertInto('payments').values({
    order_id: orderId, provider: TEST_PAYMENT_KIND, status: 'succeeded', amount: gross,
    external_reference: `pay_demo_order_${orderId}`, provider_session_id: null, created_at: soldAt, updated_at: soldAt,
  }).execute();
  return { orderId, ticketIds };
}
