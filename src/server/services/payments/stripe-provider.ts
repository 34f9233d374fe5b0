/**
 * Stripe behind the provider seam. Payment in full and the first instalment go through a hosted
 * Checkout Session (card data never reaches the shop); for instalments the session saves the card
 * for off-session use, and later instalments are PaymentIntents charged on it. Stripe tells the
 * result with signed webhook events: the signature covers the exact bytes received, the event id
 * is the notification id (a replayed event changes nothing), and the amount and currency are
 * checked against the payment by the notification handler.
 *
 * Configured by STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (see stripeSettingsFromEnv).
 */
import Stripe from 'stripe';
import type { Locale } from '../../../domain/site-config.js';
import type { ChargeInput, ChargeResult, NotificationRequest, PaymentNotification, PaymentProvider, VerifyResult } from './provider.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the fan comes back after paying: the shop's public address. */
  publicBaseUrl: string;
  currency: string;
}

export function stripeSettingsFromEnv(env: NodeJS.ProcessEnv, publicBaseUrl: string): StripeSettings | null {
  const secretKey = env['STRIPE_SECRET_KEY']?.trim() ?? '';
  if (secretKey === '') return null;
  const webhookSecret = env['STRIPE_WEBHOOK_SECRET']?.trim() ?? '';
  if (webhookSecret === '') throw new Error('STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: payments could start but never be confirmed');
  return { secretKey, webhookSecret, publicBaseUrl, currency: 'eur' };
}

const CHECKOUT_LOCALES: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = { en: 'en', fr: 'fr', es: 'es', nl: 'nl', ru: 'ru' };

type Json = Record<string, unknown>;
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const header = (headers: NotificationRequest['headers'], name: string): string | null => {
  const value = headers[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? value[0] ?? null : null;
};

/** What a Checkout Session event says about our payment, or null for events the shop ignores. */
function sessionNotification(event: Stripe.Event): PaymentNotification | null {
  const session = event.data.object as unknown as Json;
  const reference = str(session['client_reference_id']) ?? str((session['metadata'] as Json | undefined)?.['reference']);
  if (reference === null) return null;
  const amount = typeof session['amount_total'] === 'number' ? session['amount_total'] : -1;
  const currency = str(session['currency']) ?? undefined;
  const base = { notificationId: event.id, reference, amount, ...(currency ? { currency } : {}) };
  switch (event.type) {
    case 'checkout.session.completed':
      // A bank transfer or similar may complete the session before the money arrives.
      return { ...base, outcome: session['payment_status'] === 'paid' ? 'success' : 'pending' };
    case 'checkout.session.async_payment_succeeded':
      return { ...base, outcome: 'success' };
    case 'checkout.session.async_payment_failed':
      return { ...base, outcome: 'refused' };
    case 'checkout.session.expired':
      // The fan left the payment page: the order goes back to a hold they may pay again.
      return { ...base, outcome: 'error' };
    default:
      return null;
  }
}

export interface StripeProviderOptions extends StripeSettings {
  /** The SDK's HTTP client; tests pass one over a scripted fetch. */
  httpClient?: Stripe.HttpClient;
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });
  const base = options.publicBaseUrl.replace(/\/+$/, '');

  return {
    kindFor: (count) => (count > 1 ? 'stripe_installment' : 'stripe'),

    async initiate(input) {
      const installments = input.numberOfInstallments > 1;
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: input.reference,
        metadata: { reference: input.reference, orderId: String(input.orderId) },
        line_items: [{
          quantity: 1,
          price_data: { currency: options.currency, unit_amount: input.amount, product_data: { name: `Order ${input.orderId}` } },
        }],
        locale: CHECKOUT_LOCALES[input.locale],
        success_url: `${base}/validation?orderId=${input.orderId}`,
        cancel_url: `${base}/checkout?orderId=${input.orderId}`,
        // Instalments: the card is kept, on a customer of its own, for the later charges.
        ...(installments ? { customer_creation: 'always' as const } : {}),
        payment_intent_data: {
          metadata: { reference: input.reference, orderId: String(input.orderId) },
          ...(installments ? { setup_future_usage: 'off_session' as const } : {}),
        },
      }, { idempotencyKey: `checkout-${input.reference}` });
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { redirectUrl: session.url, sessionId: session.id };
    },

    async closeAttempt({ sessionId }) {
      // Attempts started before the session id was kept expire at Stripe after a day; a payment
      // made there meanwhile takes the late-payment path (refund required, nothing sold twice).
      if (sessionId === null) return 'closed';
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return 'closed';
      } catch (error) {
        // Only an open session can expire: a paid or already expired one says which it is.
        const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => { throw error; });
        if (session.status === 'complete') return 'completed';
        if (session.status === 'expired') return 'closed';
        throw error;
      }
    },

    verifyNotification(request): VerifyResult {
      const signature = header(request.headers, 'stripe-signature');
      if (request.rawBody === null || signature === null) return { ok: false, reason: 'BAD_SIGNATURE' };
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.rawBody, signature, options.webhookSecret);
      } catch {
        return { ok: false, reason: 'BAD_SIGNATURE' };
      }
      return { ok: true, notification: event.type.startsWith('checkout.session.') ? sessionNotification(event) : null };
    },

    async chargeInstallment(input: ChargeInput): Promise<ChargeResult> {
      try {
        // The first payment's intent holds the customer and the card saved for later charges.
        const found = await stripe.paymentIntents.search({ query: `metadata['reference']:'${input.paymentReference.replace(/'/g, '')}'`, limit: 1 });
        const first = found.data[0];
        const customer = typeof first?.customer === 'string' ? first.customer : first?.customer?.id;
        const paymentMethod = typeof first?.payment_method === 'string' ? first.payment_method : first?.payment_method?.id;
        if (!customer || !paymentMethod) return { ok: false, error: 'no_saved_payment_method' };
        // No idempotency key of ours: a declined charge is tried again at the job's next run, and the
        // SDK already keys its own network retries.
        const intent = await stripe.paymentIntents.create({
          amount: input.amount, currency: options.currency, customer, payment_method: paymentMethod, off_session: true, confirm: true,
          metadata: { orderId: String(input.orderId), installmentId: String(input.installmentId), position: String(input.position) },
        });
        return intent.status === 'succeeded' ? { ok: true, providerReference: intent.id } : { ok: false, error: intent.status };
      } catch (error) {
        return { ok: false, error: (error as { code?: string }).code ?? (error as Error).message };
      }
    },
  };
}
