/**
 * Payment provider endpoints: the signed server-to-server notification, and the test provider's
 * hosted page (served by the shop only because the test provider lives here; a real provider
 * hosts its own page and only calls the notification endpoint).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireCustomer } from '../http/session.js';
import type { Locale } from '../../domain/site-config.js';
import { SUPPORTED_LOCALES } from '../../domain/site-config.js';
import { handlePaymentNotification } from '../services/payments/notifications.js';
import { newNotification, signedNotificationBody } from '../services/payments/test-provider.js';
import { NOTIFICATION_OUTCOMES } from '../services/payments/provider.js';
import type { NotificationOutcome } from '../services/payments/provider.js';
import { startInstallmentJob } from '../services/payments/installment-job.js';
import { renderTestPaymentMessage, renderTestPaymentPage } from '../services/payments/test-payment-page.js';

/** The received bytes of each JSON request of this plugin, for signature checks. */
const rawBodies = new WeakMap<FastifyRequest, string>();

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function pageLocale(request: FastifyRequest, fallback: Locale): Locale {
  const query = isRecord(request.query) ? request.query.lng : undefined;
  const candidates = [typeof query === 'string' ? query : '', request.cookies.i18next ?? '',
    ...(request.headers['accept-language'] ?? '').split(',').map((part) => part.trim())];
  for (const candidate of candidates) {
    const base = candidate.slice(0, 2).toLowerCase();
    const found = SUPPORTED_LOCALES.find((l) => l === base);
    if (found) return found;
  }
  return fallback;
}

const formToken = (secret: string, reference: string) =>
  createHmac('sha256', secret).update(`test-payment-page:${reference}`).digest('base64url');

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** How often due instalments are charged (ms); INSTALLMENT_JOB_INTERVAL_MS overrides it. */
const DEFAULT_INSTALLMENT_JOB_INTERVAL_MS = 3_600_000;

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const interval = Number(process.env.INSTALLMENT_JOB_INTERVAL_MS);
  startInstallmentJob(app, interval > 0 ? interval : DEFAULT_INSTALLMENT_JOB_INTERVAL_MS);

  // The hosted page posts a plain HTML form; the parser is scoped to this plugin's routes.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // A provider signs the exact bytes it sends (Stripe does): JSON here keeps them beside the parsed body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (request, body, done) => {
    rawBodies.set(request, String(body));
    try {
      done(null, String(body) === '' ? {} : JSON.parse(String(body)));
    } catch {
      done(Object.assign(new Error('invalid JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.post('/api/payments/notifications', async (request) => {
    const { result } = await handlePaymentNotification(app, { body: request.body, rawBody: rawBodies.get(request) ?? null, headers: request.headers });
    return { received: true, result };
  });

  // The test provider's page stands in for the card form: only the order's owner, signed in, may
  // use it (a payment reference alone must never confirm an order).
  app.get<{ Params: { reference: string } }>('/payment/test/:reference', async (request, reply) => {
    const locale = pageLocale(request, app.siteConfig.locales[0] ?? 'en');
    const customer = await requireCustomer(request);
    const payment = await app.db.selectFrom('payments as p').innerJoin('orders as o', 'o.id', 'p.order_id')
      .select(['p.status', 'p.amount', 'p.external_reference', 'p.provider', 'o.id as order_id', 'o.number_of_installments', 'o.customer_id'])
      .where('p.external_reference', '=', request.params.reference).executeTakeFirst();
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!payment || !payment.provider.startsWith('test') || payment.customer_id !== customer.id) return reply.status(404).send(renderTestPaymentMessage(locale, 'unknown'));
    if (payment.status !== 'pending') return reply.status(409).send(renderTestPaymentMessage(locale, 'done'));
    return reply.send(renderTestPaymentPage(locale, {
      reference: payment.external_reference, amount: Number(payment.amount),
      numberOfInstallments: payment.number_of_installments, formToken: formToken(app.secretFor('payment-form'), payment.external_reference),
      orderId: payment.order_id,
    }));
  });

  app.post<{ Params: { reference: string } }>('/payment/test/:reference', async (request, reply) => {
    const locale = pageLocale(request, app.siteConfig.locales[0] ?? 'en');
    const body = isRecord(request.body) ? request.body : {};
    const outcome = body.outcome;
    const customer = await requireCustomer(request);
    const payment = await app.db.selectFrom('payments as p').innerJoin('orders as o', 'o.id', 'p.order_id')
      .select(['p.order_id', 'p.amount', 'p.status', 'p.provider', 'o.customer_id'])
      .where('p.external_reference', '=', request.params.reference).executeTakeFirst();
    reply.type('text/html; charset=utf-8');
    if (!payment || !payment.provider.startsWith('test') || payment.customer_id !== customer.id) return reply.status(404).send(renderTestPaymentMessage(locale, 'unknown'));
    if (typeof body.token !== 'string' || !sameToken(body.token, formToken(app.secretFor('payment-form'), request.params.reference))
      || typeof outcome !== 'string' || !(NOTIFICATION_OUTCOMES as readonly string[]).includes(outcome)) {
      return reply.status(400).send(renderTestPaymentMessage(locale, 'unknown'));
    }
    if (payment.status === 'pending') {
      // The provider's server calls the shop's notification endpoint, signature and all.
      const notification = newNotification(request.params.reference, outcome as NotificationOutcome, Number(payment.amount));
      const delivery = await app.inject({ method: 'POST', url: '/api/payments/notifications', payload: signedNotificationBody(app.secretFor('payment-notifications'), notification) });
      if (delivery.statusCode !== 200) request.log.error({ status: delivery.statusCode, body: delivery.body }, 'test notification refused');
    }
    return reply.redirect(`/validation?orderId=${payment.order_id}`, 303);
  });
}
