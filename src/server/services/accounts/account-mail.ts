import type { FastifyInstance } from 'fastify';
import { safeRedirectPath } from '../../../domain/validation/form-support.js';
import { enqueueMail } from '../mail/mail-queue.js';
import { mailLocale, renderAccountMail } from '../mail/templates.js';
import { issueActionToken, tokenMinutes } from './action-tokens.js';
import type { ActionKind } from './action-tokens.js';

const LINK_PATHS: Record<ActionKind, string> = {
  verify_email: '/user/verify-email',
  reset_password: '/user/reset-password',
};

/**
 * Issues a fresh token and queues the mail of its link in the customer's language (the mail queue
 * delivers it, retrying a failing mail server).
 * `returnPath` (a path of this shop only) rides on the link so the fan, once verified, logs in
 * and lands back where they started signing up.
 */
export async function sendActionMail(
  app: FastifyInstance,
  customer: { id: number; email: string; first_name: string; locale: string | null },
  kind: ActionKind,
  returnPath?: string,
): Promise<void> {
  const token = await issueActionToken(app, customer.id, kind);
  const base = app.siteConfig.publicBaseUrl.replace(/\/+$/, '');
  const path = safeRedirectPath(returnPath);
  const query = path === '/' ? '' : `?redirectUrl=${encodeURIComponent(path)}`;
  const mail = renderAccountMail(kind, mailLocale(customer.locale), {
    firstName: customer.first_name,
    link: `${base}${LINK_PATHS[kind]}/${token}${query}`,
    minutes: tokenMinutes(app, kind),
    clubName: app.siteConfig.clientLongName,
    clubShortName: app.siteConfig.clientShortName,
  });
  await enqueueMail(app.db, kind, { to: customer.email, ...mail }, app.now());
}
