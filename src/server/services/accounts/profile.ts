import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../security/passwords.js';
import { normalizeCustomer, requiredFieldsFromConfig, validateCustomer } from '../../../domain/validation/customer.js';
import { asRecord, booleanField, customerInput, stringField, throwIfInvalid, todayOf } from './input.js';
import { checkedPassword } from './auth-flows.js';
import { customerDetailColumns, toCustomerView } from './customer-view.js';
import type { CustomerView } from '../../../domain/customer-view.js';
import type { CustomerRow } from './customer-view.js';
import { SUPPORTED_LOCALES } from '../../../domain/site-config.js';
import { refuseEmptyingBankDetailsOnResale } from '../resale/bank-details.js';
import { confirmBankDetailsChange } from './password-confirmation.js';
import { lockCustomer } from '../../db/customer-lock.js';

/** A customer row by id, or 404. */
export async function loadCustomer(app: FastifyInstance, id: number): Promise<CustomerRow> {
  const row = await app.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * Saves the profile form: every customer field except id and e-mail (the e-mail is the login and
 * changes only through a verified flow, so a sent value is ignored), the CRM consent and the
 * interface language used for mails. Changing the bank details asks for the current password
 * (`currentPassword`, see confirmBankDetailsChange); emptying them is refused while tickets are
 * on resale (BANK_DETAILS_NEEDED_FOR_RESALE).
 */
export async function updateProfile(app: FastifyInstance, id: number, body: unknown): Promise<CustomerView> {
  const current = await loadCustomer(app, id);
  const record = asRecord(body);
  const input = { ...customerInput(record), email: current.email };
  throwIfInvalid(validateCustomer(input, requiredFieldsFromConfig(app.siteConfig.requiredCustomerFields), todayOf(app.now())));
  const values = normalizeCustomer(input);
  const acceptsCrm = booleanField(record, 'acceptsCrm');
  const locale = stringField(record, 'locale');
  const { iban, bic, ...otherColumns } = customerDetailColumns(values);
  const bankChanged = await confirmBankDetailsChange(record, current, { iban, bic });
  // Only a save that empties the IBAN or the BIC can take a payout's destination away.
  const emptiesBankDetails = bankChanged && (!iban || !bic);
  await app.db.transaction().execute(async (trx) => {
    if (emptiesBankDetails) {
      // Conflicts with the lock a resale sale takes before reading the bank details (see sellTicket).
      await lockCustomer(app.dialect, trx, id, 'no key update');
      await refuseEmptyingBankDetailsOnResale(trx, id, { iban, bic });
    }
    await trx
      .updateTable('customers')
      .set({
        first_name: values.firstName ?? current.first_name,
        last_name: values.lastName ?? current.last_name,
        ...otherColumns,
        // Unchanged details are not written back, so this save cannot undo another's confirmed change.
        ...(bankChanged ? { iban, bic } : {}),
        ...(acceptsCrm === undefined ? {} : { accepts_crm: acceptsCrm ? 1 : 0 }),
        ...(locale && (SUPPORTED_LOCALES as readonly string[]).includes(locale) ? { locale } : {}),
      })
      .where('id', '=', id)
      .execute();
  });
  return toCustomerView(await loadCustomer(app, id));
}

/**
 * Changes the password after checking the current one (CURRENT_PASSWORD_INVALID, a 400 so the
 * client does not take it for a lost session); a request whose new password is already the
 * account's is answered as done. Other sessions of the account end; `keepSessionId`
 * (the hashed id of the caller's session) stays. Unused reset links are withdrawn.
 */
export async function changePassword(app: FastifyInstance, id: number, body: unknown, keepSessionId: string | null): Promise<void> {
  const record = asRecord(body);
  const current = await loadCustomer(app, id);
  const currentPassword = stringField(record, 'currentPassword') ?? '';
  const password = checkedPassword(record);
  if (!current.password_hash || !(await verifyPassword(currentPassword, current.password_hash))) {
    // The same change sent again after its answer was lost finds the new password in place: done.
    // It tells the caller nothing the current-password check does not (same rate limit).
    if (current.password_hash && (await verifyPassword(password, current.password_hash))) return;
    throw new AppError(400, 'CURRENT_PASSWORD_INVALID', 'CURRENT_PASSWORD_INVALID', { fields: { currentPassword: 'CURRENT_PASSWORD_INVALID' } });
  }
  await app.db.updateTable('customers').set({ password_hash: await hashPassword(password) }).where('id', '=', id).execute();
  // A reset link mailed earlier would otherwise still replace the password just chosen.
  await app.db.deleteFrom('action_tokens').where('customer_id', '=', id).where('kind', '=', 'reset_password').where('used_at', 'is', null).execute();
  let others = app.db.deleteFrom('sessions').where('customer_id', '=', id);
  if (keepSessionId) others = others.where('id', '!=', keepSessionId);
  await others.execute();
}
