import { describe, expect, it } from 'vitest';
import { seatAfterKey, seatByRowName, spotOf } from '../../../src/seatmap/model/list-navigation.js';

// Row A: seats 10, 11, 12; row B: 20, 21; row C: 30, 31, 32, 33.
const rows = { names: ['A', 'B', 'C'], seats: [[10, 11, 12], [20, 21], [30, 31, 32, 33]] };

describe('list navigation', () => {
  it('finds a seat in the rows', () => {
    expect(spotOf(rows, 21)).toEqual({ row: 1, column: 1 });
    expect(spotOf(rows, 99)).toBeNull();
  });

  it('moves with the arrows along a row and on to the next or previous row', () => {
    expect(seatAfterKey(rows, 10, 'ArrowRight')).toBe(11);
    expect(seatAfterKey(rows, 12, 'ArrowRight')).toBe(20);
    expect(seatAfterKey(rows, 33, 'ArrowRight')).toBe(33);
    expect(seatAfterKey(rows, 20, 'ArrowLeft')).toBe(12);
    expect(seatAfterKey(rows, 10, 'ArrowLeft')).toBe(10);
  });

  it('moves between rows keeping the column where the row is long enough', () => {
    expect(seatAfterKey(rows, 12, 'ArrowDown')).toBe(21);
    expect(seatAfterKey(rows, 21, 'ArrowDown')).toBe(31);
    expect(seatAfterKey(rows, 33, 'ArrowUp')).toBe(21);
    expect(seatAfterKey(rows, 11, 'ArrowUp')).toBe(11);
  });

  it('goes to a row’s ends with Home/End and the block’s with Ctrl', () => {
    expect(seatAfterKey(rows, 31, 'Home')).toBe(30);
    expect(seatAfterKey(rows, 31, 'End')).toBe(33);
    expect(seatAfterKey(rows, 31, 'Home', true)).toBe(10);
    expect(seatAfterKey(rows, 11, 'End', true)).toBe(33);
    expect(seatAfterKey(rows, 11, 'Enter')).toBeNull();
    expect(seatAfterKey({ names: [], seats: [] }, 1, 'ArrowRight')).toBeNull();
  });

  it('jumps to a row by the start of its name, wrapping round', () => {
    const named = { names: ['A', 'AA', 'B', 'BB'], seats: [[1], [2], [3], [4]] };
    expect(seatByRowName(named, 1, 'b')).toBe(3);
    expect(seatByRowName(named, 3, 'b')).toBe(4);
    expect(seatByRowName(named, 4, 'b')).toBe(3);
    expect(seatByRowName(named, 1, 'aa')).toBe(2);
    expect(seatByRowName(named, 1, 'z')).toBeNull();
  });
});
