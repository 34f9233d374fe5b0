import { afterEach, describe, expect, it } from 'vitest';
import { setProofProducts, statsFilter } from '../../../src/features/seat-picker/picker-session.js';

/** The block statistics the worker computes follow the rates needing proof the page named: a block's "from" price leaves them out. */
describe('the block statistics filter', () => {
  afterEach(() => setProofProducts([]));

  it('carries the products of rates needing proof', () => {
    setProofProducts([7, 9]);
    expect(statsFilter()).toMatchObject({ categoryId: null, resaleFilter: 'all', proofProductIds: [7, 9] });
  });
});
