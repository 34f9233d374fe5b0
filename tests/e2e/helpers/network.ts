import type { Page } from '@playwright/test';

/**
 * The next `method` request to `pattern` reaches the server, whose answer is then lost on the way
 * back (the connection reset), as when a phone drops its connection at that moment. The returned
 * function gives the status the server answered (null until then).
 */
export async function loseNextAnswer(page: Page, pattern: string, method: string): Promise<() => number | null> {
  let served: number | null = null;
  let lost = false;
  await page.route(pattern, async (route) => {
    if (lost || route.request().method() !== method) return route.continue();
    lost = true;
    served = (await route.fetch()).status();
    await route.abort('connectionreset');
  });
  return () => served;
}
