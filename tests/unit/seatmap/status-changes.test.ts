import { describe, expect, it } from 'vitest';
import { applyChanges, diffStatus, StatusLog } from '../../../src/seatmap/model/status-changes.js';

const status = (...codes: number[]) => Uint8Array.from(codes);

describe('diffStatus and applyChanges', () => {
  it('lists changed seats as index/code pairs and applies them back', () => {
    const before = status(0, 0, 1, 2, 0);
    const after = status(0, 1, 1, 0, 3);
    const changes = diffStatus(before, after);
    expect(changes).toEqual([1, 1, 3, 0, 4, 3]);
    const copy = before.slice();
    expect(applyChanges(copy, changes)).toBe(3);
    expect(copy).toEqual(after);
  });

  it('refuses statuses of different venues and ignores pairs outside the status', () => {
    expect(() => diffStatus(status(0), status(0, 0))).toThrow(RangeError);
    const target = status(0, 0);
    expect(applyChanges(target, [5, 1, -1, 1, 1, 2])).toBe(1);
    expect(target).toEqual(status(0, 2));
  });
});

describe('StatusLog', () => {
  it('bumps its version only when a seat changed', () => {
    const log = new StatusLog(status(0, 0, 0), 'ab12');
    expect(log.version).toBe('ab12.0');
    expect(log.update(status(0, 0, 0))).toBeNull();
    expect(log.version).toBe('ab12.0');
    expect(log.update(status(1, 0, 0))).toEqual({ version: 'ab12.1', changes: [0, 1] });
    expect(log.status).toEqual(status(1, 0, 0));
  });

  it('merges the batches after a version, the latest code of a seat winning', () => {
    const log = new StatusLog(status(0, 0, 0), 'e1');
    log.update(status(1, 0, 0));
    const from = log.version;
    log.update(status(2, 1, 0));
    log.update(status(0, 1, 2));
    const answer = log.changesSince(from);
    expect(answer.kind).toBe('changes');
    if (answer.kind !== 'changes') return;
    expect(answer.version).toBe('e1.3');
    const merged = new Map<number, number>();
    for (let k = 0; k < answer.changes.length; k += 2) merged.set(answer.changes[k]!, answer.changes[k + 1]!);
    expect(Object.fromEntries(merged)).toEqual({ 0: 0, 1: 1, 2: 2 });
    expect(log.changesSince(log.version)).toEqual({ kind: 'changes', version: 'e1.3', changes: [] });
  });

  it('answers reset to a version it cannot continue: another epoch, the future, garbage, or trimmed away', () => {
    const log = new StatusLog(status(0, 0), 'e1', { maxBatches: 2 });
    for (const codes of [[1, 0], [2, 0], [0, 0], [0, 1]]) log.update(status(...codes));
    expect(log.version).toBe('e1.4');
    for (const since of ['e2.4', 'e1.9', 'nonsense', '', null, 'e1.1']) {
      expect(log.changesSince(since), String(since)).toEqual({ kind: 'reset', version: 'e1.4' });
    }
    expect(log.changesSince('e1.2')).toMatchObject({ kind: 'changes', changes: [0, 0, 1, 1] });
  });

  it('keeps at most maxChanges seat changes, whole batches', () => {
    const log = new StatusLog(new Uint8Array(10), 'e1', { maxChanges: 12 });
    log.update(new Uint8Array(10).fill(1));
    log.update(new Uint8Array(10).fill(2));
    expect(log.changesSince('e1.0').kind).toBe('reset');
    expect(log.changesSince('e1.1')).toMatchObject({ kind: 'changes', version: 'e1.2' });
  });
});
