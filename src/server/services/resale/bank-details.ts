/**
 * The seller's bank details (where resale money goes): read back masked, saved only when valid.
 * They are the customer's own iban and bic columns, the same ones the profile form edits.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { ResaleBankDetailsView } from '../../../domain/resale-view.js';
import { maskIban } from '../../../domain/resale.js';
import { checkBankDetails, compactBankCode } from '../../../domain/validation/bank.js';
import { asRecord, stringField, throwIfInvalid } from '../accounts/input.js';
import { AppError } from '../../errors.js';
import { confirmBankDetailsChange } from '../accounts/password-confirmation.js';

/** Listings that still hold a customer's tickets and may yet be paid out to their bank details. */
const OPEN_RESALE = ['on_sale', 'pending'] as const;

/** Whether the customer has a listing on sale or being bought. */
export async function hasOpenResale(db: Db, customerId: number): Promise<boolean> {
  const open = await db.selectFrom('resale_listings').select('id')
    .where('seller_customer_id', '=', customerId).where('status', 'in', OPEN_RESALE).limit(1).execute();
  return open.length > 0;
}

/**
 * Refuses (409 BANK_DETAILS_NEEDED_FOR_RESALE, on both fields) emptying the IBAN or the BIC while
 * a listing of the customer is open: its payout would have nowhere to go. Other valid details
 * may replace them. Call it under the customer's row lock, the one a sale takes before it reads
 * the bank details (see sellTicket), so neither can pass on what the other is about to change.
 */
export async function refuseEmptyingBankDetailsOnResale(
  db: Db, customerId: number, next: { iban: string | null; bic: string | null },
): Promise<void> {
  const stored = await db.selectFrom('customers').select(['iban', 'bic']).where('id', '=', customerId).executeTakeFirstOrThrow();
  const emptied = (Boolean(stored.iban) && !next.iban) || (Boolean(stored.bic) && !next.bic);
  if (!emptied || !(await hasOpenResale(db, customerId))) return;
  const code = 'BANK_DETAILS_NEEDED_FOR_RESALE';
  throw new AppError(409, code, code, { fields: { iban: code, bic: code } });
}

/** The masked view of a customer's stored bank details. */
export async function loadBankDetails(db: Db, customerId: number): Promise<ResaleBankDetailsView> {
  const row = await db.selectFrom('customers').select(['iban', 'bic']).where('id', '=', customerId).executeTakeFirstOrThrow();
  return {
    complete: Object.keys(checkBankDetails(row.iban, row.bic)).length === 0,
    ibanMasked: row.iban ? maskIban(row.iban) : null,
    bic: row.bic,
  };
}

/**
 * Saves `{ iban, bic }` after the shop's IBAN/BIC rules (both required, each valid, same country);
 * 400 VALIDATION_FAILED with `details.fields` otherwise. Stored without spaces, upper-cased.
 * Other details than the stored ones ask for the current password (`currentPassword`).
 */
export async function saveBankDetails(app: FastifyInstance, customerId: number, body: unknown): Promise<ResaleBankDetailsView> {
  const record = asRecord(body);
  const iban = stringField(record, 'iban');
  const bic = stringField(record, 'bic');
  throwIfInvalid({ ...checkBankDetails(iban, bic) });
  const next = { iban: compactBankCode(iban ?? ''), bic: compactBankCode(bic ?? '') };
  const stored = await app.db.selectFrom('customers').select(['iban', 'bic', 'password_hash']).where('id', '=', customerId).executeTakeFirstOrThrow();
  if (await confirmBankDetailsChange(record, stored, next)) {
    await app.db.updateTable('customers').set(next).where('id', '=', customerId).execute();
  }
  return loadBankDetails(app.db, customerId);
}
