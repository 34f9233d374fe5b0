import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRecurringJob } from '../../src/server/jobs/recurring-job.js';

const INTERVAL = 1_000;

/** A run the test finishes by hand, to hold it "in flight" as long as it needs. */
function manualRuns() {
  const finishers: Array<(outcome?: Error) => void> = [];
  const run = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        finishers.push((outcome) => (outcome ? reject(outcome) : resolve()));
      }),
  );
  const finish = (index: number, outcome?: Error) => {
    const finisher = finishers[index];
    if (!finisher) throw new Error(`run ${index} never started`);
    finisher(outcome);
  };
  return { run, finish };
}

/** Lets pending promise callbacks (and Fastify's close steps) happen, without moving the fake clock. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
};

describe('startRecurringJob', () => {
  let app: FastifyInstance;

  beforeEach(() => {
    // Only the interval is faked: Fastify's own close steps keep their real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    app = Fastify({ logger: false });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once per interval and never starts a run while one is in flight', async () => {
    const { run, finish } = manualRuns();
    startRecurringJob(app, { name: 'test job', intervalMs: INTERVAL, run });
    await app.ready();

    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(INTERVAL);
    expect(run).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(INTERVAL * 3);
    await settle();
    expect(run).toHaveBeenCalledTimes(1);

    finish(0);
    await settle();
    vi.advanceTimersByTime(INTERVAL);
    expect(run).toHaveBeenCalledTimes(2);

    finish(1);
    await app.close();
  });

  it('logs a failed run and runs again at the next tick', async () => {
    const { run, finish } = manualRuns();
    const logged = vi.spyOn(app.log, 'error');
    startRecurringJob(app, { name: 'test job', intervalMs: INTERVAL, run });
    await app.ready();

    vi.advanceTimersByTime(INTERVAL);
    finish(0, new Error('database away'));
    await settle();
    expect(logged).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'database away' }) }, 'test job failed');

    vi.advanceTimersByTime(INTERVAL);
    expect(run).toHaveBeenCalledTimes(2);
    finish(1);
    await app.close();
  });

  it('waits on close for the run in flight, then runs no more', async () => {
    const { run, finish } = manualRuns();
    startRecurringJob(app, { name: 'test job', intervalMs: INTERVAL, run });
    await app.ready();
    vi.advanceTimersByTime(INTERVAL);

    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await settle();
    expect(closed).toBe(false);

    finish(0);
    await closing;
    expect(closed).toBe(true);

    vi.advanceTimersByTime(INTERVAL * 5);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('closes at once when no run is in flight', async () => {
    const { run } = manualRuns();
    startRecurringJob(app, { name: 'test job', intervalMs: INTERVAL, run });
    await app.ready();
    await app.close();
    vi.advanceTimersByTime(INTERVAL * 5);
    expect(run).not.toHaveBeenCalled();
  });
});
