/**
 * One key per purpose, derived from the app secret with HKDF-SHA256: the key a gate scanner holds
 * to check QR codes cannot sign a payment notification, and a leaked waiting-room cookie key
 * tells nothing about the others. Only the app secret itself is stored.
 */
import { hkdfSync } from 'node:crypto';

export type SecretPurpose = 'ticket-qr' | 'payment-notifications' | 'payment-form' | 'waiting-room';

const SALT = 'venue-ticket-shop/v1';

export function purposeSecret(appSecret: string, purpose: SecretPurpose): string {
  return Buffer.from(hkdfSync('sha256', appSecret, SALT, purpose, 32)).toString('base64url');
}
