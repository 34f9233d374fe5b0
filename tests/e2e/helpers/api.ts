import type { Page } from '@playwright/test';

/**
 * Calls the shop's API from the page as its own client does (session cookie plus the CSRF
 * header), so end-to-end specs can set up or read state on the real server.
 */
export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers of several shapes
}

/** A call from the page, as the shop's client makes it (cookies plus the CSRF header). */
export function api(page: Page, method: string, url: string, body?: unknown): Promise<Answer> {
  return page.evaluate(async ({ method, url, body }) => {
    const csrf = document.cookie.split('; ').find((c) => c.startsWith('csrf='))?.slice('csrf='.length) ?? '';
    const response = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  }, { method, url, body });
}
