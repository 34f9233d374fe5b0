import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import type { ActionTokenTable } from '../../db/schema.js';

export type ActionKind = ActionTokenTable['kind'];

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Token lifetime in minutes for each kind, from the site configuration. */
export function tokenMinutes(app: FastifyInstance, kind: ActionKind): number {
  return kind === 'reset_password' ? app.siteConfig.passwordResetTokenMinutes : app.siteConfig.emailVerificationTokenMinutes;
}

/**
 * Issues a single-use token for a customer; only its SHA-256 is stored. Earlier unused tokens of
 * the same kind are withdrawn, so only the newest mailed link works.
 */
export async function issueActionToken(app: FastifyInstance, customerId: number, kind: ActionKind): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = app.now();
  await app.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('action_tokens').where('customer_id', '=', customerId).where('kind', '=', kind).where('used_at', 'is', null).execute();
    await trx
      .insertInto('action_tokens')
      .values({
        id: hashToken(token),
        customer_id: customerId,
        kind,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + tokenMinutes(app, kind) * 60_000).toISOString(),
        used_at: null,
      })
      .execute();
  });
  return token;
}

/**
 * The live token row: ACTION_TOKEN_MISSING (404) when unknown or already used,
 * ACTION_TOKEN_EXPIRED (410) when past its expiry. Does not consume it.
 */
export async function findLiveActionToken(app: FastifyInstance, token: string): Promise<{ id: string; customerId: number; kind: ActionKind }> {
  const row = token
    ? await app.db.selectFrom('action_tokens').selectAll().where('id', '=', hashToken(token)).executeTakeFirst()
    : undefined;
  if (!row || row.used_at !== null) throw new AppError(404, 'ACTION_TOKEN_MISSING');
  if (row.expires_at <= app.now().toISOString()) {
    throw new AppError(410, 'ACTION_TOKEN_EXPIRED', 'ACTION_TOKEN_EXPIRED', { kind: row.kind });
  }
  return { id: row.id, customerId: row.customer_id, kind: row.kind };
}

/**
 * Marks a token used. The conditional update makes a token work once even when two requests race:
 * only one of them changes the row.
 */
export async function consumeActionToken(app: FastifyInstance, id: string): Promise<void> {
  const now = app.now().toISOString();
  const result = await app.db
    .updateTable('action_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError(404, 'ACTION_TOKEN_MISSING');
}
