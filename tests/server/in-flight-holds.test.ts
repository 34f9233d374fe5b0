import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/errors.js';
import { InFlightSeatHolds } from '../../src/server/services/orders/in-flight-holds.js';
import type { TellOutcome } from '../../src/server/services/orders/in-flight-holds.js';

/** A hold whose database work the test finishes by hand. */
function parkedHold() {
  let started = false;
  let finish!: (outcome: { took: number[] } | { error: Error }) => void;
  const work = (tell: TellOutcome) => {
    started = true;
    return new Promise<string>((resolve, reject) => {
      finish = (outcome) => {
        if ('error' in outcome) return reject(outcome.error);
        tell(outcome.took);
        resolve('held');
      };
    });
  };
  return { work, finish: (outcome: { took: number[] } | { error: Error }) => finish(outcome), started: () => started };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('holds of the same seats in flight on one node', () => {
  it('refuses the later hold at once, naming the seats the earlier one took, without running its work', async () => {
    const holds = new InFlightSeatHolds();
    const first = parkedHold();
    const winner = holds.run(1, [10, 11], 100, first.work);
    let ranSecond = false;
    const loser = holds.run(1, [11, 12], 200, async () => {
      ranSecond = true;
      return 'held';
    });
    await settled();
    expect(first.started()).toBe(true);
    expect(ranSecond).toBe(false);
    first.finish({ took: [10, 11] });
    await expect(winner).resolves.toBe('held');
    const refusal = await loser.catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 409, code: 'UNAVAILABLE', details: { seatIds: [11] } });
    expect(ranSecond).toBe(false);
    expect(holds.size).toBe(0);
  });

  it('lets the later hold go on to the database when the earlier one failed or took none of its seats', async () => {
    const holds = new InFlightSeatHolds();
    const failing = parkedHold();
    const first = holds.run(1, [10, 11], 100, failing.work);
    const second = holds.run(1, [11], 200, async () => 'held');
    await settled();
    failing.finish({ error: new Error('seat 10 was taken') });
    await expect(first).rejects.toThrow('seat 10 was taken');
    await expect(second).resolves.toBe('held');
    expect(holds.size).toBe(0);
  });

  it('never makes a customer wait on their own hold (the database replaces a cart sent again)', async () => {
    const holds = new InFlightSeatHolds();
    const first = parkedHold();
    const original = holds.run(1, [10], 100, first.work);
    const again = holds.run(1, [10], 100, async () => 'sent again');
    await expect(again).resolves.toBe('sent again');
    first.finish({ took: [10] });
    await expect(original).resolves.toBe('held');
    expect(holds.size).toBe(0);
  });

  it('keeps events apart: the same seat id at another event does not wait', async () => {
    const holds = new InFlightSeatHolds();
    const first = parkedHold();
    const atFirstEvent = holds.run(1, [10], 100, first.work);
    await expect(holds.run(2, [10], 200, async () => 'held')).resolves.toBe('held');
    first.finish({ took: [10] });
    await atFirstEvent;
  });

  it('looks again after a failed hold: of two holds waiting on it, the second waits on the first', async () => {
    const holds = new InFlightSeatHolds();
    const failing = parkedHold();
    const first = holds.run(1, [10], 100, failing.work);
    const second = parkedHold();
    const waitingA = holds.run(1, [10], 200, second.work);
    let ranThird = false;
    const waitingB = holds.run(1, [10], 300, async () => {
      ranThird = true;
      return 'held';
    });
    failing.finish({ error: new Error('refused') });
    await first.catch(() => undefined);
    await settled();
    expect(second.started()).toBe(true);
    expect(ranThird).toBe(false);
    second.finish({ took: [10] });
    await expect(waitingA).resolves.toBe('held');
    await expect(waitingB).rejects.toMatchObject({ code: 'UNAVAILABLE', details: { seatIds: [10] } });
    expect(ranThird).toBe(false);
  });

  it('tells waiting holds the outcome when the transaction commits, before the answer is built', async () => {
    const holds = new InFlightSeatHolds();
    let release!: () => void;
    const answerBuilt = new Promise<void>((resolve) => (release = resolve));
    const winner = holds.run(1, [10], 100, async (tell) => {
      tell([10]);
      await answerBuilt;
      return 'held';
    });
    await expect(holds.run(1, [10], 200, async () => 'held')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    release();
    await expect(winner).resolves.toBe('held');
  });

  it('behind a waiting room, asks the refused hold for its admission first: a request that skipped the queue hears that', async () => {
    const holds = new InFlightSeatHolds();
    const queueSkipped = () => {
      throw new AppError(403, 'ADMISSION_REQUIRED', 'ADMISSION_REQUIRED');
    };
    const guarded = holds.run(1, [10], 100, async (tell) => {
      tell([10], true);
      return 'held';
    });
    const withoutAdmission = holds.run(1, [10], 200, async () => 'held', queueSkipped);
    const admitted = holds.run(1, [10], 300, async () => 'held', () => undefined);
    await guarded;
    await expect(withoutAdmission).rejects.toMatchObject({ statusCode: 403, code: 'ADMISSION_REQUIRED' });
    await expect(admitted).rejects.toMatchObject({ statusCode: 409, code: 'UNAVAILABLE', details: { seatIds: [10] } });
  });

  it('does not ask for an admission where no waiting room guards the sale', async () => {
    const holds = new InFlightSeatHolds();
    let asked = false;
    const open = holds.run(1, [10], 100, async (tell) => {
      tell([10]);
      return 'held';
    });
    const loser = holds.run(1, [10], 200, async () => 'held', () => {
      asked = true;
    });
    await open;
    await expect(loser).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(asked).toBe(false);
  });
});
