/**
 * The token in an e-ticket's QR code: `<payload>.<signature>`, both base64url, where the payload
 * is the JSON `{ t: ticketId, e: eventId, s: seatId }` and the signature is HMAC-SHA256 with the
 * app secret over a domain label and the payload. Gate scanners holding the secret check it
 * offline; changing any id, or signing with another key, fails verification.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TicketTokenClaims {
  ticketId: number;
  eventId: number;
  seatId: number;
}

const LABEL = 'e-ticket:v1.';

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(LABEL + payload).digest();

/** Signs a ticket's ids into a QR token. */
export function signTicketToken(secret: string, claims: TicketTokenClaims): string {
  const payload = Buffer.from(JSON.stringify({ t: claims.ticketId, e: claims.eventId, s: claims.seatId })).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** The ticket's ids when the token is intact and signed with `secret`; null for anything else. */
export function verifyTicketToken(secret: string, token: string): TicketTokenClaims | null {
  if (typeof token !== 'string' || token.length > 512) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload, signature] = parts as [string, string];
  if (!/^[\w-]+$/.test(payload) || !/^[\w-]+$/.test(signature)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { t, e, s } = claims as Record<string, unknown>;
  return isId(t) && isId(e) && isId(s) ? { ticketId: t, eventId: e, seatId: s } : null;
}
