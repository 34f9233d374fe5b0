/**
 * Writing a hold's seat tickets, into a new order or the customer's open one. On PostgreSQL the
 * writes that follow each other ride in one statement (a round trip each saved on the on-sale
 * path); SQLite, whose statements cost no round trip and cannot write inside WITH, keeps them apart.
 */
import type { Insertable } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { OrderTable } from '../../db/schema.js';
import {
  ONE_STATEMENT_MAX_TICKETS, insertOrder, insertOrderWithSeatTicketsPg, insertSeatTickets, insertSeatTicketsSummedPg,
} from '../../db/repositories/order-repository.js';
import type { HeldSeatTicket } from '../../db/repositories/order-repository.js';

/**
 * The order the tickets went to, and whether its amounts already count every ticket on it (else
 * the caller sums them again). A new order is created carrying its tickets' sum.
 */
export async function writeHoldTickets(
  trx: Db,
  dialect: Dialect,
  target: { orderId: number } | { newOrder: Insertable<OrderTable> },
  tickets: readonly HeldSeatTicket[],
): Promise<{ orderId: number; totalsCurrent: boolean }> {
  const oneStatement = dialect === 'postgres' && tickets.length > 0 && tickets.length <= ONE_STATEMENT_MAX_TICKETS;
  if ('newOrder' in target) {
    if (oneStatement) return { orderId: await insertOrderWithSeatTicketsPg(trx, target.newOrder, tickets), totalsCurrent: true };
    const orderId = await insertOrder(trx, target.newOrder);
    await insertSeatTickets(trx, tickets.map((t) => ({ ...t, order_id: orderId })));
    return { orderId, totalsCurrent: true };
  }
  const { orderId } = target;
  if (oneStatement) {
    await insertSeatTicketsSummedPg(trx, orderId, tickets);
    return { orderId, totalsCurrent: true };
  }
  await insertSeatTickets(trx, tickets.map((t) => ({ ...t, order_id: orderId })));
  return { orderId, totalsCurrent: false };
}
