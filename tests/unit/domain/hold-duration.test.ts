import { describe, expect, it } from 'vitest';
import { holdDuration } from '../../../src/domain/hold-duration.js';

describe('holdDuration', () => {
  it('says minutes up to two hours, whole hours beyond', () => {
    expect(holdDuration(900)).toEqual({ unit: 'minutes', count: 15 });
    expect(holdDuration(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(holdDuration(3600)).toEqual({ unit: 'minutes', count: 60 });
    expect(holdDuration(7200)).toEqual({ unit: 'hours', count: 2 });
    expect(holdDuration(48 * 3600)).toEqual({ unit: 'hours', count: 48 });
    expect(holdDuration(48 * 3600 + 60)).toEqual({ unit: 'minutes', count: 2881 });
  });
});
