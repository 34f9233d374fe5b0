/**
 * Error codes the API answers with. The client translates each code (locale key `errors.CODE`),
 * so a code, once published, keeps its meaning.
 */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'CSRF_INVALID'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'UNKNOWN'
  | (string & {});

/** An error meant for the client: an HTTP status, a stable code and optional details. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? code);
    this.name = 'AppError';
  }
}

export const badRequest = (code: ErrorCode, details?: unknown) => new AppError(400, code, code, details);
export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(404, code);
export const forbidden = (code: ErrorCode = 'FORBIDDEN') => new AppError(403, code);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED');
