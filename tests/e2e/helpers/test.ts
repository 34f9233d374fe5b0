/**
 * Every end-to-end test runs with a watch on the rendered text: an interpolation placeholder left
 * unfilled (`{{count}}` shown to the fan because the code passed another variable name) fails
 * the test, whichever page showed it and for however short a time.
 */
import { expect, test as base } from '@playwright/test';

declare global {
  interface Window {
    __unfilledPlaceholders?: string[];
  }
}

/** In the page: records every text that shows `{{…}}`, now and on each later change. */
function watchPlaceholders(): void {
  const found: string[] = [];
  window.__unfilledPlaceholders = found;
  const pattern = /\{\{[^}]*\}\}/;
  const check = (node: Node): void => {
    const text = node.nodeType === Node.TEXT_NODE ? node.textContent : node instanceof Element ? node.textContent : null;
    if (text && pattern.test(text)) found.push(text.trim().slice(0, 200));
  };
  const start = (): void => {
    check(document.body);
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        if (m.type === 'characterData') check(m.target);
        for (const node of m.addedNodes) check(node);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
}

export const test = base.extend({
  context: async ({ context }, provide) => {
    await context.addInitScript(watchPlaceholders);
    await provide(context);
    const seen: string[] = [];
    for (const page of context.pages()) {
      if (page.isClosed()) continue;
      seen.push(...(await page.evaluate(() => window.__unfilledPlaceholders ?? []).catch(() => [])));
    }
    expect(seen, 'texts shown with an unfilled {{placeholder}}').toEqual([]);
  },
});

export { expect };
