/**
 * Changes a session alone must not make: where resale payouts go. A borrowed phone or a shared
 * computer carries a signed-in session, not the password, so these ask for the password again.
 */
import { AppError } from '../../errors.js';
import { verifyPassword } from '../../security/passwords.js';
import { bankDetailsChanged } from '../../../domain/validation/bank.js';
import { stringField } from './input.js';

/** The field of a body carrying the current password, as the password change names it. */
export const CURRENT_PASSWORD_FIELD = 'currentPassword';

/**
 * Throws unless `record` carries the account's current password: 403
 * PASSWORD_CONFIRMATION_REQUIRED when none is sent, 400 CURRENT_PASSWORD_INVALID (the password
 * change's code) when it is wrong. An account without a password (one from an identity provider)
 * is answered as the password change answers it: CURRENT_PASSWORD_INVALID.
 */
export async function requireCurrentPassword(record: Record<string, unknown>, passwordHash: string | null): Promise<void> {
  const sent = stringField(record, CURRENT_PASSWORD_FIELD) ?? '';
  if (sent === '') {
    const code = 'PASSWORD_CONFIRMATION_REQUIRED';
    throw new AppError(403, code, code, { fields: { [CURRENT_PASSWORD_FIELD]: code } });
  }
  if (!passwordHash || !(await verifyPassword(sent, passwordHash))) {
    const code = 'CURRENT_PASSWORD_INVALID';
    throw new AppError(400, code, code, { fields: { [CURRENT_PASSWORD_FIELD]: code } });
  }
}

/** Asks for the password when a save changes the stored bank details (see bankDetailsChanged). */
export async function confirmBankDetailsChange(
  record: Record<string, unknown>,
  stored: { iban: string | null; bic: string | null; password_hash: string | null },
  next: { iban: string | null; bic: string | null },
): Promise<boolean> {
  if (!bankDetailsChanged(stored, next)) return false;
  await requireCurrentPassword(record, stored.password_hash);
  return true;
}
