/**
 * The seam between the shop and a payment provider. Card data never reaches the shop: the
 * customer is redirected to a page of the provider (hosted payment page), and the provider tells
 * the shop the result with a signed server-to-server notification. Later instalments are charged
 * by the provider on a stored payment means, through `chargeInstallment`.
 */
import type { Locale } from '../../../domain/site-config.js';

/** Result a provider reports for a payment. */
export type NotificationOutcome = 'success' | 'pending' | 'refused' | 'error';

export const NOTIFICATION_OUTCOMES: readonly NotificationOutcome[] = ['success', 'pending', 'refused', 'error'];

/** A notification whose signature was verified. */
export interface PaymentNotification {
  /** The provider's id of this notification: one delivery, however often it is replayed. */
  notificationId: string;
  /** Our payment's external reference, given to the provider at initiation. */
  reference: string;
  outcome: NotificationOutcome;
  /** Cents the provider says it took (or tried to take). */
  amount: number;
  /** ISO currency of that amount (lower case), when the provider names one. */
  currency?: string;
}

/** A notification request as received: parsed body, exact bytes (signatures cover them) and headers. */
export interface NotificationRequest {
  body: unknown;
  rawBody: string | null;
  headers: Record<string, string | string[] | undefined>;
}

export interface InitiateInput {
  reference: string;
  orderId: number;
  /** Cents charged now: the whole total, or the first instalment. */
  amount: number;
  numberOfInstallments: number;
  locale: Locale;
}

export interface OpenAttempt {
  reference: string;
  sessionId: string | null;
}

export interface ChargeInput {
  orderId: number;
  installmentId: number;
  position: number;
  amount: number;
  /** The reference of the payment that registered the payment means. */
  paymentReference: string;
}

export type ChargeResult = { ok: true; providerReference: string } | { ok: false; error: string };

export type VerifyResult =
  | { ok: true; notification: PaymentNotification }
  /** Authentic, but about nothing the shop acts on (a provider event of another kind). */
  | { ok: true; notification: null }
  | { ok: false; reason: 'BAD_SIGNATURE' | 'MALFORMED' };

export interface PaymentProvider {
  /** Stored in payments.provider, e.g. 'test' or 'test_installment'. */
  kindFor(numberOfInstallments: number): string;
  /** Where to send the customer's browser to pay, and the provider's id of the attempt when it has one. */
  initiate(input: InitiateInput): Promise<{ redirectUrl: string; sessionId?: string }>;
  /**
   * Closes an attempt the customer left, so it can no longer take money: 'closed' when it is
   * closed (now or already), 'completed' when the customer paid it first (its notification is
   * on its way). Throws when the provider cannot be reached.
   */
  closeAttempt(attempt: OpenAttempt): Promise<'closed' | 'completed'>;
  /** Checks the signature of a notification and reads it. */
  verifyNotification(request: NotificationRequest): VerifyResult;
  /** Charges a later instalment on the payment means registered by the first payment. */
  chargeInstallment(input: ChargeInput): Promise<ChargeResult>;
}
