import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.js';
import { graphqlRoutes } from './graphql.js';
import { configRoutes } from './config.js';
import { logRoutes } from './log.js';
import { eventsRoutes } from './events.js';
import { staticClientRoutes } from './static-client.js';
import { orderRoutes } from './orders.js';
import { blockRoutes } from './block.js';
import { optionRoutes } from './options.js';
import { cartRoutes } from './cart.js';
import { professionalRoutes } from './professional.js';
import { seatmapRoutes } from './seatmap.js';
import { authRoutes } from './auth.js';
import { customerRoutes } from './customer.js';
import { mailboxRoutes } from './mailbox.js';
import { promoRoutes } from './promo.js';
import { checkoutRoutes } from './checkout.js';
import { paymentRoutes } from './payments.js';
import { orderStatusRoutes } from './order-status.js';
import { documentRoutes } from './documents.js';
import { resaleRoutes } from './resale.js';
import { waitingRoomRoutes } from './waiting-room.js';
import { purchaseRoutes } from './purchases.js';
import { transferRoutes } from './transfers.js';
import { walletRoutes } from './wallet.js';
import { startMailQueueJob } from '../services/mail/mail-queue.js';

const DEFAULT_MAIL_QUEUE_INTERVAL_MS = 30_000;

export interface RouteOptions {
  clientDir: string | null;
}

/**
 * The one place where route modules are registered. Each module is a Fastify plugin owning the
 * routes of one concern; keep handlers thin and put the work in ../services.
 */
export async function registerRoutes(app: FastifyInstance, options: RouteOptions): Promise<void> {
  // Mails queued by any route (and left by a previous run) are retried on this timer.
  const mailInterval = Number(process.env.MAIL_QUEUE_INTERVAL_MS);
  startMailQueueJob(app, mailInterval > 0 ? mailInterval : DEFAULT_MAIL_QUEUE_INTERVAL_MS);
  await app.register(healthRoutes);
  await app.register(graphqlRoutes);
  await app.register(configRoutes);
  await app.register(logRoutes);
  await app.register(eventsRoutes);
  await app.register(orderRoutes);
  await app.register(blockRoutes);
  await app.register(optionRoutes);
  await app.register(cartRoutes);
  await app.register(professionalRoutes);
  await app.register(seatmapRoutes);
  await app.register(authRoutes);
  await app.register(customerRoutes);
  await app.register(mailboxRoutes);
  await app.register(promoRoutes);
  await app.register(checkoutRoutes);
  await app.register(paymentRoutes);
  await app.register(orderStatusRoutes);
  await app.register(documentRoutes);
  await app.register(resaleRoutes);
  await app.register(purchaseRoutes);
  await app.register(transferRoutes);
  await app.register(walletRoutes);
  await app.register(waitingRoomRoutes);
  // Its catch-all answers only the GETs that no other route claims.
  if (options.clientDir) await app.register(staticClientRoutes, { clientDir: options.clientDir });
}
