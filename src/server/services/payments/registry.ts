/** Which payment provider a server uses: Stripe when configured, else the test provider, unless one was installed. */
import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from './provider.js';
import { createTestProvider } from './test-provider.js';
import { createStripeProvider, stripeSettingsFromEnv } from './stripe-provider.js';

// Keyed by the database handle: encapsulated route plugins are distinct Fastify objects sharing it.
const providers = new WeakMap<object, PaymentProvider>();

/** The provider of this server, created on first use. */
export function paymentProviderFor(app: FastifyInstance): PaymentProvider {
  let provider = providers.get(app.db);
  if (!provider) {
    const stripe = stripeSettingsFromEnv(process.env, app.siteConfig.publicBaseUrl);
    provider = stripe ? createStripeProvider(stripe) : createTestProvider({ secret: app.secretFor('payment-notifications') });
    providers.set(app.db, provider);
  }
  return provider;
}

/** Installs a provider (a real one, or a test provider with scripted instalment charges). */
export function setPaymentProvider(app: FastifyInstance, provider: PaymentProvider): void {
  providers.set(app.db, provider);
}
