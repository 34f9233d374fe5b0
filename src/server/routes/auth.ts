import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SUPPORTED_LOCALES } from '../../domain/site-config.js';
import type { Locale } from '../../domain/site-config.js';
import { createSession, destroySession, requireCustomer, SESSION_COOKIE } from '../http/session.js';
import { issueCsrfCookie } from '../http/csrf.js';
import { registerAccountRateLimits } from '../http/rate-limits.js';
import { authenticate, executeActionToken, requestActionMail, signUp } from '../services/accounts/auth-flows.js';
import { toCustomerView } from '../services/accounts/customer-view.js';
import { findLiveActionToken } from '../services/accounts/action-tokens.js';

/**
 * The language of a request for mails: the body's `locale`, the interface language cookie, then
 * Accept-Language; English when none is supported.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const bodyLocale = (request.body as { locale?: unknown } | undefined)?.locale;
  const candidates = [
    typeof bodyLocale === 'string' ? bodyLocale : '',
    request.cookies.i18next ?? '',
    ...(request.headers['accept-language'] ?? '').split(',').map((part) => part.split(';')[0] ?? ''),
  ];
  for (const candidate of candidates) {
    const base = candidate.trim().slice(0, 2).toLowerCase();
    const locale = SUPPORTED_LOCALES.find((supported) => supported === base);
    if (locale) return locale;
  }
  return 'en';
}

/**
 * Sign-up, login, logout and the mailed-token flows.
 *
 * E-mail enumeration: login answers INVALID_CREDENTIALS both for an unknown address and a wrong
 * password (the spec's "Username doesn't exist" code, USERNAME_DOES_NOT_EXIST, is translated by
 * the client but never sent); reset and resend always answer 202. Only sign-up says
 * EMAIL_ALREADY_USED, because the spec requires that message; it is rate-limited per IP.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const limits = await registerAccountRateLimits(app);

  app.post('/api/sign-up', { preHandler: limits.signUp }, async (request, reply) => {
    const result = await signUp(app, request.body, requestLocale(request));
    return reply.status(201).send({ email: result.email, verificationSent: true });
  });

  app.post('/api/auth/authenticate', { preHandler: limits.login }, async (request, reply) => {
    const row = await authenticate(app, request.body);
    const locale = requestLocale(request);
    if (row.locale !== locale) await app.db.updateTable('customers').set({ locale }).where('id', '=', row.id).execute();
    await destroySession(request, reply);
    await createSession(app, reply, row.id);
    issueCsrfCookie(app, reply);
    return reply.send({ customer: toCustomerView({ ...row, locale }) });
  });

  app.post('/api/auth/logout', async (request, reply) => {
    await destroySession(request, reply);
    return reply.status(204).send();
  });

  // The client's fallback when logout fails: the cookie goes even if the database is unreachable.
  app.post('/api/clear-connection', async (request, reply) => {
    try {
      await destroySession(request, reply);
    } catch (error) {
      request.log.warn({ err: error }, 'clear-connection could not delete the session row');
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });

  app.get('/api/auth/user-info', async (request, reply) => {
    const customer = await requireCustomer(request);
    reply.header('cache-control', 'no-store');
    return reply.send({ id: customer.id, email: customer.email, firstName: customer.firstName, isEarlyBird: customer.isEarlyBird });
  });

  app.post('/api/auth/reset-password', { preHandler: limits.resetPassword }, async (request, reply) => {
    await requestActionMail(app, request.body, 'reset_password');
    return reply.status(202).send({ status: 'SENT_IF_ACCOUNT_EXISTS' });
  });

  app.post('/api/auth/action-token', { preHandler: limits.resend }, async (request, reply) => {
    await requestActionMail(app, request.body, 'verify_email');
    return reply.status(202).send({ status: 'SENT_IF_ACCOUNT_EXISTS' });
  });

  // Whether a mailed link still works, before the fan types a new password into a dead form.
  app.get<{ Params: { token: string } }>('/api/auth/action-token/:token', { preHandler: limits.actionToken }, async (request, reply) => {
    const live = await findLiveActionToken(app, request.params.token);
    return reply.header('cache-control', 'no-store').send({ kind: live.kind });
  });

  app.post<{ Params: { token: string } }>(
    '/api/auth/action-token/execute/:token',
    { preHandler: limits.actionToken },
    async (request, reply) => {
      const { customerId, ...result } = await executeActionToken(app, request.params.token, request.body ?? {});
      if (result.kind === 'reset_password') return reply.send(result);
      // A verification proved both the mailbox and the password: the fan is signed in, as by a login.
      const row = await app.db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
      await destroySession(request, reply);
      await createSession(app, reply, customerId);
      issueCsrfCookie(app, reply);
      return reply.send({ ...result, customer: toCustomerView(row) });
    },
  );
}
