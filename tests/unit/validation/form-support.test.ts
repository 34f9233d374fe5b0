import { describe, expect, it } from 'vitest';
import { fieldCodesFromDetails, safeRedirectPath } from '../../../src/domain/validation/form-support.js';

describe('form support', () => {
  it('reads field codes from a VALIDATION_FAILED answer', () => {
    expect(fieldCodesFromDetails({ fields: { email: 'EMAIL_INVALID', bad: 3 } })).toEqual({ email: 'EMAIL_INVALID' });
    expect(fieldCodesFromDetails(null)).toEqual({});
    expect(fieldCodesFromDetails({ fields: 'x' })).toEqual({});
  });

  it('keeps redirects on this site', () => {
    expect(safeRedirectPath('/event/3?x=1')).toBe('/event/3?x=1');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath('javascript:alert(1)')).toBe('/');
    expect(safeRedirectPath('/a\nb')).toBe('/');
    expect(safeRedirectPath(null, '/profile')).toBe('/profile');
    expect(safeRedirectPath('')).toBe('/');
  });
});
