import { AppError } from '../../errors.js';
import type { FetchPromoCodesQuery } from './fetch-promo-codes.js';
import { isRecordId } from '../../../domain/record-id.js';

/** More codes than anyone types into one order is a client bug or an attack. */
export const MAX_PROMO_CODES_PER_REQUEST = 10;
const MAX_NAME_LENGTH = 64;

const invalid = (field: string) => new AppError(400, 'VALIDATION_FAILED', `Invalid ${field}`, { field });

/** A positive integer id, as a JSON number or a string of digits (GraphQL ids are strings). */
export function parseId(value: unknown, field: string): number {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  if (!isRecordId(n)) throw invalid(field);
  return n;
}

function parseList<T>(value: unknown, field: string, item: (v: unknown) => T, allowEmpty: boolean): T[] {
  if (!Array.isArray(value) || value.length > MAX_PROMO_CODES_PER_REQUEST) throw invalid(field);
  if (!allowEmpty && value.length === 0) throw invalid(field);
  return value.map(item);
}

const asObject = (body: unknown): Record<string, unknown> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError(400, 'BAD_REQUEST');
  return body as Record<string, unknown>;
};

/** `{ orderId }`, `{ names }` or `{ promoCodeIds }`: exactly one of them. */
export function parseFetchPayload(body: unknown): FetchPromoCodesQuery {
  const payload = asObject(body);
  const keys = (['orderId', 'names', 'promoCodeIds'] as const).filter((k) => payload[k] !== undefined);
  if (keys.length !== 1) throw new AppError(400, 'PROMO_FETCH_CRITERIA_INVALID');
  if (keys[0] === 'orderId') return { orderId: parseId(payload.orderId, 'orderId') };
  if (keys[0] === 'names') {
    return {
      names: parseList(payload.names, 'names', (v) => {
        if (typeof v !== 'string' || v.trim().length === 0 || v.length > MAX_NAME_LENGTH) throw invalid('names');
        return v;
      }, false),
    };
  }
  return { promoCodeIds: parseList(payload.promoCodeIds, 'promoCodeIds', (v) => parseId(v, 'promoCodeIds'), false) };
}

/** `{ orderId, promoCodeIds }`; an empty list removes every code from the order. */
export function parseEvaluatePayload(body: unknown): { orderId: number; promoCodeIds: number[] } {
  const payload = asObject(body);
  return {
    orderId: parseId(payload.orderId, 'orderId'),
    promoCodeIds: parseList(payload.promoCodeIds, 'promoCodeIds', (v) => parseId(v, 'promoCodeIds'), true),
  };
}
