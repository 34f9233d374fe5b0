import ky from 'ky';
import { readCookie } from './cookies.js';

/** Methods that change state and therefore carry the CSRF token (double-submit cookie). */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';

/**
 * Copies the server-set `csrf` cookie into the `x-csrf-token` header of state-changing requests.
 * Exported for tests; the shared client below installs it.
 */
export function addCsrfHeader(request: Request, cookieString: string): void {
  if (!UNSAFE_METHODS.has(request.method.toUpperCase())) return;
  const token = readCookie(CSRF_COOKIE, cookieString);
  if (token !== null) request.headers.set(CSRF_HEADER, token);
}

/**
 * The one HTTP client of the shop. Paths are absolute (`/api/...`). No automatic retries: a
 * failed call shows an error card with its own retry instead of a long silent wait.
 */
export const http = ky.create({
  credentials: 'same-origin',
  retry: 0,
  timeout: 20_000,
  hooks: {
    beforeRequest: [
      (request) => {
        addCsrfHeader(request, currentCookies());
      },
    ],
  },
});

function currentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}
