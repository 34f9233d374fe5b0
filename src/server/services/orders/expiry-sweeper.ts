/**
 * Ends expired holds without anyone's action: every interval, on-hold orders past their expiry
 * (with a payment in progress: past their expiry plus the pending-payment window) become
 * abandoned and their seats free. Readers already treat such seats as free; the sweep makes the
 * database say so too.
 */
import type { FastifyInstance } from 'fastify';
import { abandonOrders, staleOrderIds } from '../../db/repositories/order-repository.js';
import { startRecurringJob } from '../../jobs/recurring-job.js';

/** Orders ended per transaction: keeps each sweep's write lock short. */
const SWEEP_BATCH = 200;

/** Ends every expired hold at the app's current time; returns how many orders it ended. */
export async function sweepExpiredOrders(app: FastifyInstance): Promise<number> {
  let ended = 0;
  for (;;) {
    const nowIso = app.now().toISOString();
    const batch = await app.db.transaction().execute(async (trx) =>
      abandonOrders(trx, await staleOrderIds(trx, nowIso, { limit: SWEEP_BATCH })),
    );
    ended += batch.length;
    if (batch.length < SWEEP_BATCH) return ended;
  }
}

/** Starts the periodic sweep (see startRecurringJob); a failing sweep is retried at the next tick. */
export function startExpirySweeper(app: FastifyInstance, intervalMs: number): void {
  startRecurringJob(app, {
    name: 'order expiry sweep',
    intervalMs,
    run: async () => {
      await sweepExpiredOrders(app);
    },
  });
}
