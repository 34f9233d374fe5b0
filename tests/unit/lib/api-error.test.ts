import { HTTPError } from 'ky';
import type { NormalizedOptions } from 'ky';
import { describe, expect, it } from 'vitest';
import { ApiError, callFailure, callWithDetails, isRefusalWith, shownCode, toApiError } from '../../../src/lib/api-error.js';
import { http } from '../../../src/lib/http.js';
import type { DetailedApiError } from '../../../src/lib/api-error.js';

function httpError(status: number, body: string): HTTPError {
  const request = new Request('http://shop.test/api/customer/1', { method: 'PUT' });
  return new HTTPError(new Response(body, { status }), request, { method: 'PUT' } as NormalizedOptions);
}

async function failure(run: () => Promise<unknown>): Promise<DetailedApiError> {
  try {
    await run();
  } catch (error) {
    return error as DetailedApiError;
  }
  throw new Error('the call did not fail');
}

describe('callWithDetails', () => {
  it('passes a successful answer through', async () => {
    await expect(callWithDetails(async () => 42)).resolves.toBe(42);
  });

  it('throws the server code with its details (field codes)', async () => {
    const body = JSON.stringify({ error: { code: 'VALIDATION_FAILED', message: 'x', details: { fields: { iban: 'IBAN_INVALID' } } } });
    const error = await failure(() => callWithDetails(() => Promise.reject(httpError(400, body))));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.status).toBe(400);
    expect(error.details).toEqual({ fields: { iban: 'IBAN_INVALID' } });
  });

  it('keeps the code alone when the answer has no JSON body, and UNKNOWN for a network failure', async () => {
    const html = await failure(() => callWithDetails(() => Promise.reject(httpError(502, '<html>bad gateway</html>'))));
    expect(html.code).toBe('UNKNOWN');
    expect(html.status).toBe(502);
    expect(html.details).toBeUndefined();

    const offline = await failure(() => callWithDetails(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect(offline.code).toBe('UNKNOWN');
    expect(offline.status).toBeNull();
    expect(offline.details).toBeUndefined();
  });

  it('marks a call that got no answer as a network failure: still UNKNOWN, shown as NETWORK', async () => {
    // A real request to a port nobody listens on: fetch rejects as it does when the shop is unreachable.
    const unreachable = await toApiError(await http.get('http://127.0.0.1:9/api/customer').then(() => null, (error: unknown) => error));
    expect(unreachable.code).toBe('UNKNOWN');
    expect(unreachable.network).toBe(true);
    expect(shownCode(unreachable)).toBe('NETWORK');

    const answered = await toApiError(httpError(500, JSON.stringify({ error: { code: 'UNKNOWN', message: 'x' } })));
    expect(answered.network).toBe(false);
    expect(shownCode(answered)).toBe('UNKNOWN');
    const refused = await toApiError(httpError(409, JSON.stringify({ error: { code: 'TICKET_TRANSFERRED', message: 'x' } })));
    expect(shownCode(refused)).toBe('TICKET_TRANSFERRED');
  });
});

describe('isRefusalWith', () => {
  const refusal = (code: string, details: unknown): DetailedApiError => Object.assign(new ApiError(code, 409, code), { details });

  it('matches the code and the named detail only', () => {
    expect(isRefusalWith(refusal('ORDER_NOT_ONHOLD', { status: 'abandoned' }), 'ORDER_NOT_ONHOLD', 'status', 'abandoned')).toBe(true);
    expect(isRefusalWith(refusal('ORDER_NOT_ONHOLD', { status: 'confirmed' }), 'ORDER_NOT_ONHOLD', 'status', 'abandoned')).toBe(false);
    expect(isRefusalWith(refusal('ORDER_EXPIRED', { status: 'abandoned' }), 'ORDER_NOT_ONHOLD', 'status', 'abandoned')).toBe(false);
    expect(isRefusalWith(refusal('ORDER_NOT_ONHOLD', undefined), 'ORDER_NOT_ONHOLD', 'status', 'abandoned')).toBe(false);
    expect(isRefusalWith(new Error('ORDER_NOT_ONHOLD'), 'ORDER_NOT_ONHOLD', 'status', 'abandoned')).toBe(false);
  });

  it('reads the details callWithDetails keeps from the answer', async () => {
    const failing = () => Promise.reject(httpError(409, JSON.stringify({ error: { code: 'RESALE_NOT_RESELLABLE', details: { state: 'on_sale' } } })));
    const caught = await callWithDetails(failing).catch((error: unknown) => error);
    expect(isRefusalWith(caught, 'RESALE_NOT_RESELLABLE', 'state', 'on_sale')).toBe(true);
  });
});

describe('callFailure', () => {
  it('says NETWORK for a call that got no answer, and the server code with its details otherwise', async () => {
    const lost = await failure(() => callWithDetails(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect(callFailure(lost)).toEqual({ code: 'NETWORK', details: undefined });
    const body = JSON.stringify({ error: { code: 'CURRENT_PASSWORD_INVALID', message: 'x', details: { fields: { currentPassword: 'CURRENT_PASSWORD_INVALID' } } } });
    const refused = await failure(() => callWithDetails(() => Promise.reject(httpError(400, body))));
    expect(callFailure(refused)).toEqual({ code: 'CURRENT_PASSWORD_INVALID', details: { fields: { currentPassword: 'CURRENT_PASSWORD_INVALID' } } });
    expect(callFailure({ code: 'EMAIL_ALREADY_USED' })).toEqual({ code: 'EMAIL_ALREADY_USED', details: undefined });
    expect(callFailure(null)).toEqual({ code: 'UNKNOWN', details: undefined });
  });
});
