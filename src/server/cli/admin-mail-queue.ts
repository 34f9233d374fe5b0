/**
 * The mail queue for a ticket manager: how many mails are pending, sent and failed, which ones
 * failed for good and why, and putting those back in the queue once the mail server works again.
 */
import type { FastifyInstance } from 'fastify';
import { deliverDueMail, mailQueueSummary } from '../services/mail/mail-queue.js';

export const MAIL_QUEUE_USAGE = 'mail-queue [deliver | retry-failed]';

/** Runs `mail-queue`; null for any other command, 2 for bad arguments. */
export async function runMailQueueCommand(args: readonly string[], app: FastifyInstance, out: (line: string) => void): Promise<number | null> {
  const [command, action] = args;
  if (command !== 'mail-queue') return null;
  if (action === 'retry-failed') {
    const result = await app.db.updateTable('mail_queue').set({ status: 'pending', attempts: 0, next_attempt_at: app.now().toISOString() })
      .where('status', '=', 'failed').executeTakeFirst();
    out(`${Number(result.numUpdatedRows)} failed mail(s) queued again`);
  } else if (action === 'deliver') {
    const report = await deliverDueMail(app);
    out(`mails sent: ${report.sent}, will retry: ${report.retried}, failed: ${report.failed}`);
  } else if (action !== undefined) {
    return 2;
  }
  const { counts, failed } = await mailQueueSummary(app.db);
  out(`mail queue: pending ${counts['pending'] ?? 0}, sent ${counts['sent'] ?? 0}, failed ${counts['failed'] ?? 0}`);
  for (const mail of failed) out(`  failed #${mail.id} ${mail.purpose} to ${mail.recipient}: ${mail.lastError ?? ''}`);
  return 0;
}
