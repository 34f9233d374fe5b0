/**
 * The scheduled job for later instalments. Each run charges, through the provider, every
 * instalment of a confirmed order that is due and not paid. A failed charge is retried on the
 * following runs; once it is still unpaid GRACE_DAYS after its due date, the instalment becomes
 * overdue (no more automatic attempts) and the order gets the anomaly installment_not_paid for a
 * ticket manager to follow up.
 */
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { startRecurringJob } from '../../jobs/recurring-job.js';
import { paymentProviderFor } from './registry.js';

/** Days after the due date during which failed charges are retried. */
export const INSTALLMENT_GRACE_DAYS = 7;
const DAY_MS = 86_400_000;
/** Instalments charged per run at most: one run never holds the process for long. */
const RUN_LIMIT = 500;

export interface InstallmentRunSummary {
  charged: number;
  failed: number;
  overdue: number;
}

/** Runs the job once at the app's current time. */
export async function chargeDueInstallments(app: FastifyInstance, options: { graceDays?: number } = {}): Promise<InstallmentRunSummary> {
  const now = app.now();
  const nowIso = now.toISOString();
  const graceMs = (options.graceDays ?? INSTALLMENT_GRACE_DAYS) * DAY_MS;
  const provider = paymentProviderFor(app);
  const due = await app.db.selectFrom('installments as i').innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.id', 'i.order_id', 'i.position', 'i.amount', 'i.due_date', 'o.number_of_installments'])
    .where('o.status', '=', 'confirmed').where('i.status', 'in', ['scheduled', 'failed']).where('i.due_date', '<=', nowIso)
    .orderBy('i.due_date').orderBy('i.id').limit(RUN_LIMIT).execute();
  const summary: InstallmentRunSummary = { charged: 0, failed: 0, overdue: 0 };
  for (const installment of due) {
    const first = await app.db.selectFrom('payments').select(['external_reference', 'provider'])
      .where('order_id', '=', installment.order_id).where('status', '=', 'succeeded').orderBy('id').executeTakeFirst();
    let result: { ok: true; providerReference: string } | { ok: false; error: string };
    try {
      result = first
        ? await provider.chargeInstallment({
          orderId: installment.order_id, installmentId: installment.id, position: installment.position,
          amount: Number(installment.amount), paymentReference: first.external_reference,
        })
        : { ok: false, error: 'NO_PAYMENT_MEANS' };
    } catch (error) {
      result = { ok: false, error: error instanceof Error ? error.message.slice(0, 200) : 'CHARGE_FAILED' };
    }
    const at = app.now().toISOString();
    if (result.ok) {
      const providerReference = result.providerReference;
      await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('installments').set((eb) => ({ status: 'paid', attempts: eb('attempts', '+', 1), last_error: null }))
          .where('id', '=', installment.id).execute();
        await trx.insertInto('payments').values({
          order_id: installment.order_id, provider: first?.provider ?? 'test_installment', status: 'succeeded',
          amount: Number(installment.amount), external_reference: `${providerReference}-${randomBytes(4).toString('hex')}`,
          created_at: at, updated_at: at,
        }).execute();
      });
      summary.charged += 1;
      continue;
    }
    const pastGrace = now.getTime() - Date.parse(installment.due_date) >= graceMs;
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('installments')
        .set((eb) => ({ status: pastGrace ? 'overdue' : 'failed', attempts: eb('attempts', '+', 1), last_error: result.ok ? null : result.error }))
        .where('id', '=', installment.id).execute();
      if (pastGrace) {
        await trx.updateTable('orders').set({ anomaly_code: 'installment_not_paid', anomaly_status: 'in_progress' })
          .where('id', '=', installment.order_id).execute();
      }
    });
    if (pastGrace) summary.overdue += 1;
    else summary.failed += 1;
  }
  return summary;
}

/** Runs the job every `intervalMs` (see startRecurringJob), logging the runs that did something. */
export function startInstallmentJob(app: FastifyInstance, intervalMs: number): void {
  startRecurringJob(app, {
    name: 'instalment job',
    intervalMs,
    run: async () => {
      const summary = await chargeDueInstallments(app);
      if (summary.charged + summary.failed + summary.overdue > 0) app.log.info(summary, 'instalment charges');
    },
  });
}
