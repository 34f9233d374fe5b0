/**
 * Seat holds a node is writing right now, by event and seat. During an on-sale rush many fans
 * click the same best seats within milliseconds of each other: in the database the loser's
 * transaction reads the seat free, inserts, waits on the winner's uncommitted ticket and is then
 * refused by the unique index, or reads the winner's ticket a moment after it committed; either way
 * it spent most of what a hold that succeeds costs the node and PostgreSQL. Here a hold that names a
 * seat another customer's hold on this node is writing waits for that hold's outcome instead: if it
 * took the seat, the loser is refused at once with the seats it lost (as the database would have
 * refused it); if it did not, the loser goes on to the database as before. Only refusals come from
 * here; the database stays the judge of every hold, and holds on other nodes meet there as before.
 */
import type { FastifyInstance } from 'fastify';
import { unavailable } from './order-errors.js';

/**
 * The hold's own outcome, told once its transaction has ended: the seats it now holds, and whether
 * a waiting room guards the sale (so a hold refused on its account must show an admission first).
 */
export type TellOutcome = (took: readonly number[], behindWaitingRoom?: boolean) => void;

interface Outcome {
  took: ReadonlySet<number>;
  behindWaitingRoom: boolean;
}

interface InFlightHold {
  customerId: number;
  /** What the hold took once it committed; nothing when it failed. */
  outcome: Promise<Outcome>;
}

export class InFlightSeatHolds {
  private readonly holds = new Map<string, InFlightHold>();
  private waitingNow = 0;

  /** Seats with a hold in flight (tests). */
  get size(): number {
    return this.holds.size;
  }

  /** Holds waiting on another's outcome (tests). */
  get waiting(): number {
    return this.waitingNow;
  }

  /**
   * Runs `work` (a hold of `seatIds` at event `eventId` for `customerId`) once no other customer's
   * hold of these seats is in flight here, or throws UNAVAILABLE naming the seats such a hold took
   * meanwhile. `work` calls the `TellOutcome` it is given as soon as its transaction commits, so that
   * holds waiting on it learn the outcome before its answer is built; a hold that throws before
   * telling took nothing. A customer's own holds never wait on each other: the database replaces a
   * cart sent again. Behind a waiting room, `assertAdmission` runs before such a refusal, so a
   * request that skipped the queue hears that (as in the database's path), never about seats.
   */
  async run<T>(
    eventId: number,
    seatIds: readonly number[],
    customerId: number,
    work: (tell: TellOutcome) => Promise<T>,
    assertAdmission: () => void = () => undefined,
  ): Promise<T> {
    const keyOf = (seatId: number): string => `${eventId}:${seatId}`;
    for (;;) {
      const others = new Set<InFlightHold>();
      for (const seatId of seatIds) {
        const hold = this.holds.get(keyOf(seatId));
        if (hold && hold.customerId !== customerId) others.add(hold);
      }
      if (others.size === 0) break;
      this.waitingNow += 1;
      const outcomes = await Promise.all([...others].map((hold) => hold.outcome)).finally(() => (this.waitingNow -= 1));
      const lost = seatIds.filter((seatId) => outcomes.some(({ took }) => took.has(seatId)));
      if (lost.length > 0) {
        if (outcomes.some((outcome) => outcome.behindWaitingRoom)) assertAdmission();
        throw unavailable({ seatIds: lost });
      }
      // Those holds took none of these seats; others may have started on them meanwhile: look again.
    }
    let settle!: (outcome: Outcome) => void;
    const own: InFlightHold = { customerId, outcome: new Promise((resolve) => (settle = resolve)) };
    // A seat the customer's own other hold is writing stays that hold's: the database orders the two.
    const keys = seatIds.map(keyOf).filter((key) => !this.holds.has(key));
    for (const key of keys) this.holds.set(key, own);
    let told = false;
    const tell: TellOutcome = (took, behindWaitingRoom = false) => {
      if (told) return;
      told = true;
      settle({ took: new Set(took), behindWaitingRoom });
    };
    try {
      return await work(tell);
    } finally {
      tell([]);
      // Until here a hold that told what it took refuses later ones at once too.
      for (const key of keys) if (this.holds.get(key) === own) this.holds.delete(key);
    }
  }
}

/** One registry per server (the routes of one app share it). */
const byServer = new WeakMap<object, InFlightSeatHolds>();

export function inFlightSeatHolds(app: FastifyInstance): InFlightSeatHolds {
  let holds = byServer.get(app.server);
  if (!holds) byServer.set(app.server, (holds = new InFlightSeatHolds()));
  return holds;
}
