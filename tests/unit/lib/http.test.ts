import { describe, expect, it } from 'vitest';
import { readCookie } from '../../../src/lib/cookies.js';
import { CSRF_HEADER, addCsrfHeader } from '../../../src/lib/http.js';
import { paths, protectedPath } from '../../../src/lib/paths.js';
import { isValidGtmId } from '../../../src/lib/gtm.js';

describe('CSRF header', () => {
  it('copies the csrf cookie into state-changing requests', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const request = new Request('http://shop.test/api/log', { method });
      addCsrfHeader(request, 'lang=fr; csrf=abc%2F123; other=x');
      expect(request.headers.get(CSRF_HEADER), method).toBe('abc/123');
    }
  });

  it('leaves reads alone and sends nothing without a cookie', () => {
    const get = new Request('http://shop.test/api/events');
    addCsrfHeader(get, 'csrf=abc');
    expect(get.headers.get(CSRF_HEADER)).toBeNull();
    const post = new Request('http://shop.test/api/log', { method: 'POST' });
    addCsrfHeader(post, 'xcsrf=abc; csrfx=def');
    expect(post.headers.get(CSRF_HEADER)).toBeNull();
  });
});

describe('readCookie', () => {
  it('finds exact names only', () => {
    expect(readCookie('a', 'ba=1; a=2')).toBe('2');
    expect(readCookie('a', '')).toBeNull();
    expect(readCookie('a', 'a=%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('paths', () => {
  it('sends signed-out visitors to login with the way back', () => {
    expect(paths.login('/event/3?x=1')).toBe('/login?redirectUrl=%2Fevent%2F3%3Fx%3D1');
    expect(protectedPath('/orders', false)).toBe('/login?redirectUrl=%2Forders');
    expect(protectedPath('/orders', true)).toBe('/orders');
    // Session not read yet: the page itself, which sends a signed-out visitor to login.
    expect(protectedPath('/orders', 'unknown')).toBe('/orders');
    expect(paths.login()).toBe('/login');
  });
});

describe('isValidGtmId', () => {
  it('accepts container ids only', () => {
    expect(isValidGtmId('GTM-AB12CD')).toBe(true);
    expect(isValidGtmId(null)).toBe(false);
    expect(isValidGtmId('GTM-1"><script>')).toBe(false);
    expect(isValidGtmId('UA-1234')).toBe(false);
  });
});
