/**
 * Ticket manager commands on the shop's database (DATABASE_URL or the default SQLite file).
 * Usage:
 *   npm run admin -- cancel-order ORDER_ID      cancel an order, free its seats, refund what is still the customer's
 *   npm run admin -- charge-due-installments    run the instalment job once
 *   npm run admin -- ticket-template EVENT_ID on|off            whether the event's e-tickets can be printed
 *   npm run admin -- ticket-format PRODUCT_ID e_ticket|physical_ticket|season_pass
 *   npm run admin -- waiting-room event|pack ID on OPENS_AT PER_MINUTE [ADMISSION_MINUTES]   (or: ID off)
 *   npm run admin -- mail-queue [deliver | retry-failed]   the durable mail outbox
 *   npm run admin -- anomalies [--all] | anomaly ORDER_ID acknowledged|in_progress|solved
 *   npm run admin -- population list | add NAME [professional] | member POPULATION_ID EMAIL add|remove | tariff TARIFF_ID POPULATION_ID|public
 *   npm run admin -- translate stand|category|product|event|competition|campaign_pack ID FIELD LOCALE TEXT
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.js';
import { defaultDatabaseUrl, migrateToLatest, openDatabase } from '../db/database.js';
import { loadSiteConfig } from '../config/load-config.js';
import { AppError } from '../errors.js';
import { resolveSecret } from '../main.js';
import { cancelOrderByTicketManager } from '../services/payments/cancel-order.js';
import { deliverBriefly } from '../services/mail/mail-queue.js';
import { chargeDueInstallments } from '../services/payments/installment-job.js';
import { runTicketDocumentCommand, TICKET_DOCUMENT_USAGE } from './admin-ticket-documents.js';
import { runWaitingRoomCommand, WAITING_ROOM_USAGE } from './admin-waiting-room.js';
import { MAIL_QUEUE_USAGE, runMailQueueCommand } from './admin-mail-queue.js';
import { ANOMALY_USAGE, runAnomalyCommand } from './admin-anomalies.js';
import { runTranslationCommand, TRANSLATION_USAGE } from './admin-translations.js';
import { POPULATION_USAGE, runPopulationCommand } from './admin-populations.js';

const USAGE = `usage: npm run admin -- cancel-order ORDER_ID | charge-due-installments | ${TICKET_DOCUMENT_USAGE} | ${WAITING_ROOM_USAGE} | ${MAIL_QUEUE_USAGE} | ${ANOMALY_USAGE} | ${TRANSLATION_USAGE} | ${POPULATION_USAGE}`;

/** Runs one admin command against a built app; returns the process exit code. */
export async function runAdminCommand(args: readonly string[], app: FastifyInstance, out: (line: string) => void = console.log): Promise<number> {
  const [command, argument] = args;
  try {
    switch (command) {
      case 'cancel-order': {
        const orderId = Number(argument);
        if (!Number.isSafeInteger(orderId) || orderId <= 0) {
          out(USAGE);
          return 2;
        }
        const result = await cancelOrderByTicketManager(app, orderId);
        // The mails were queued with the cancellation; the command sends them before it exits
        // (a running server's mail job retries any it could not).
        await deliverBriefly(app);
        const euros = (cents: number) => (cents / 100).toFixed(2);
        out(`order ${result.orderId} cancelled (was ${result.previousStatus}); ${result.freedSeats} seat(s) freed; refund ${euros(result.refund)} EUR`
          + (result.passedOnTickets > 0 ? `; ${result.passedOnTickets} ticket(s) passed on before stay with their holders` : '')
          + (result.stillOwed > 0 ? `; ${euros(result.stillOwed)} EUR still owed for them (anomaly payment_required)` : ''));
        return 0;
      }
      case 'charge-due-installments': {
        const summary = await chargeDueInstallments(app);
        out(`instalments charged: ${summary.charged}, failed (will retry): ${summary.failed}, overdue: ${summary.overdue}`);
        return 0;
      }
      default: {
        const code = (await runWaitingRoomCommand(args, app, out)) ?? (await runTicketDocumentCommand(args, app, out))
          ?? (await runMailQueueCommand(args, app, out)) ?? (await runAnomalyCommand(args, app, out))
          ?? (await runTranslationCommand(args, app, out)) ?? (await runPopulationCommand(args, app, out));
        if (code === null || code === 2) out(USAGE);
        return code ?? 2;
      }
    }
  } catch (error) {
    if (error instanceof AppError) {
      out(`refused: ${error.code}${error.details === undefined ? '' : ` ${JSON.stringify(error.details)}`}`);
      return 1;
    }
    throw error;
  }
}

async function main(): Promise<number> {
  const env = process.env;
  const database = openDatabase(defaultDatabaseUrl(env));
  try {
    await migrateToLatest(database);
    const app = await build({
      database, config: loadSiteConfig({ env }), secret: resolveSecret({ env, production: env.NODE_ENV === 'production' }),
    });
    try {
      return await runAdminCommand(process.argv.slice(2), app);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const launchedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (launchedDirectly) {
  main().then((code) => {
    process.exitCode = code;
  }, (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
