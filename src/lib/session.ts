import { proxy } from 'valtio';
import { http } from './http.js';

/** The part of the signed-in customer the shell needs; the account feature owns the full profile. */
export interface SessionCustomer {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  isEarlyBird?: boolean;
  /** Belongs to a professional population: the menu offers the professional offers. */
  isProfessional?: boolean;
}

export type SessionStatus = 'unknown' | 'loading' | 'signed-in' | 'signed-out';

/** Who is using the shop. Components read a snapshot; login/logout flows write through the actions. */
export const session = proxy<{ status: SessionStatus; customer: SessionCustomer | null }>({
  status: 'unknown',
  customer: null,
});

/** Records the customer after sign-in (or null after sign-out). */
export function setSessionCustomer(customer: SessionCustomer | null): void {
  session.customer = customer;
  session.status = customer === null ? 'signed-out' : 'signed-in';
}

function isCustomer(value: unknown): value is SessionCustomer {
  return typeof value === 'object' && value !== null && typeof (value as { firstName?: unknown }).firstName === 'string';
}

/**
 * Asks the server who is signed in. Any failure (401, 404, network) counts as signed out: the
 * shop stays browsable and the connect button leads to login.
 */
export async function loadSessionCustomer(): Promise<void> {
  session.status = 'loading';
  try {
    const answer = await http.get('/api/customer').json<{ customer?: unknown }>();
    setSessionCustomer(isCustomer(answer.customer) ? answer.customer : null);
  } catch {
    setSessionCustomer(null);
  }
}
