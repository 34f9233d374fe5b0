import { HTTPError } from 'ky';

/** Error codes every screen can translate with `errors:<CODE>`. */
export const GENERIC_ERROR_CODES = [
  'UNKNOWN',
  'UNAVAILABLE',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CSRF_INVALID',
  'RATE_LIMITED',
  'BAD_REQUEST',
] as const;

/**
 * A failed call reduced to the server's stable code (see `{ error: { code } }` answers).
 * `network` marks a call that got no answer at all (server unreachable, connection lost, timed
 * out): its code stays UNKNOWN, as the error catalogue classifies it, but the screens that act
 * after paying say so in words (see {@link shownCode}).
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number | null,
    message: string,
    readonly network = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function codeFromBody(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' && code.length > 0 ? code : null;
}

/**
 * Turns anything a call threw into an {@link ApiError}: the server's code when it sent one,
 * UNKNOWN for network failures and unreadable answers.
 */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    let body: unknown = null;
    try {
      body = await error.response.clone().json();
    } catch {
      body = null;
    }
    return new ApiError(codeFromBody(body) ?? 'UNKNOWN', error.response.status, error.message);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError('UNKNOWN', null, message, isNetworkFailure(error));
}

/**
 * Whether a call failed without any answer: fetch rejects with a TypeError when the server cannot
 * be reached or the connection drops, and ky with a TimeoutError when no answer came in time.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
}

/** The code a screen translates: NETWORK (errors:NETWORK, "no connection") for a call that got no answer. */
export function shownCode(error: ApiError): string {
  return error.network ? 'NETWORK' : error.code;
}

/** An ApiError with the answer's `error.details` (field codes, limits) for screens that show them. */
export type DetailedApiError = ApiError & { details?: unknown };

/**
 * A failed call's code and details as a form shows them: NETWORK when no answer came (so the fan
 * reads "no connection", not "an error occurred"), else the server's code.
 */
export function callFailure(caught: unknown): { code: string; details?: unknown } {
  const details = (caught as { details?: unknown } | null)?.details;
  if (caught instanceof ApiError) return { code: shownCode(caught), details };
  return { code: (caught as { code?: string } | null)?.code ?? 'UNKNOWN', details };
}

/**
 * Whether `error` is the refusal `code` whose details name `value` under `key`: the state a second
 * call found (an order abandoned already, a ticket on sale already) when its first answer was lost.
 */
export function isRefusalWith(error: unknown, code: string, key: string, value: string): boolean {
  if (!(error instanceof ApiError) || error.code !== code) return false;
  const details = (error as DetailedApiError).details;
  return typeof details === 'object' && details !== null && (details as Record<string, unknown>)[key] === value;
}

/** Runs a call; any failure is thrown as an ApiError that also carries the answer's details. */
export async function callWithDetails<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const apiError: DetailedApiError = await toApiError(error);
    const response = (error as { response?: Response }).response;
    if (response) {
      try {
        apiError.details = ((await response.clone().json()) as { error?: { details?: unknown } }).error?.details;
      } catch {
        // No JSON body: the code alone is enough.
      }
    }
    throw apiError;
  }
}

/** The i18n key of an error code; unknown codes use their own key with an UNKNOWN default. */
export function errorKey(code: string): string {
  return `errors:${code}`;
}
