import { describe, expect, it } from 'vitest';
import { saleState, websiteChannel } from '../../../src/domain/sale-window.js';
import type { SaleWindowInput } from '../../../src/domain/sale-window.js';

const channel = {
  earlyBirdOpeningDatetime: '2026-03-01T10:00:00.000Z',
  openingDatetime: '2026-03-05T10:00:00.000Z',
  closingDatetime: '2026-03-20T18:00:00.000Z',
};
const start = '2026-03-20T20:00:00.000Z';

function stateAt(iso: string, overrides: Partial<SaleWindowInput> = {}) {
  return saleState({ channel, now: new Date(iso), soldOut: false, startDatetime: start, ...overrides });
}

describe('saleState', () => {
  it('is not_open before the early-bird opening', () => {
    expect(stateAt('2026-03-01T09:59:59.999Z')).toBe('not_open');
  });

  it('is early_bird from the early-bird opening (inclusive) up to the opening', () => {
    expect(stateAt('2026-03-01T10:00:00.000Z')).toBe('early_bird');
    expect(stateAt('2026-03-05T09:59:59.999Z')).toBe('early_bird');
  });

  it('is on_sale from the opening (inclusive) up to the closing (exclusive)', () => {
    expect(stateAt('2026-03-05T10:00:00.000Z')).toBe('on_sale');
    expect(stateAt('2026-03-20T17:59:59.999Z')).toBe('on_sale');
    expect(stateAt('2026-03-20T18:00:00.000Z')).toBe('closed');
  });

  it('has no priority window without an early-bird opening', () => {
    expect(stateAt('2026-03-03T00:00:00.000Z', { channel: { ...channel, earlyBirdOpeningDatetime: null } })).toBe('not_open');
  });

  it('is past from the start of the event, even if the channel is still open', () => {
    const lateChannel = { ...channel, closingDatetime: '2026-04-01T00:00:00.000Z' };
    expect(stateAt('2026-03-20T19:59:59.999Z', { channel: lateChannel })).toBe('on_sale');
    expect(stateAt('2026-03-20T20:00:00.000Z', { channel: lateChannel })).toBe('past');
  });

  it('is closed without a website channel or when archived', () => {
    expect(stateAt('2026-03-10T00:00:00.000Z', { channel: null })).toBe('closed');
    expect(stateAt('2026-03-10T00:00:00.000Z', { isArchived: true })).toBe('closed');
  });

  it('is sold_out inside and before the window, but closed and past win over it', () => {
    expect(stateAt('2026-03-10T00:00:00.000Z', { soldOut: true })).toBe('sold_out');
    expect(stateAt('2026-03-02T00:00:00.000Z', { soldOut: true })).toBe('sold_out');
    expect(stateAt('2026-03-20T18:30:00.000Z', { soldOut: true })).toBe('closed');
    expect(stateAt('2026-03-21T00:00:00.000Z', { soldOut: true })).toBe('past');
  });

  it('never becomes past without a start (a pack without events)', () => {
    expect(stateAt('2027-01-01T00:00:00.000Z', { startDatetime: null, channel: { ...channel, closingDatetime: '2028-01-01T00:00:00.000Z' } }))
      .toBe('on_sale');
  });
});

describe('websiteChannel', () => {
  it('picks the configuration of sale channel 1', () => {
    const configurations = [{ saleChannel: { id: 2 }, tag: 'box' }, { saleChannel: { id: 1 }, tag: 'web' }];
    expect(websiteChannel(configurations)?.tag).toBe('web');
    expect(websiteChannel([{ saleChannel: { id: 3 } }])).toBeNull();
  });
});
