import type { Gender } from './validation/customer.js';

/**
 * A customer as the API answers it (GET /api/customer, profile updates, sign-in): camelCase,
 * flags as booleans, never the password hash. Shared by the server mapping and the client calls.
 */
export interface CustomerView {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  gender: Gender;
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
