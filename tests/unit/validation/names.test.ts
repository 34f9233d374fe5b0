import { describe, expect, it } from 'vitest';
import { checkCity, checkCompany, checkFirstName, checkLastName, hasNonSpace, titleCaseName, upperCaseLastName } from '../../../src/domain/validation/names.js';

describe('name rules', () => {
  it('needs a non-space character', () => {
    expect(hasNonSpace('  ')).toBe(false);
    expect(hasNonSpace('\t\n')).toBe(false);
    expect(hasNonSpace(' a ')).toBe(true);
    expect(checkFirstName('   ')).toBe('FIRST_NAME_REQUIRED');
    expect(checkLastName('')).toBe('LAST_NAME_REQUIRED');
    expect(checkLastName(null)).toBe('LAST_NAME_REQUIRED');
  });

  it('accepts names of any script with hyphens and apostrophes', () => {
    for (const name of ['Zoë', "O'Neil", 'Jean-Pierre', 'Иван', 'Van der Berg', 'St. John']) {
      expect(checkFirstName(name), name).toBeNull();
    }
  });

  it('refuses digits, symbols and overlong names', () => {
    expect(checkFirstName('J0hn')).toBe('FIRST_NAME_INVALID');
    expect(checkLastName('<script>')).toBe('LAST_NAME_INVALID');
    expect(checkLastName('-Smith')).toBe('LAST_NAME_INVALID');
    expect(checkFirstName('a'.repeat(80))).toBeNull();
    expect(checkFirstName('a'.repeat(81))).toBe('FIRST_NAME_INVALID');
  });

  it('title-cases each word part', () => {
    expect(titleCaseName('  jean-PIERRE   o\'neil ')).toBe("Jean-Pierre O'Neil");
    expect(titleCaseName('ÉLODIE')).toBe('Élodie');
    expect(titleCaseName('van der berg')).toBe('Van Der Berg');
  });

  it('upper-cases last names for the account view', () => {
    expect(upperCaseLastName(' dupont  de la tour ')).toBe('DUPONT DE LA TOUR');
  });

  it('checks companies and cities', () => {
    expect(checkCompany('ACME & Co.')).toBeNull();
    expect(checkCompany('---')).toBe('COMPANY_INVALID');
    expect(checkCompany(' ')).toBe('COMPANY_REQUIRED');
    expect(checkCity('Paris 15')).toBeNull();
    expect(checkCity("'s-Hertogenbosch")).toBe('CITY_INVALID');
    expect(checkCity('Saint-Étienne')).toBeNull();
    expect(checkCity('')).toBe('CITY_REQUIRED');
  });
});
