/** Turning parsed payloads into 400s, shared by the REST routes and the GraphQL resolvers. */
import { AppError } from '../../errors.js';
import type { Parsed } from '../../../domain/cart-payload.js';
import { parseOrderStatus } from '../../../domain/order-status.js';
import type { OrderStatus } from '../../db/schema.js';
import { parseOrderPage } from '../../../domain/order-paging.js';
import type { OrderPageRequest } from '../../../domain/order-paging.js';

const invalid = (path: string) => new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path });

/** Unwraps a parse result or throws a 400 naming the bad field (VALIDATION_FAILED or the cart reason). */
export function parsedOrThrow<T>(parsed: Parsed<T>): T {
  if (parsed.ok) return parsed.value;
  const { reason, path } = parsed.refusal;
  if (reason === 'INVALID_PAYLOAD') throw invalid(path);
  throw new AppError(400, reason, reason, { path });
}

/** Statuses as a list or a single value, any case ("Onhold"); null when absent. */
export function parseStatuses(value: unknown): OrderStatus[] | null {
  if (value == null) return null;
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list.map((v) => {
    const status = parseOrderStatus(v);
    if (!status) throw invalid('allowedStatus');
    return status;
  });
}

/** My purchases' paging and filters (first, after, when, search); a 400 naming the bad one. */
export function parsedPage(input: { first?: unknown; after?: unknown; when?: unknown; search?: unknown }): OrderPageRequest {
  const page = parseOrderPage(input);
  if (typeof page === 'string') throw invalid(page);
  return page;
}

export { invalid as validationFailed };
