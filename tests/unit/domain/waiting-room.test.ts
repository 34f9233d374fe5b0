import { describe, expect, it } from 'vitest';
import { admittedPlaces, entryRank, queueState, validRoomSettings } from '../../../src/domain/waiting-room.js';

const settings = { opensAt: '2026-12-01T10:00:00.000Z', admitPerMinute: 120, admissionMinutes: 15 };
const at = (iso: string) => new Date(iso);

describe('waiting room rules', () => {
  it('draws a rank below 1 for any arrival up to the opening, and 1 + seconds after it later', () => {
    expect(entryRank(at('2026-12-01T06:00:00Z'), settings.opensAt, () => 0.42)).toBe(0.42);
    expect(entryRank(at('2026-12-01T10:00:00Z'), settings.opensAt, () => 0.9)).toBe(0.9);
    expect(entryRank(at('2026-12-01T10:00:30Z'), settings.opensAt, () => 0.1)).toBe(31);
  });

  it('lets places through at the rate from the opening', () => {
    expect(admittedPlaces(at('2026-12-01T09:59:59Z'), settings)).toBe(0);
    expect(admittedPlaces(at('2026-12-01T10:00:00Z'), settings)).toBe(0);
    expect(admittedPlaces(at('2026-12-01T10:00:30Z'), settings)).toBe(60);
    expect(admittedPlaces(at('2026-12-01T10:10:00Z'), settings)).toBe(1200);
  });

  it('gives the position and the wait, or admits', () => {
    expect(queueState(10, at('2026-12-01T09:00:00Z'), settings)).toEqual({ state: 'before_opening', position: 11, opensAt: settings.opensAt });
    expect(queueState(10, at('2026-12-01T10:00:00Z'), settings)).toEqual({ state: 'waiting', position: 11, estimatedWaitSeconds: 6 });
    expect(queueState(59, at('2026-12-01T10:00:30Z'), settings)).toEqual({ state: 'admitted' });
    expect(queueState(60, at('2026-12-01T10:00:30Z'), settings)).toEqual({ state: 'waiting', position: 1, estimatedWaitSeconds: 1 });
  });

  it('accepts only sensible settings', () => {
    expect(validRoomSettings(settings)).toBe(true);
    expect(validRoomSettings({ ...settings, opensAt: 'soon' })).toBe(false);
    expect(validRoomSettings({ ...settings, admitPerMinute: 0 })).toBe(false);
    expect(validRoomSettings({ ...settings, admissionMinutes: 0.5 })).toBe(false);
    expect(validRoomSettings({ ...settings, admissionMinutes: 241 })).toBe(false);
  });
});
