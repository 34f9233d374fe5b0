import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '../../errors.js';
import { loadCustomer } from './profile.js';
import { NO_CUSTOMER_DETAILS, toCustomerView } from './customer-view.js';
import { settleHeldOrdersBeforeDeletion } from './deletion-money.js';
import { hasOpenResale } from '../resale/bank-details.js';
import { lockCustomer } from '../../db/customer-lock.js';
import { ANONYMISED_EMAIL_DOMAIN } from '../../db/anonymised-customer.js';

/**
 * Deletes an account. Refused with ACCOUNT_HAS_TICKETS_ON_RESALE while tickets are on resale, and
 * with ACCOUNT_HAS_PAYMENTS_DUE while a payment or instalments are due (unpaid holds are abandoned).
 * A customer without purchases is removed outright; one whose orders must stay in the books is
 * anonymised instead (personal fields emptied, login impossible), which the database's foreign
 * keys decide. On PostgreSQL the customer's row is locked first, against the lock a resale sale
 * takes: a sale running at the same moment either ends before the check (and refuses the
 * deletion), or starts after it and finds the bank details gone. The lock is FOR NO KEY UPDATE,
 * not FOR UPDATE: a checkout holding one of the customer's orders re-checks its foreign key to the
 * customer (FOR KEY SHARE) when it marks the payment started, and would otherwise deadlock with
 * the deletion waiting for that order.
 */
export async function deleteAccount(app: FastifyInstance, id: number): Promise<{ mode: 'deleted' | 'anonymised' }> {
  await loadCustomer(app, id);
  return app.db.transaction().execute(async (trx) => {
    await lockCustomer(app.dialect, trx, id, 'no key update');
    if (await hasOpenResale(trx, id)) throw new AppError(409, 'ACCOUNT_HAS_TICKETS_ON_RESALE');
    await settleHeldOrdersBeforeDeletion(app, trx, id);

    await trx.deleteFrom('sessions').where('customer_id', '=', id).execute();
    await trx.deleteFrom('action_tokens').where('customer_id', '=', id).execute();
    // A refused delete must not end the transaction (PostgreSQL aborts it): the savepoint keeps it.
    await sql`savepoint delete_customer`.execute(trx);
    try {
      await trx.deleteFrom('customers').where('id', '=', id).execute();
      return { mode: 'deleted' as const };
    } catch {
      await sql`rollback to savepoint delete_customer`.execute(trx);
      await trx
        .updateTable('customers')
        .set({
          email: `deleted-${id}-${randomBytes(6).toString('hex')}@${ANONYMISED_EMAIL_DOMAIN}`,
          password_hash: null,
          first_name: 'Deleted',
          last_name: 'Customer',
          ...NO_CUSTOMER_DETAILS,
          accepts_crm: 0,
          identity_provider_id: null,
          locale: null,
          email_verified_at: null,
        })
        .where('id', '=', id)
        .execute();
      return { mode: 'anonymised' as const };
    }
  });
}

/**
 * Everything the shop stores about a customer, as one JSON document (GDPR access and
 * portability): profile, sessions (dates only), orders with their tickets, resale listings,
 * transfers and promo code uses.
 */
export async function exportCustomerData(app: FastifyInstance, id: number): Promise<Record<string, unknown>> {
  const customer = toCustomerView(await loadCustomer(app, id));
  const [sessions, orders, resaleListings, transfers, promoCodeUsages] = await Promise.all([
    app.db.selectFrom('sessions').select(['created_at', 'expires_at', 'last_seen_at']).where('customer_id', '=', id).execute(),
    app.db.selectFrom('orders').selectAll().where('customer_id', '=', id).orderBy('id').execute(),
    app.db.selectFrom('resale_listings').selectAll().where('seller_customer_id', '=', id).orderBy('id').execute(),
    app.db.selectFrom('transfers').selectAll().where('from_customer_id', '=', id).orderBy('id').execute(),
    app.db.selectFrom('promo_code_usages').selectAll().where('customer_id', '=', id).orderBy('id').execute(),
  ]);
  const orderIds = orders.map((order) => order.id);
  const [seatTickets, ancillaryTickets] = orderIds.length === 0
    ? [[], []]
    : await Promise.all([
        app.db.selectFrom('seat_tickets').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute(),
        app.db.selectFrom('ancillary_tickets').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute(),
      ]);
  return {
    exportedAt: app.now().toISOString(),
    customer,
    sessions,
    orders: orders.map((order) => ({
      ...order,
      seatTickets: seatTickets.filter((ticket) => ticket.order_id === order.id),
      ancillaryTickets: ancillaryTickets.filter((ticket) => ticket.order_id === order.id),
    })),
    resaleListings,
    transfers,
    promoCodeUsages,
  };
}
