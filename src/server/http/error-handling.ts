import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/**
 * Every error leaves as `{ error: { code, message, details? } }` with a 4xx or 5xx status.
 * Unexpected errors are logged and answered with UNKNOWN: no stack trace reaches a client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        error: { code: error.code, message: error.message, ...(error.details === undefined ? {} : { details: error.details }) },
      });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return reply.status(400).send({
        error: { code: 'VALIDATION_FAILED', message: fastifyError.message, details: fastifyError.validation },
      });
    }
    if (fastifyError.statusCode === 429) {
      return reply.status(429).send({ error: { code: 'RATE_LIMITED', message: 'Too many requests' } });
    }
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return reply.status(fastifyError.statusCode).send({ error: { code: 'BAD_REQUEST', message: fastifyError.message } });
    }
    if (isStorageFailure(error)) {
      // Named as what it is, so the operator sees a full disk, not a pile of "unhandled error".
      request.log.error({ err: error }, 'storage full or read-only: the database refuses writes');
      return reply.status(503).header('retry-after', '30').send({ error: { code: 'STORAGE_UNAVAILABLE', message: 'The shop cannot save right now; nothing was changed. Please try again shortly.' } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'UNKNOWN', message: 'An unexpected error occurred' } });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` } });
  });
}

/** Errors of a database or disk that refuses writes: SQLite full or read-only, no space left, PostgreSQL disk full or read-only. */
const STORAGE_CODES = new Set(['SQLITE_FULL', 'SQLITE_READONLY', 'SQLITE_IOERR_WRITE', 'ENOSPC', 'EROFS', '53100', '25006']);

export function isStorageFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (STORAGE_CODES.has(code) || code.startsWith('SQLITE_READONLY'));
}
