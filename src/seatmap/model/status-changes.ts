/**
 * A versioned change log of an event's seat status: the server keeps the current status and the
 * recent batches of changed seats; a map that knows a version asks only for what changed since.
 *
 * A version is `<epoch>.<n>`: the epoch names one log (a server process's copy of one event), n
 * counts its batches. A version from another log (another node, a restart) or older than the
 * batches kept cannot be continued: the answer is "reset", and the map loads a fresh snapshot.
 */

/** Seats changed in one batch, flat: seat index, new status code, seat index, new code, ... */
export type SeatChanges = number[];

export interface ChangeBatch {
  /** The version this batch leads to. */
  version: string;
  changes: SeatChanges;
}

export type ChangesAnswer =
  | { kind: 'changes'; version: string; changes: SeatChanges }
  | { kind: 'reset'; version: string };

/** Seats whose code differs between two statuses of the same length, as flat pairs. */
export function diffStatus(before: Uint8Array, after: Uint8Array): SeatChanges {
  if (before.length !== after.length) throw new RangeError('statuses of different venues');
  const changes: SeatChanges = [];
  for (let i = 0; i < after.length; i++) if (before[i] !== after[i]) changes.push(i, after[i]!);
  return changes;
}

/** Applies flat change pairs to a status in place; pairs outside it are ignored. Returns how many applied. */
export function applyChanges(status: Uint8Array, changes: SeatChanges): number {
  let applied = 0;
  for (let k = 0; k + 1 < changes.length; k += 2) {
    const index = changes[k]!;
    if (index >= 0 && index < status.length) {
      status[index] = changes[k + 1]!;
      applied++;
    }
  }
  return applied;
}

export interface StatusLogOptions {
  /** Batches kept for catching up; older versions get "reset". */
  maxBatches?: number;
  /** Seat changes kept in all batches; a catch-up longer than this is cheaper as a snapshot. */
  maxChanges?: number;
}

/** The current status of one event and its recent change batches. */
export class StatusLog {
  readonly epoch: string;
  private counter = 0;
  private readonly batches: ChangeBatch[] = [];
  private keptChanges = 0;
  private readonly maxBatches: number;
  private readonly maxChanges: number;

  constructor(
    private current: Uint8Array,
    epoch: string,
    options: StatusLogOptions = {},
  ) {
    if (!/^[A-Za-z0-9]+$/.test(epoch)) throw new RangeError('an epoch is letters and digits');
    this.epoch = epoch;
    this.maxBatches = options.maxBatches ?? 512;
    this.maxChanges = options.maxChanges ?? 200_000;
  }

  get version(): string {
    return `${this.epoch}.${this.counter}`;
  }

  /** The current status; callers must not change it (use `update`). */
  get status(): Uint8Array {
    return this.current;
  }

  /** Records a new full status; returns the batch of what changed, or null when nothing did. */
  update(next: Uint8Array): ChangeBatch | null {
    const changes = diffStatus(this.current, next);
    if (changes.length === 0) return null;
    this.current = next;
    this.counter++;
    const batch: ChangeBatch = { version: this.version, changes };
    this.batches.push(batch);
    this.keptChanges += changes.length / 2;
    while (this.batches.length > this.maxBatches || (this.keptChanges > this.maxChanges && this.batches.length > 1)) {
      this.keptChanges -= this.batches.shift()!.changes.length / 2;
    }
    return batch;
  }

  /** What changed after `since`: the merged changes (the latest code per seat wins), or "reset". */
  changesSince(since: string | null | undefined): ChangesAnswer {
    const n = this.counterOf(since);
    if (n === null || n > this.counter) return { kind: 'reset', version: this.version };
    if (n === this.counter) return { kind: 'changes', version: this.version, changes: [] };
    const oldestKept = this.counter - this.batches.length;
    if (n < oldestKept) return { kind: 'reset', version: this.version };
    const latest = new Map<number, number>();
    for (const batch of this.batches.slice(n - oldestKept)) {
      for (let k = 0; k < batch.changes.length; k += 2) latest.set(batch.changes[k]!, batch.changes[k + 1]!);
    }
    return { kind: 'changes', version: this.version, changes: [...latest].flat() };
  }

  private counterOf(version: string | null | undefined): number | null {
    const match = typeof version === 'string' ? /^([A-Za-z0-9]+)\.(\d{1,15})$/.exec(version) : null;
    if (!match || match[1] !== this.epoch) return null;
    return Number(match[2]);
  }
}
