/** The domain of an anonymised account's address: `.invalid` is reserved, no mail goes there. */
export const ANONYMISED_EMAIL_DOMAIN = 'deleted.invalid';

/**
 * Whether a customer row is what is left of a deleted account kept for the books (see
 * services/accounts/gdpr deleteAccount): its name is a placeholder, never to be shown as a name.
 */
export function isAnonymisedCustomer(row: { email: string; password_hash: string | null }): boolean {
  return row.password_hash === null && row.email.endsWith(`@${ANONYMISED_EMAIL_DOMAIN}`);
}
