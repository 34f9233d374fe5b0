import { http } from '../../lib/http.js';
import { callWithDetails } from '../../lib/api-error.js';
import type { SessionCustomer } from '../../lib/session.js';

export type ActionKind = 'verify_email' | 'reset_password';

/** POST /api/auth/authenticate: the signed-in customer. */
export const authenticate = (email: string, password: string, locale: string) =>
  callWithDetails(() => http.post('/api/auth/authenticate', { json: { email, password, locale } }).json<{ customer: SessionCustomer }>());

/** POST /api/auth/reset-password: always accepted (the answer does not tell whether the account exists). */
export const requestPasswordReset = (email: string, locale: string) =>
  callWithDetails(() => http.post('/api/auth/reset-password', { json: { email, locale } }).json<unknown>());

/** POST /api/auth/action-token: sends the verification or reset mail again. */
export const resendActionMail = (email: string, kind: ActionKind, locale: string) =>
  callWithDetails(() => http.post('/api/auth/action-token', { json: { email, kind, locale } }).json<unknown>());

/** Whether a mailed link still works (its kind), or the code of why not. */
export const checkActionToken = (token: string) =>
  callWithDetails(() => http.get(`/api/auth/action-token/${encodeURIComponent(token)}`).json<{ kind: ActionKind }>());

/**
 * POST /api/auth/action-token/execute/:token: the new password for a reset, the sign-up password
 * for a verification (which also signs the fan in and answers the customer).
 */
export const executeActionToken = (token: string, body: { password?: string; confirmPassword?: string } = {}) =>
  callWithDetails(() => http.post(`/api/auth/action-token/execute/${encodeURIComponent(token)}`, { json: body })
    .json<{ kind: ActionKind; email: string; customer?: SessionCustomer }>());
