import { describe, expect, it } from 'vitest';
import { assertCents, formatCents, isFree, moneyLocale, sumCents } from '../../../src/domain/money.js';

const NBSP = '\u00a0';

describe('formatCents', () => {
  it('shows two decimals and the euro sign in English', () => {
    expect(formatCents(1250, 'en')).toBe('€12.50');
    expect(formatCents(5, 'en')).toBe('€0.05');
    expect(formatCents(100, 'en')).toBe('€1.00');
  });

  it('follows each language convention for separators and sign position', () => {
    expect(formatCents(1250, 'fr')).toBe(`12,50${NBSP}€`);
    expect(formatCents(1250, 'es')).toBe(`12,50${NBSP}€`);
    expect(formatCents(1250, 'nl')).toBe(`€${NBSP}12,50`);
    expect(formatCents(1250, 'ru')).toBe(`12,50${NBSP}€`);
  });

  it('groups thousands', () => {
    expect(formatCents(123_456_789, 'en')).toBe('€1,234,567.89');
    expect(formatCents(123_456_789, 'fr')).toBe(`1${NBSP}234${NBSP}567,89${NBSP}€`);
    expect(formatCents(100_000, 'es')).toBe(`1.000,00${NBSP}€`);
    expect(formatCents(99_999, 'en')).toBe('€999.99');
  });

  it('formats zero as a number (the free label is the caller’s choice) and negatives with a sign', () => {
    expect(formatCents(0, 'en')).toBe('€0.00');
    expect(formatCents(-1250, 'en')).toBe('-€12.50');
    expect(formatCents(-1250, 'fr')).toBe(`-12,50${NBSP}€`);
    expect(formatCents(-1250, 'nl')).toBe(`€${NBSP}-12,50`);
  });

  it('defaults to English', () => {
    expect(formatCents(1)).toBe('€0.01');
  });

  it('rejects fractional or unsafe amounts instead of rounding them', () => {
    expect(() => formatCents(12.5, 'en')).toThrow(RangeError);
    expect(() => formatCents(Number.NaN, 'en')).toThrow(RangeError);
    expect(() => formatCents(Number.MAX_SAFE_INTEGER + 1, 'en')).toThrow(RangeError);
  });
});

describe('sumCents', () => {
  it('adds integer amounts', () => {
    expect(sumCents([1250, 750, -500])).toBe(1500);
    expect(sumCents([])).toBe(0);
    expect(sumCents(new Set([1, 2, 3]))).toBe(6);
  });

  it('rejects any non-integer amount', () => {
    expect(() => sumCents([100, 0.1])).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe('isFree, assertCents and moneyLocale', () => {
  it('treats only zero as free', () => {
    expect(isFree(0)).toBe(true);
    expect(isFree(1)).toBe(false);
    expect(isFree(-1)).toBe(false);
    expect(() => isFree(0.5)).toThrow(RangeError);
  });

  it('accepts safe integers only', () => {
    expect(() => assertCents(42)).not.toThrow();
    expect(() => assertCents(Infinity)).toThrow(RangeError);
  });

  it('narrows language codes to supported locales', () => {
    expect(moneyLocale('fr-BE')).toBe('fr');
    expect(moneyLocale('NL')).toBe('nl');
    expect(moneyLocale('de')).toBe('en');
    expect(moneyLocale(undefined)).toBe('en');
  });
});
