import { describe, expect, it } from 'vitest';
import { parseId } from '../../../src/domain/cart-payload.js';
import { isRecordId, MAX_RECORD_ID } from '../../../src/domain/record-id.js';

describe('record ids', () => {
  it('are whole numbers from 1 to the largest 32-bit integer', () => {
    expect(isRecordId(1)).toBe(true);
    expect(isRecordId(MAX_RECORD_ID)).toBe(true);
    for (const value of [0, -1, 1.5, MAX_RECORD_ID + 1, 99_999_999_999, Number.NaN, '1', null]) expect(isRecordId(value)).toBe(false);
  });

  it('bound what the order payloads accept, as numbers or digit strings', () => {
    expect(parseId('2147483647')).toBe(MAX_RECORD_ID);
    expect(parseId('99999999999')).toBeNull();
    expect(parseId(2_147_483_648)).toBeNull();
  });
});
