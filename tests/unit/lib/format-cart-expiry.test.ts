import { describe, expect, it } from 'vitest';
import { formatCartExpiry } from '../../../src/lib/format.js';

describe('cart expiry', () => {
  const iso = new Date(2030, 2, 4, 9, 5).toISOString();

  it('is month first in English and the other non-French languages, on the fan\'s clock', () => {
    expect(formatCartExpiry(iso, 'en')).toBe('03/04/2030 09:05');
    expect(formatCartExpiry(iso, 'nl')).toBe('03/04/2030 09:05');
  });

  it('is day first in French', () => {
    expect(formatCartExpiry(iso, 'fr-BE')).toBe('04/03/2030 09:05');
  });

  it('pads midnight and single digits like the date-fns pattern did', () => {
    expect(formatCartExpiry(new Date(2031, 11, 31, 0, 0).toISOString(), 'fr')).toBe('31/12/2031 00:00');
  });
});
