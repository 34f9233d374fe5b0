import { resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyInstance } from 'fastify';
import { writeOutboxMail } from './outbox.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'smtp' sends for real; 'outbox' writes files listed on the development mailbox page. */
  readonly kind: 'smtp' | 'outbox';
  readonly outboxDir: string;
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailerSettings {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
}

/** Mail settings from the environment: SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR (default .data/outbox). */
export function mailerSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailerSettings {
  return {
    smtpUrl: env.SMTP_URL && env.SMTP_URL.trim() !== '' ? env.SMTP_URL : null,
    from: env.MAIL_FROM ?? 'Ticket shop <no-reply@localhost>',
    outboxDir: resolve(env.MAIL_OUTBOX_DIR ?? '.data/outbox'),
  };
}

/** Nodemailer over SMTP when configured, otherwise the outbox folder. */
export function createMailer(settings: MailerSettings, now: () => Date): Mailer {
  if (settings.smtpUrl) {
    // A slow or silent mail server costs a delivery seconds, never minutes: the queue retries it.
    const transport = nodemailer.createTransport({ url: settings.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    return {
      kind: 'smtp',
      outboxDir: settings.outboxDir,
      send: async (mail) => {
        await transport.sendMail({ from: settings.from, ...mail });
      },
    };
  }
  return {
    kind: 'outbox',
    outboxDir: settings.outboxDir,
    send: async (mail) => {
      await writeOutboxMail(settings.outboxDir, { from: settings.from, ...mail, sentAt: now().toISOString() });
    },
  };
}

const mailers = new WeakMap<object, Mailer>();

/** Puts `mailer` in place of the server's (a test points delivery at a dead or a working server). */
export function useMailer(app: FastifyInstance, mailer: Mailer): void {
  mailers.set(app.db, mailer);
}

/**
 * The mailer of a server, created on first use from the environment. Encapsulated route plugins
 * are distinct Fastify objects, so it is keyed by the server's database handle, which all of
 * them share.
 */
export function mailerFor(app: FastifyInstance): Mailer {
  let mailer = mailers.get(app.db);
  if (!mailer) {
    mailer = createMailer(mailerSettingsFromEnv(), () => app.now());
    mailers.set(app.db, mailer);
  }
  return mailer;
}
