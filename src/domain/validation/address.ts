import { isBlank } from './codes.js';

/** The address fields a complete postal address needs, in display order. */
export const ADDRESS_FIELDS = ['streetAddress', 'postalCode', 'cityName', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export type AddressInput = Partial<Record<AddressField, string | null | undefined>>;

/** The address fields that are blank or absent, in display order; empty when complete. */
export function missingAddressFields(address: AddressInput): AddressField[] {
  return ADDRESS_FIELDS.filter((field) => isBlank(address[field]));
}

/** True when street, postcode, city and country are all filled in. */
export function isAddressComplete(address: AddressInput): boolean {
  return missingAddressFields(address).length === 0;
}
