import { describe, expect, it } from 'vitest';
import { arenasSellingSoon } from '../../../src/domain/arenas-selling-soon.js';
import type { ArenaSale } from '../../../src/domain/arenas-selling-soon.js';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

function sale(arenaId: number, opensIn: number, closesIn: number, extra: Partial<ArenaSale> = {}): ArenaSale {
  return { arenaId, startDatetime: at(closesIn + 2), channel: { earlyBirdOpeningDatetime: null, openingDatetime: at(opensIn), closingDatetime: at(closesIn) }, ...extra };
}

describe('arenasSellingSoon', () => {
  it('keeps sales open now or opening within the horizon, soonest first, each arena once', () => {
    const sales = [
      sale(3, 20, 100), // opens in 20 h
      sale(1, -5, 100), // open now
      sale(4, 30, 100), // opens after the horizon
      sale(2, -48, -1), // closed
      sale(1, 2, 50), // same arena again
    ];
    expect(arenasSellingSoon(sales, NOW, 24 * HOUR)).toEqual([1, 3]);
  });

  it('counts a priority sale, and skips archived events, events that started and sales without a website channel', () => {
    const earlyBird = sale(5, 40, 100, { channel: { earlyBirdOpeningDatetime: at(10), openingDatetime: at(40), closingDatetime: at(100) } });
    const archived = sale(6, -5, 100, { isArchived: true });
    const started = sale(7, -5, 100, { startDatetime: at(-1) });
    const noChannel = sale(8, -5, 100, { channel: null });
    expect(arenasSellingSoon([earlyBird, archived, started, noChannel], NOW, 24 * HOUR)).toEqual([5]);
  });

  it('skips a sale that opens within the horizon but has closed by then', () => {
    expect(arenasSellingSoon([sale(9, 5, 5)], NOW, 24 * HOUR)).toEqual([]);
  });
});
