import type { Db, Dialect } from './database.js';

/**
 * How strongly a customer's row is locked:
 * - 'no key update' (FOR NO KEY UPDATE) serialises the customer's own work (holds, profile saves,
 *   deletion) with every other lock of this row, yet lets through the foreign key checks (KEY
 *   SHARE) of rows written elsewhere that point at the customer, such as a checkout's order
 *   update. Use it unless those writes must wait too: FOR UPDATE made a hold and a checkout of the
 *   same customer deadlock.
 * - 'update' (FOR UPDATE) also waits for those foreign key checks; resale sales and ticket
 *   transfers take it.
 * Both conflict with each other, so a sale's lock and a profile save's still exclude each other.
 */
export type CustomerLockStrength = 'update' | 'no key update';

/**
 * Locks a customer's row for the rest of the transaction, so checks that read the customer's
 * other rows (limits, open listings, bank details) cannot be passed by a parallel request of the
 * same customer. PostgreSQL only: SQLite runs one write transaction at a time. (A seat hold takes
 * the same lock inside its event query instead, see loadEventContext's `lockBuyer`.)
 */
export async function lockCustomer(dialect: Dialect, trx: Db, customerId: number, strength: CustomerLockStrength): Promise<void> {
  if (dialect !== 'postgres') return;
  const row = trx.selectFrom('customers').select('id').where('id', '=', customerId);
  await (strength === 'update' ? row.forUpdate() : row.forNoKeyUpdate()).execute();
}
