import { describe, expect, it } from 'vitest';
import type { ChannelConfiguration, EventSummary, PackSummary } from '../../../../src/domain/catalog.js';
import { earliestOpening, fromPrice, saleBadge, splitPacks, upcomingEvents } from '../../../../src/features/home/sale-info.js';

const channel = (openingDatetime: string): ChannelConfiguration => ({
  saleChannel: { id: 1 },
  earlyBirdOpeningDatetime: null,
  openingDatetime,
  closingDatetime: '2030-01-01T00:00:00.000Z',
});

describe('saleBadge', () => {
  it('dates "opens on" with the earliest opening', () => {
    const channels = [channel('2026-09-02T08:00:00.000Z'), channel('2026-09-01T08:00:00.000Z')];
    expect(saleBadge('not_open', channels)).toEqual({ state: 'not_open', key: 'sale.opensOn', color: 'blue', date: '2026-09-01T08:00:00.000Z' });
    expect(saleBadge('early_bird', channels).key).toBe('sale.earlyBirdUntil');
  });

  it('has an undated label when no channel gives a date', () => {
    expect(saleBadge('not_open', []).key).toBe('sale.notOpen');
    expect(saleBadge('early_bird', []).key).toBe('sale.earlyBird');
    expect(earliestOpening([])).toBeNull();
  });

  it('names every other state', () => {
    expect(saleBadge('on_sale', []).key).toBe('sale.onSale');
    expect(saleBadge('sold_out', []).key).toBe('sale.soldOut');
    expect(saleBadge('closed', []).key).toBe('sale.closed');
    expect(saleBadge('past', []).key).toBe('sale.past');
  });
});

describe('lists', () => {
  it('keeps non-archived events, soonest first', () => {
    const event = (id: number, startDatetime: string, isArchived = false) => ({ id, startDatetime, isArchived }) as EventSummary;
    const list = upcomingEvents([event(1, '2026-10-03T00:00:00Z'), event(2, '2026-10-01T00:00:00Z'), event(3, '2026-09-01T00:00:00Z', true)]);
    expect(list.map((e) => e.id)).toEqual([2, 1]);
  });

  it('separates packs from season subscriptions', () => {
    const pack = (id: number, type: 'pack' | 'season') => ({ id, type }) as PackSummary;
    const split = splitPacks([pack(1, 'season'), pack(2, 'pack'), pack(3, 'pack')]);
    expect(split.packs.map((p) => p.id)).toEqual([2, 3]);
    expect(split.subscriptions.map((p) => p.id)).toEqual([1]);
  });
});

describe('fromPrice', () => {
  it('shows the cheapest rate while tickets can be bought, none when sold out or past', () => {
    expect(fromPrice({ minimumPrice: 2500, saleState: 'on_sale' })).toBe(2500);
    expect(fromPrice({ minimumPrice: 2500, saleState: 'not_open' })).toBe(2500);
    expect(fromPrice({ minimumPrice: 2500, saleState: 'sold_out' })).toBeNull();
    expect(fromPrice({ minimumPrice: 2500, saleState: 'past' })).toBeNull();
    expect(fromPrice({ minimumPrice: null, saleState: 'on_sale' })).toBeNull();
  });
});
