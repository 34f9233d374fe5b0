import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.js';
import { escapeHtml } from '../escape-html.js';
import { mailerFor } from '../services/mail/mailer.js';
import { listOutbox, readOutboxMail } from '../services/mail/outbox.js';

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; frame-ancestors 'none'";

/**
 * The development mailbox: the outbox folder's mails as a list and one page per mail, so the
 * verification and reset links can be clicked without an SMTP server. Absent in production.
 */
export async function mailboxRoutes(app: FastifyInstance): Promise<void> {
  if (app.production) return;
  // Reset and verification links are account keys: only the developer's own machine sees them,
  // even when the demo is started on a public address.
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.ip)) throw notFound();
  });

  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await listOutbox(mailerFor(app).outboxDir);
    const rows = mails
      .map((mail) => `<tr><td>${escapeHtml(mail.sentAt)}</td><td>${escapeHtml(mail.to)}</td><td><a href="/dev/mailbox/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject)}</a></td></tr>`)
      .join('\n');
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title></head>
<body style="font-family:sans-serif"><h1>Development mailbox</h1>
<p>Mails are written to <code>${escapeHtml(mailerFor(app).outboxDir)}</code> because SMTP_URL is not set. Newest first.</p>
<table cellpadding="6"><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>
${rows || '<tr><td colspan="3">No mail yet.</td></tr>'}
</tbody></table></body></html>`;
    return reply.header('content-security-policy', PAGE_CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const mail = await readOutboxMail(mailerFor(app).outboxDir, request.params.id);
    if (!mail) throw notFound();
    return reply.header('content-security-policy', PAGE_CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(mail.html);
  });
}

/** Whether a client address is this machine (IPv4, IPv6 or IPv4-mapped loopback). */
export function isLoopback(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}
