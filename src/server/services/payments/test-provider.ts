/**
 * The built-in test provider (payment kinds 'test' and 'test_installment'). Its "hosted page" is
 * served by the shop itself at /payment/test/:reference; the tester picks the outcome there and
 * the page posts a notification signed with HMAC-SHA256, exactly as a real provider would.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ChargeInput, ChargeResult, NotificationOutcome, PaymentNotification, PaymentProvider, VerifyResult } from './provider.js';
import { NOTIFICATION_OUTCOMES } from './provider.js';

/** Signing key for notifications, derived so it cannot sign anything else made from the secret. */
function notificationKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('test-payment-provider:notifications:v1').digest();
}

function canonical(n: PaymentNotification): string {
  return [n.notificationId, n.reference, n.outcome, String(n.amount)].join('\n');
}

/** The hex HMAC of a notification with the app secret. */
export function signNotification(secret: string, notification: PaymentNotification): string {
  return createHmac('sha256', notificationKey(secret)).update(canonical(notification)).digest('hex');
}

/** The body the test provider posts: the notification plus its signature. */
export function signedNotificationBody(secret: string, notification: PaymentNotification): PaymentNotification & { signature: string } {
  return { ...notification, signature: signNotification(secret, notification) };
}

/** A new notification for a payment; each delivery of the same event reuses the returned id. */
export function newNotification(reference: string, outcome: NotificationOutcome, amount: number): PaymentNotification {
  return { notificationId: `test-${randomUUID()}`, reference, outcome, amount };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads and verifies a notification body; never throws. */
export function verifyTestNotification(secret: string, body: unknown): VerifyResult {
  if (!isRecord(body)) return { ok: false, reason: 'MALFORMED' };
  const { notificationId, reference, outcome, amount, signature } = body;
  if (typeof notificationId !== 'string' || notificationId.length === 0 || notificationId.length > 200) return { ok: false, reason: 'MALFORMED' };
  if (typeof reference !== 'string' || reference.length === 0 || reference.length > 200) return { ok: false, reason: 'MALFORMED' };
  if (typeof outcome !== 'string' || !(NOTIFICATION_OUTCOMES as readonly string[]).includes(outcome)) return { ok: false, reason: 'MALFORMED' };
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) return { ok: false, reason: 'MALFORMED' };
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return { ok: false, reason: 'BAD_SIGNATURE' };
  const notification: PaymentNotification = { notificationId, reference, outcome: outcome as NotificationOutcome, amount };
  const expected = Buffer.from(signNotification(secret, notification), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, reason: 'BAD_SIGNATURE' };
  return { ok: true, notification };
}

export interface TestProviderOptions {
  secret: string;
  /**
   * Decides a later instalment's charge. The default accepts every charge; tests and
   * demonstrations pass one that refuses to exercise retries and the overdue path.
   */
  chargeOutcome?: (input: ChargeInput) => ChargeResult | Promise<ChargeResult>;
}

/** The payment kind of a one-time payment through the test provider (its instalment plans are `test_installment`). */
export const TEST_PAYMENT_KIND = 'test';

/** The test provider over the app secret. */
export function createTestProvider(options: TestProviderOptions): PaymentProvider {
  return {
    kindFor: (count) => (count > 1 ? 'test_installment' : TEST_PAYMENT_KIND),
    initiate: async ({ reference }) => ({ redirectUrl: `/payment/test/${encodeURIComponent(reference)}` }),
    // The test page is the shop's own: it takes a choice only for a payment still pending, so
    // ending the payment's row closes it.
    closeAttempt: async () => 'closed',
    verifyNotification: (request) => verifyTestNotification(options.secret, request.body),
    chargeInstallment: async (input) =>
      options.chargeOutcome ? options.chargeOutcome(input) : { ok: true, providerReference: `test-charge-${randomUUID()}` },
  };
}
