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
 */
export async function saveBankDetails(app: FastifyInstance, customerId: number, body: unknown): Promise<ResaleBankDetailsView> {
  const record = asRecord(body);
  const iban = stringField(record, 'iban');
  const bic = stringField(record, 'bic');
  throwIfInvalid({ ...checkBankDetails(iban, bic) });
  await app.db.updateTable('customers')
    .set({ iban: compactBankCode(iban ?? ''), bic: compactBankCode(bic ?? '') })
    .where('id', '=', customerId)
    .execute();
  return loadBankDetails(app.db, customerId);
}
