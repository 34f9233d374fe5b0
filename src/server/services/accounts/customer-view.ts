import type { Selectable } from 'kysely';
import type { CustomerView } from '../../../domain/customer-view.js';
import type { CustomerField } from '../../../domain/validation/customer.js';
import type { CustomerTable } from '../../db/schema.js';

export type CustomerRow = Selectable<CustomerTable>;

/** Maps a stored row to its API shape. */
export function toCustomerView(row: CustomerRow): CustomerView {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender,
    dateOfBirth: row.date_of_birth,
    country: row.country,
    cityName: row.city_name,
    streetAddress: row.street_address,
    postalCode: row.postal_code,
    phoneNumber: row.phone_number,
    iban: row.iban,
    bic: row.bic,
    company: row.company,
    isEarlyBird: row.is_early_bird === 1,
    acceptsCrm: row.accepts_crm === 1,
    identityProviderId: row.identity_provider_id,
    locale: row.locale,
    emailVerified: row.email_verified_at !== null,
    createdAt: row.created_at,
  };
}

/** The stored columns of the customer's personal details (all but e-mail and names). */
export type CustomerDetailColumns = Pick<
  CustomerRow,
  'gender' | 'date_of_birth' | 'country' | 'city_name' | 'street_address' | 'postal_code' | 'phone_number' | 'iban' | 'bic' | 'company'
>;

/** Personal details left blank: a new demo customer, or an anonymised one (see deleteAccount). */
export const NO_CUSTOMER_DETAILS: Readonly<CustomerDetailColumns> = {
  gender: 'unknown',
  date_of_birth: null,
  country: null,
  city_name: null,
  street_address: null,
  postal_code: null,
  phone_number: null,
  iban: null,
  bic: null,
  company: null,
};

/** Maps normalized form values (see normalizeCustomer) to the columns of the personal details. */
export function customerDetailColumns(values: Record<CustomerField, string | null>): CustomerDetailColumns {
  return {
    gender: (values.gender ?? 'unknown') as CustomerRow['gender'],
    date_of_birth: values.dateOfBirth,
    country: values.country,
    city_name: values.cityName,
    street_address: values.streetAddress,
    postal_code: values.postalCode,
    phone_number: values.phoneNumber,
    iban: values.iban,
    bic: values.bic,
    company: values.company,
  };
}
