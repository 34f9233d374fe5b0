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

  it('keeps a name the fan cased by hand: particles, elisions and inner capitals', () => {
    expect(titleCaseName(' de   Vries ')).toBe('de Vries');
    expect(titleCaseName('van der Berg')).toBe('van der Berg');
    expect(titleCaseName("d'Artagnan")).toBe("d'Artagnan");
    expect(titleCaseName('d\u2019Alembert')).toBe('d\u2019Alembert');
    expect(titleCaseName('McDonald')).toBe('McDonald');
    expect(titleCaseName('Ludwig van Beethoven')).toBe('Ludwig van Beethoven');
    expect(titleCaseName('Jean-Pierre de la Tour')).toBe('Jean-Pierre de la Tour');
    // Not cased by hand: a shouted word, a word starting lower-case, a particle at the end.
    expect(titleCaseName('Jean-PIERRE')).toBe('Jean-Pierre');
    expect(titleCaseName('DE VRIES')).toBe('De Vries');
    expect(titleCaseName('jAN')).toBe('Jan');
    expect(titleCaseName('Marie dupont')).toBe('Marie Dupont');
    expect(titleCaseName('Berg van')).toBe('Berg Van');
    expect(titleCaseName("x'Artagnan")).toBe("X'Artagnan");
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
