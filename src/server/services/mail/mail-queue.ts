/**
 * The durable mail outbox. `enqueueMail` writes a mail as a row, in the caller's transaction when
 * it has one, so the mail exists exactly when the change it tells about does. Delivery happens
 * after the commit (`deliverSoon`) and again on a timer (`startMailQueueJob`): each mail is leased
 * for a while before it is handed to the transport, so a crashed or hung delivery is retried later
 * and two nodes never send the same mail at the same time. Failures back off (30 s, 1 min, 2 min,
 * ... up to an hour) and a mail is marked failed after MAX_ATTEMPTS, visible in `npm run admin --
 * mail-queue`.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { runExclusively } from '../../jobs/cluster-lock.js';
import { startRecurringJob } from '../../jobs/recurring-job.js';
import { mailerFor } from './mailer.js';
import type { OutgoingMail } from './mailer.js';

export type MailPurpose = 'verify_email' | 'reset_password' | 'order_confirmation' | 'ticket_transfer'
  | 'order_cancellation' | 'transfer_withdrawn' | 'payment_refund';

export const MAX_ATTEMPTS = 8;
/** A delivery slower than this is treated as failed (the SMTP transport has its own, shorter timeouts). */
const DELIVERY_TIMEOUT_MS = 30_000;
/** How long a mail handed to the transport stays leased to that delivery. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Adds a mail to the outbox; pass the transaction of the change the mail tells about. */
export async function enqueueMail(db: Db, purpose: MailPurpose, mail: OutgoingMail, now: Date): Promise<number> {
  const row = await db.insertInto('mail_queue').values({
    purpose, recipient: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html,
    status: 'pending', next_attempt_at: now.toISOString(), last_error: null, created_at: now.toISOString(), sent_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`mail delivery took more than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/** Delivers the mails that are due, one batch; each is leased first so no other run sends it meanwhile. */
export async function deliverDueMail(app: FastifyInstance): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const now = app.now();
  const due = await app.db.selectFrom('mail_queue').select(['id', 'recipient', 'subject', 'text_body', 'html_body', 'attempts', 'next_attempt_at'])
    .where('status', '=', 'pending').where('next_attempt_at', '<=', now.toISOString()).orderBy('id').limit(BATCH).execute();
  for (const mail of due) {
    const lease = await app.db.updateTable('mail_queue').set({ next_attempt_at: new Date(now.getTime() + LEASE_MS).toISOString() })
      .where('id', '=', mail.id).where('status', '=', 'pending').where('next_attempt_at', '=', mail.next_attempt_at).executeTakeFirst();
    if (Number(lease.numUpdatedRows) !== 1) continue;
    const attempts = Number(mail.attempts) + 1;
    try {
      await withTimeout(mailerFor(app).send({ to: mail.recipient, subject: mail.subject, text: mail.text_body, html: mail.html_body }), DELIVERY_TIMEOUT_MS);
      await app.db.updateTable('mail_queue').set({ status: 'sent', attempts, sent_at: app.now().toISOString(), last_error: null }).where('id', '=', mail.id).execute();
      report.sent += 1;
    } catch (error) {
      const gaveUp = attempts >= MAX_ATTEMPTS;
      await app.db.updateTable('mail_queue').set({
        status: gaveUp ? 'failed' : 'pending', attempts, last_error: String((error as Error).message ?? error).slice(0, 500),
        next_attempt_at: new Date(app.now().getTime() + retryDelayMs(attempts)).toISOString(),
      }).where('id', '=', mail.id).execute();
      app.log.warn({ err: error, mailId: mail.id, attempts }, gaveUp ? 'mail delivery failed for good' : 'mail delivery failed, will retry');
      if (gaveUp) report.failed += 1;
      else report.retried += 1;
    }
  }
  return report;
}

const runs = new WeakMap<object, { current: Promise<void> | null; again: boolean }>();

/**
 * Delivers what is due now, after the caller's commit. Runs are single-flight per server: a call
 * during a run makes one more run follow it, so a mail enqueued just before the call is always
 * tried. The promise never rejects (failures stay in the queue for the job).
 */
export function deliverSoon(app: FastifyInstance): Promise<void> {
  let state = runs.get(app.db);
  if (!state) {
    state = { current: null, again: false };
    runs.set(app.db, state);
  }
  const entry = state;
  if (entry.current) {
    entry.again = true;
    return entry.current;
  }
  const loop = async () => {
    do {
      entry.again = false;
      await runExclusively(app.db, app.dialect, 'mail-queue', async () => {
        await deliverDueMail(app);
      }).catch((error: unknown) => app.log.error({ err: error }, 'mail queue run failed'));
    } while (entry.again);
    entry.current = null;
  };
  entry.current = loop();
  return entry.current;
}

/**
 * Waits for the delivery of what is due, at most `ms`: the fan's answer waits a moment for the
 * mail it announces, never for a hung mail server (the job keeps trying).
 */
export async function deliverBriefly(app: FastifyInstance, ms = 3_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([deliverSoon(app), new Promise<void>((resolve) => { timer = setTimeout(resolve, ms); })]);
  clearTimeout(timer);
}

/** Retries pending mails on a timer (MAIL_QUEUE_INTERVAL_MS, default 30 s). */
export function startMailQueueJob(app: FastifyInstance, intervalMs: number): void {
  startRecurringJob(app, { name: 'mail-queue', intervalMs, run: async () => { await deliverDueMail(app); } });
}

/** Counts by status and the failed mails, for a ticket manager. */
export async function mailQueueSummary(db: Db): Promise<{ counts: Record<string, number>; failed: { id: number; purpose: string; recipient: string; lastError: string | null }[] }> {
  const rows = await db.selectFrom('mail_queue').select(['status']).select((eb) => eb.fn.countAll<number>().as('n')).groupBy('status').execute();
  const failed = await db.selectFrom('mail_queue').select(['id', 'purpose', 'recipient', 'last_error']).where('status', '=', 'failed').orderBy('id', 'desc').limit(50).execute();
  return {
    counts: Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])),
    failed: failed.map((f) => ({ id: f.id, purpose: f.purpose, recipient: f.recipient, lastError: f.last_error })),
  };
}
