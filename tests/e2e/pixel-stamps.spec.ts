import { build } from 'esbuild';
import { expect, test } from './helpers/test.js';

/**
 * The map stamps crowded tiles' seats in script (pixel-stamps.ts): in the real browser, that must
 * give the pixels that one drawImage a seat gives, over a translucent shape, inside a clip, with
 * stamps overlapping at their edges, for small and larger seats; seats too large for it to pay are
 * left to drawImage.
 */
test('seats stamped in script show the same pixels as seats stamped one image each', async ({ page }) => {
  const bundle = await build({ entryPoints: ['tests/e2e/fixtures/stamp-compare.ts'], bundle: true, write: false, format: 'iife', globalName: 'stampCompare', logLevel: 'silent' });
  await page.setContent('<!doctype html><title>stamps</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  // The last seats are larger than script stamps pay for: they are drawn one image each.
  for (const [radiusPx, pitch, scale, viaPixels] of [[2.6, 2, 3, true], [4.3, 3, 3.1, true], [9, 5, 4.2, true], [20, 9, 4.2, false]] as const) {
    const result = await page.evaluate(
      ([r, p, s]) => (window as unknown as { stampCompare: { compare(r: number, p: number, s: number): { pixels: number; differing: number; drawn: number; viaPixels: boolean } } }).stampCompare.compare(r, p, s),
      [radiusPx, pitch, scale] as const,
    );
    expect(result.viaPixels, `seats of ${radiusPx} px stamped in script`).toBe(viaPixels);
    expect(result.drawn, `seats of ${radiusPx} px drew something`).toBeGreaterThan(1000);
    expect(result.differing, `seats of ${radiusPx} px: pixels that differ of ${result.pixels}`).toBe(0);
  }
});
