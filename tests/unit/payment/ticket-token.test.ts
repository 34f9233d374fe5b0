import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signTicketToken, verifyTicketToken } from '../../../src/server/services/documents/ticket-token.js';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const claims = { ticketId: 42, eventId: 7, seatId: 1234 };

describe('e-ticket tokens', () => {
  it('round-trips the ticket, event and seat ids', () => {
    const token = signTicketToken(SECRET, claims);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(verifyTicketToken(SECRET, token)).toEqual(claims);
  });

  it('rejects a token signed with another secret', () => {
    expect(verifyTicketToken(SECRET, signTicketToken('another-secret-another-secret-xx', claims))).toBeNull();
  });

  it('rejects an altered payload (another seat) kept with the original signature', () => {
    const [, signature] = signTicketToken(SECRET, claims).split('.');
    const altered = Buffer.from(JSON.stringify({ t: 42, e: 7, s: 1235 })).toString('base64url');
    expect(verifyTicketToken(SECRET, `${altered}.${signature}`)).toBeNull();
  });

  it('rejects a flipped signature character, truncation and garbage', () => {
    const token = signTicketToken(SECRET, claims);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyTicketToken(SECRET, token.slice(0, -1) + last)).toBeNull();
    expect(verifyTicketToken(SECRET, token.slice(0, -4))).toBeNull();
    expect(verifyTicketToken(SECRET, token.split('.')[0] ?? '')).toBeNull();
    expect(verifyTicketToken(SECRET, `${token}.x`)).toBeNull();
    expect(verifyTicketToken(SECRET, '')).toBeNull();
    expect(verifyTicketToken(SECRET, 'not a token')).toBeNull();
  });

  it('rejects a correctly signed payload that does not carry three positive ids', () => {
    // Forged with the right key to prove the claim checks run after the signature check.
    const forge = (value: unknown) => {
      const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${payload}.${createHmac('sha256', SECRET).update(`e-ticket:v1.${payload}`).digest('base64url')}`;
    };
    expect(verifyTicketToken(SECRET, forge({ t: 42, e: 7, s: 1234 }))).toEqual(claims);
    expect(verifyTicketToken(SECRET, forge({ t: 42, e: 7 }))).toBeNull();
    expect(verifyTicketToken(SECRET, forge({ t: -1, e: 7, s: 1 }))).toBeNull();
    expect(verifyTicketToken(SECRET, forge('text'))).toBeNull();
  });
});
