import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../security/passwords.js';
import { checkEmail, normalizeEmail } from '../../../domain/validation/email.js';
import { checkPassword, checkPasswordsIdentical } from '../../../domain/validation/password.js';
import { normalizeCustomer, requiredFieldsFromConfig, validateCustomer } from '../../../domain/validation/customer.js';
import type { CustomerErrors } from '../../../domain/validation/customer.js';
import { asRecord, booleanField, customerInput, stringField, throwIfInvalid, todayOf } from './input.js';
import { sendActionMail } from './account-mail.js';
import { deliverBriefly, deliverSoon } from '../mail/mail-queue.js';
import { consumeActionToken, findLiveActionToken } from './action-tokens.js';
import type { ActionKind } from './action-tokens.js';
import { customerDetailColumns } from './customer-view.js';
import type { CustomerRow } from './customer-view.js';

async function findByEmail(app: FastifyInstance, email: string): Promise<CustomerRow | undefined> {
  return app.db.selectFrom('customers').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

/** The password pair of a body, checked: length rules, then identical confirmation when sent. */
export function checkedPassword(record: Record<string, unknown>, errors: Record<string, string> = {}): string {
  const password = stringField(record, 'password') ?? '';
  const confirmation = stringField(record, 'confirmPassword');
  const code = checkPassword(password) ?? (confirmation === undefined || confirmation === null ? null : checkPasswordsIdentical(password, confirmation));
  if (code) errors[code === 'PASSWORDS_NOT_IDENTICAL' || code === 'CONFIRM_PASSWORD_REQUIRED' ? 'confirmPassword' : 'password'] = code;
  throwIfInvalid(errors);
  return password;
}

/**
 * Creates an unverified account and mails its verification link. Body: `{ customer, signUpRequiredFields?, locale?, redirectUrl? }`;
 * the client's required list can only add to the site configuration's. An e-mail already in
 * use is refused with EMAIL_ALREADY_USED, as the sign-up screen must say so, except the same
 * sign-up again (unverified, same password), answered as the first was.
 */
export async function signUp(app: FastifyInstance, body: unknown, requestLocale: string): Promise<{ email: string }> {
  const record = asRecord(body);
  const customer = asRecord(record.customer ?? {});
  const extra = Array.isArray(record.signUpRequiredFields) ? record.signUpRequiredFields.filter((f): f is string => typeof f === 'string') : [];
  const input = customerInput(customer);
  const errors: CustomerErrors & Record<string, string> = validateCustomer(
    input,
    requiredFieldsFromConfig([...app.siteConfig.requiredCustomerFields, ...extra]),
    todayOf(app.now()),
  );
  const password = checkedPassword(customer, errors);
  const values = normalizeCustomer(input);
  const email = values.email ?? '';
  const existing = await findByEmail(app, email);
  if (existing) {
    // The same sign-up sent again (its answer lost): the account waits for the link mailed then.
    // Only a right password says so, which login already tells an unverified account's owner.
    if (await isSameUnverifiedSignUp(existing, password)) return { email };
    throw new AppError(409, 'EMAIL_ALREADY_USED');
  }
  const passwordHash = await hashPassword(password);
  let row: CustomerRow;
  try {
    row = await app.db
      .insertInto('customers')
      .values({
        email,
        password_hash: passwordHash,
        first_name: values.firstName ?? '',
        last_name: values.lastName ?? '',
        ...customerDetailColumns(values),
        is_early_bird: 0,
        accepts_crm: booleanField(customer, 'acceptsCrm') ? 1 : 0,
        identity_provider_id: null,
        locale: requestLocale,
        email_verified_at: null,
        created_at: app.now().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (await findByEmail(app, email)) throw new AppError(409, 'EMAIL_ALREADY_USED');
    throw error;
  }
  await sendActionMail(app, row, 'verify_email', typeof record.redirectUrl === 'string' ? record.redirectUrl : undefined);
  await deliverBriefly(app);
  return { email };
}

const isSameUnverifiedSignUp = async (row: CustomerRow, password: string): Promise<boolean> =>
  row.email_verified_at === null && row.password_hash !== null && (await verifyPassword(password, row.password_hash));

let dummyHash: Promise<string> | null = null;

/**
 * Checks e-mail and password. An unknown e-mail and a wrong password get the same answer
 * (INVALID_CREDENTIALS) after the same scrypt work, so login does not reveal which e-mails have
 * accounts. A right password on an unverified account gives EMAIL_NOT_VERIFIED.
 */
export async function authenticate(app: FastifyInstance, body: unknown): Promise<CustomerRow> {
  const record = asRecord(body);
  const email = stringField(record, 'email') ?? '';
  const password = stringField(record, 'password') ?? '';
  const emailCode = checkEmail(email);
  if (emailCode || password === '') {
    throwIfInvalid({ ...(emailCode ? { email: emailCode } : {}), ...(password === '' ? { password: 'PASSWORD_REQUIRED' } : {}) });
  }
  const row = await findByEmail(app, email);
  dummyHash ??= hashPassword('not-a-real-password');
  const valid = await verifyPassword(password, row?.password_hash ?? (await dummyHash));
  if (!row || !row.password_hash || !valid) throw new AppError(401, 'INVALID_CREDENTIALS');
  if (row.email_verified_at === null) throw new AppError(403, 'EMAIL_NOT_VERIFIED', 'EMAIL_NOT_VERIFIED', { email: row.email });
  return row;
}

/**
 * Mails a reset link (or a verification link for `verify_email`) when the address has an account,
 * and does nothing otherwise. Only the address is checked before the answer: finding the account
 * and queueing the mail happen after it, so the answer takes the same time whether the address
 * has an account or not (and never waits for a mail server).
 */
export async function requestActionMail(app: FastifyInstance, body: unknown, fallbackKind: ActionKind): Promise<void> {
  const record = asRecord(body);
  const email = stringField(record, 'email') ?? '';
  const code = checkEmail(email);
  if (code) throwIfInvalid({ email: code });
  void mailActionLink(app, record, email, fallbackKind)
    .then(() => deliverSoon(app))
    .catch((error: unknown) => app.log.error({ err: error }, 'account mail not queued'));
}

async function mailActionLink(app: FastifyInstance, record: Record<string, unknown>, email: string, fallbackKind: ActionKind): Promise<void> {
  const kindValue = stringField(record, 'kind');
  const kind: ActionKind = kindValue === 'verify_email' || kindValue === 'reset_password' ? kindValue : fallbackKind;
  const row = await findByEmail(app, email);
  if (!row) return;
  if (kind === 'verify_email' && row.email_verified_at !== null) return;
  await sendActionMail(app, row, kind);
}

/**
 * Runs a mailed action token once. A reset sets the new password (body `{ password,
 * confirmPassword }`), ends every session of the account and marks the e-mail verified (it also
 * proves the address). A verification needs the password chosen at sign-up (body `{ password }`):
 * the link proves the mailbox, the password that the one who signed up is its owner, so a sign-up
 * made with someone else's address never becomes an account the squatter can use. A wrong
 * password (400 VERIFICATION_PASSWORD_INVALID) leaves the link usable; the owner who never signed
 * up chooses a password with a reset instead.
 */
export async function executeActionToken(
  app: FastifyInstance, token: string, body: unknown,
): Promise<{ kind: ActionKind; email: string; customerId: number }> {
  const live = await findLiveActionToken(app, token);
  const record = asRecord(body ?? {});
  const row = await app.db.selectFrom('customers').select(['email', 'email_verified_at', 'password_hash']).where('id', '=', live.customerId).executeTakeFirstOrThrow();
  if (live.kind === 'verify_email') await checkSignUpPassword(record, row.password_hash);
  const password = live.kind === 'reset_password' ? checkedPassword(record) : null;
  const passwordHash = password === null ? null : await hashPassword(password);
  await consumeActionToken(app, live.id);
  const now = app.now().toISOString();
  await app.db
    .updateTable('customers')
    .set({
      email_verified_at: row.email_verified_at ?? now,
      ...(passwordHash === null ? {} : { password_hash: passwordHash }),
    })
    .where('id', '=', live.customerId)
    .execute();
  if (passwordHash !== null) await app.db.deleteFrom('sessions').where('customer_id', '=', live.customerId).execute();
  return { kind: live.kind, email: row.email, customerId: live.customerId };
}

async function checkSignUpPassword(record: Record<string, unknown>, passwordHash: string | null): Promise<void> {
  const password = stringField(record, 'password') ?? '';
  if (password === '') throwIfInvalid({ password: 'PASSWORD_REQUIRED' });
  if (!passwordHash || !(await verifyPassword(password, passwordHash))) {
    const code = 'VERIFICATION_PASSWORD_INVALID';
    throw new AppError(400, code, code, { fields: { password: code } });
  }
}
