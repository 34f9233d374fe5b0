import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Paths whose last segment is a secret: the mailed reset and verification links (the page and
 * the API calls it makes) and the ticket transfer links. Whoever reads a log line holding one
 * could use it while it lives, as with a cookie.
 */
const SECRET_PATH_SEGMENTS = [
  /^(\/api\/auth\/action-token\/(?:execute\/)?)[^/?#]+/,
  /^(\/user\/(?:reset-password|verify-email)\/)[^/?#]+/,
  /^(\/api\/transfers\/link\/)[^/?#]+/,
  /^(\/orders\/transfer\/)[^/?#]+/,
];

/**
 * A transfer link carried in a query (`redirectUrl`): the sign-in, sign-up and verification pages
 * a recipient passes through on the way to accepting keep it, plain or percent-encoded.
 */
const TRANSFER_LINK_IN_QUERY = /((?:\/|%2F)orders(?:\/|%2F)transfer(?:\/|%2F))[\w-]+/gi;

/** A request URL as it may be logged: secret path segments, and transfer links in its query, replaced. */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart).replace(TRANSFER_LINK_IN_QUERY, '$1[redacted]');
  const secret = SECRET_PATH_SEGMENTS.find((pattern) => pattern.test(path));
  return (secret ? path.replace(secret, '$1[redacted]') : path) + query;
}

/** The server's logger settings: credentials never reach the logs, in production or not. */
export function requestLoggerOptions(options: { production: boolean; level?: string }): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: options.level ?? 'info',
    // Cookies and CSRF tokens are credentials: never in the logs.
    redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'req.headers.authorization'],
    serializers: {
      // In production one short line per request is enough; development adds who asked.
      req: (req: FastifyRequest) => (options.production
        ? { method: req.method, url: loggableUrl(req.url) }
        : { method: req.method, url: loggableUrl(req.url), host: req.host, remoteAddress: req.ip }),
    },
  };
}
