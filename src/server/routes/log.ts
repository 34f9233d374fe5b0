import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { badRequest } from '../errors.js';
import { rateLimitAddress } from '../http/client-address.js';

/** A browser-side log entry (error screens, failed calls), as the client's src/lib/log.ts sends it. */
interface ClientLogBody {
  message: string;
  fields?: Record<string, unknown>;
  userAgent?: string;
  platform?: string;
  connectionType?: string;
  vendor?: string;
  language?: string;
  cookieEnabled?: boolean;
  pageAddress?: string;
  windowSize?: string;
}

/** Per visitor address; enough for a crash loop to be reported, not enough to flood the table. */
export const LOG_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
/** Serialized `fields` (a stack and a component stack fit) beyond this are refused. */
const MAX_FIELDS_CHARS = 20_000;

const shortText = (maxLength: number) => ({ type: 'string', maxLength });

const bodySchema = {
  type: 'object',
  required: ['message'],
  additionalProperties: false,
  properties: {
    message: { type: 'string', minLength: 1, maxLength: 2_000 },
    fields: { type: 'object', maxProperties: 50 },
    userAgent: shortText(512),
    platform: shortText(100),
    connectionType: shortText(50),
    vendor: shortText(100),
    language: shortText(35),
    cookieEnabled: { type: 'boolean' },
    pageAddress: shortText(2_048),
    windowSize: { type: 'string', pattern: '^\\d{1,5}x\\d{1,5}$' },
  },
} as const;

/** `POST /api/log`: stores and logs what a browser reports; answers 204. Rate-limited per IP. */
export async function logRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false, keyGenerator: (request) => rateLimitAddress(request.ip) });

  app.post<{ Body: ClientLogBody }>(
    '/api/log',
    { bodyLimit: 64 * 1024, schema: { body: bodySchema }, config: { rateLimit: LOG_RATE_LIMIT } },
    async (request, reply) => {
      const { message, fields = {}, userAgent, pageAddress, ...browser } = request.body;
      const fieldsJson = JSON.stringify({ fields, ...browser });
      if (fieldsJson.length > MAX_FIELDS_CHARS) throw badRequest('LOG_TOO_LARGE', { maxChars: MAX_FIELDS_CHARS });
      await app.db
        .insertInto('client_logs')
        .values({
          message,
          fields: fieldsJson,
          user_agent: userAgent ?? request.headers['user-agent']?.slice(0, 512) ?? null,
          page_address: pageAddress ?? null,
          created_at: app.now().toISOString(),
        })
        .execute();
      request.log.warn({ client: { message, pageAddress, userAgent, ...browser, fields } }, 'client log');
      return reply.status(204).send();
    },
  );
}
