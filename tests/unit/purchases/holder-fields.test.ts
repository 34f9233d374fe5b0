import { describe, expect, it } from 'vitest';
import {
  holderRules, isHolderEmpty, lockedHolderChanges, missingHolderFields, normalizeHolder, validateHolder,
} from '../../../src/domain/holder/holder-fields.js';

const config = { requiredHolderFields: ['first_name', 'last_name'], requiredSubscriberFields: ['first_name', 'last_name', 'date_of_birth'], holderFieldRequirements: {} };
const TODAY = '2026-11-24';

describe('holder rules', () => {
  it('make the listed fields mandatory and frozen, subscribers use their own list, explicit kinds win', () => {
    const holder = holderRules(config, 'holder');
    expect([holder.firstName, holder.lastName, holder.dateOfBirth, holder.email]).toEqual(['mandatory_without_change', 'mandatory_without_change', 'optional', 'optional']);
    expect(holderRules(config, 'subscriber').dateOfBirth).toBe('mandatory_without_change');
    const custom = holderRules({ ...config, holderFieldRequirements: { first_name: 'mandatory_with_change', last_name: 'optional', email: 'mandatory_without_change', bogus: 'optional' } }, 'holder');
    expect([custom.firstName, custom.lastName, custom.email]).toEqual(['mandatory_with_change', 'optional', 'mandatory_without_change']);
  });

  it('report missing mandatory fields (gender "unknown" is not given) and bad formats', () => {
    const rules = holderRules({ ...config, holderFieldRequirements: { gender: 'mandatory_without_change' } }, 'holder');
    expect(missingHolderFields(null, rules)).toEqual(['gender', 'firstName', 'lastName']);
    expect(missingHolderFields({ gender: 'unknown', firstName: 'Ada', lastName: ' ' }, rules)).toEqual(['gender', 'lastName']);
    expect(validateHolder({ gender: 'female', firstName: 'Ada', lastName: 'L', email: 'not-an-email', dateOfBirth: '2030-01-01', country: 'XX' }, rules, TODAY))
      .toEqual({ email: 'EMAIL_INVALID', dateOfBirth: 'BIRTH_DATE_IN_FUTURE', country: 'COUNTRY_INVALID' });
    expect(validateHolder({ gender: 'other', firstName: '1', lastName: 'L' }, rules, TODAY)).toEqual({ gender: 'GENDER_INVALID', firstName: 'FIRST_NAME_INVALID' });
  });

  it('normalize names, e-mail and country and drop blanks', () => {
    expect(normalizeHolder({ firstName: '  jean-PIERRE ', lastName: "o'neil", email: ' A@B.COM ', country: 'fr', phoneNumber: ' ', gender: 'unknown' }))
      .toEqual({ firstName: 'Jean-Pierre', lastName: "O'Neil", email: 'a@b.com', country: 'FR' });
    expect(isHolderEmpty({ gender: 'unknown', firstName: '' })).toBe(true);
    expect(isHolderEmpty({ firstName: 'A' })).toBe(false);
  });

  it('freeze every given field but mandatory_with_change ones; empty ones may still be filled', () => {
    const rules = holderRules({ ...config, holderFieldRequirements: { first_name: 'mandatory_with_change' } }, 'holder');
    const stored = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    expect(lockedHolderChanges(stored, { firstName: 'Augusta', lastName: 'lovelace', email: 'ADA@example.com', phoneNumber: '+33 1 23 45 67 89' }, rules)).toEqual([]);
    expect(lockedHolderChanges(stored, { firstName: 'Ada', lastName: 'Byron', email: 'b@example.com' }, rules)).toEqual(['lastName', 'email']);
    expect(lockedHolderChanges(stored, { firstName: 'Ada' }, rules)).toEqual(['lastName', 'email']);
    expect(lockedHolderChanges(null, { firstName: 'Ada', lastName: 'Byron' }, rules)).toEqual([]);
  });
});
