import { http } from '../../lib/http.js';
import { downloadDocument } from '../orders/download.js';
import { callWithDetails } from '../../lib/api-error.js';
import type { DetailedApiError } from '../../lib/api-error.js';
import type { CustomerView } from '../../domain/customer-view.js';

/** The customer as GET /api/customer answers it. */
export type CustomerProfile = CustomerView;

export type AccountError = DetailedApiError;

export const fetchCustomer = () => callWithDetails(() => http.get('/api/customer').json<{ customer: CustomerProfile | null }>());

export const signUp = (body: { customer: Record<string, unknown>; signUpRequiredFields: string[]; locale: string; redirectUrl: string }) =>
  callWithDetails(() => http.post('/api/sign-up', { json: body }).json<{ email: string }>());

export const updateCustomer = (id: number, values: Record<string, unknown>) =>
  callWithDetails(() => http.put(`/api/customer/${id}`, { json: values }).json<{ customer: CustomerProfile }>());

export const changePassword = (id: number, body: { currentPassword: string; password: string; confirmPassword: string }) =>
  callWithDetails(() => http.put(`/api/customer/${id}/password`, { json: body }));

export const deleteCustomer = (id: number) => callWithDetails(() => http.delete(`/api/customer/${id}`).json<unknown>());

/** The GDPR export's address (the session cookie says whose). */
export const exportUrl = (id: number): string => `/api/customer/${id}/export`;

/**
 * Downloads the GDPR export through a call, not a plain link, so that a refusal (a rate limit with
 * its wait, a session ended) reads as words on the account page instead of a JSON page.
 */
export const downloadExport = (id: number, today: string) =>
  callWithDetails(() => downloadDocument(exportUrl(id), `my-data-${today}.json`));

/** Logs out; when that fails the connection is cleared instead, so the visitor is signed out either way. */
export async function logout(): Promise<void> {
  try {
    await http.post('/api/auth/logout');
  } catch {
    await http.post('/api/clear-connection').catch(() => undefined);
  }
}
