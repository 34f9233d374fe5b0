/**
 * Order anomalies for a ticket manager: the orders that need a look (a refund to make, an
 * instalment unpaid, money taken twice, a schedule that does not add up), and moving each through
 * acknowledged, in progress and solved.
 */
import type { FastifyInstance } from 'fastify';
import { ANOMALY_STATUSES } from '../../domain/order-anomalies.js';
import type { AnomalyStatus } from '../../domain/order-anomalies.js';

export const ANOMALY_USAGE = 'anomalies [--all] | anomaly ORDER_ID acknowledged|in_progress|solved';

/** Runs `anomalies` or `anomaly`; null for any other command, 2 for bad arguments, 1 for an unknown order. */
export async function runAnomalyCommand(args: readonly string[], app: FastifyInstance, out: (line: string) => void): Promise<number | null> {
  const [command, first, second] = args;
  if (command === 'anomalies') {
    if (first !== undefined && first !== '--all') return 2;
    let query = app.db.selectFrom('orders as o').innerJoin('customers as c', 'c.id', 'o.customer_id')
      .select(['o.id', 'o.anomaly_code', 'o.anomaly_status', 'o.status', 'o.gross_amount', 'o.discount_amount', 'o.refund_amount', 'c.email'])
      .where('o.anomaly_code', 'is not', null);
    if (first !== '--all') query = query.where((eb) => eb.or([eb('o.anomaly_status', 'is', null), eb('o.anomaly_status', '!=', 'solved')]));
    const rows = await query.orderBy('o.id').execute();
    out(`${rows.length} order(s) with an anomaly${first === '--all' ? '' : ' to look at'}`);
    for (const row of rows) {
      const euros = (cents: number) => (cents / 100).toFixed(2);
      const total = euros(Number(row.gross_amount) - Math.abs(Number(row.discount_amount)));
      // A ticket-office cancellation records what it gives back, which is less than the total
      // when some tickets had been passed on or instalments were still due: that is what to refund.
      const amount = row.refund_amount === null ? `${total} EUR` : `refund ${euros(Number(row.refund_amount))} EUR of ${total} EUR`;
      out(`  order ${row.id} ${row.anomaly_code} (${row.anomaly_status ?? 'new'}), order ${row.status}, ${amount}, ${row.email}`);
    }
    return 0;
  }
  if (command !== 'anomaly') return null;
  const orderId = Number(first);
  if (!Number.isSafeInteger(orderId) || orderId <= 0 || !(ANOMALY_STATUSES as readonly string[]).includes(second ?? '')) return 2;
  const result = await app.db.updateTable('orders').set({ anomaly_status: second as AnomalyStatus })
    .where('id', '=', orderId).where('anomaly_code', 'is not', null).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    out(`refused: order ${orderId} has no anomaly`);
    return 1;
  }
  out(`order ${orderId}: anomaly ${second}`);
  return 0;
}
