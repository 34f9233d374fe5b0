import { describe, expect, it } from 'vitest';
import { decodeOrderCursor, encodeOrderCursor, pageOf, parseOrderPage } from '../../../src/domain/order-paging.js';

describe('order paging', () => {
  it('round-trips cursors and refuses anything else', () => {
    expect(decodeOrderCursor(encodeOrderCursor(12345))).toBe(12345);
    expect(encodeOrderCursor(7)).not.toContain('7');
    for (const bad of ['', 'abc', '12', '!!', 'b3JkZXI6MA', 'b3JkZXI6LTE']) expect(decodeOrderCursor(bad)).toBeNull();
  });

  it('parses defaults and names the bad argument', () => {
    expect(parseOrderPage({})).toEqual({ first: 100, afterOrderId: null, when: null, search: null });
    expect(parseOrderPage({ first: 5, after: encodeOrderCursor(9), when: 'past', search: '  cup ' })).toEqual({ first: 5, afterOrderId: 9, when: 'past', search: 'cup' });
    expect(parseOrderPage({ search: '   ' })).toMatchObject({ search: null });
    expect([parseOrderPage({ first: 0 }), parseOrderPage({ first: 1.5 }), parseOrderPage({ after: 3 }), parseOrderPage({ when: 'now' }), parseOrderPage({ search: 4 })])
      .toEqual(['first', 'first', 'after', 'when', 'search']);
  });

  it('cuts the extra row into hasNextPage', () => {
    expect(pageOf([9, 8, 7], 2)).toEqual({ ids: [9, 8], pageInfo: { endCursor: encodeOrderCursor(8), hasNextPage: true } });
    expect(pageOf([9, 8], 2).pageInfo.hasNextPage).toBe(false);
    expect(pageOf([], 2).pageInfo).toEqual({ endCursor: null, hasNextPage: false });
  });
});
