import type { Selectable } from 'kysely';
import type { CustomerTable } from '../../db/schema.js';

export type CustomerRow = Selectable<CustomerTable>;

/** The customer as the API answers it (camelCase; never the password hash). */
export interface CustomerView {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  gender: CustomerRow['gender'];
  dateOfBirth: string | null;
  country: string | null;
  cityName: string | null;
  streetAddress: string | null;
  postalCode: string | null;
  phoneNumber: string | null;
  iban: string | null;
  bic: string | null;
  company: string | null;
  isEarlyBird: boolean;
  acceptsCrm: boolean;
  identityProviderId: string | null;
  locale: string | null;
  emailVerified: boolean;
  createdAt: string;
}

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
