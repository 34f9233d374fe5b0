import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect } from './test.js';

/**
 * axe-core on the page as it is: any violation, of any impact and best practices included, fails
 * the test (softly, so one run lists every page's findings) with what and where.
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  // Let entrance transitions end: a half-faded element measures as low contrast.
  await page.waitForTimeout(400);
  // Every rule, best practices included (heading order, landmarks), plus the experimental label-in-name check.
  const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`).join('\n    ')}`);
  expect.soft(found, `${name}:\n${found.join('\n')}`).toEqual([]);
}
