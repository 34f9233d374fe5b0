/**
 * Background work the server repeats on a timer (order expiry sweep, instalment charges). Each job
 * runs single-flight: a tick that finds the previous run still going is skipped, so slow runs never
 * pile up against the database; across app nodes, a tick another node is running is skipped too.
 */
import type { FastifyInstance } from 'fastify';
import { runExclusively } from './cluster-lock.js';

export interface RecurringJob {
  /** Names the job in the error log line of a failed run. */
  name: string;
  intervalMs: number;
  /** One run; a rejection is logged and the job tries again at the next tick. */
  run: () => Promise<void>;
}

/**
 * Starts `job.run` every `job.intervalMs` and stops it when the app closes. The timer is unref'd
 * so it never keeps a process alive on its own; closing waits for a run in flight.
 */
export function startRecurringJob(app: FastifyInstance, job: RecurringJob): void {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    // With several nodes on one PostgreSQL, one of them runs each tick (an advisory lock per job).
    const run = app.hasDecorator('db') ? () => runExclusively(app.db, app.dialect, job.name, job.run).then(() => undefined) : job.run;
    running = run()
      .catch((error: unknown) => app.log.error({ err: error }, `${job.name} failed`))
      .finally(() => {
        running = null;
      });
  }, job.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // Let a run in flight finish before the database closes under it.
    await running;
  });
}
