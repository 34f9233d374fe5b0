import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entryScriptOf } from '../../../src/lib/deployed-build.js';

describe('the entry script of a page of the shop', () => {
  it('is the module script\'s path, whatever the attributes\' order and quotes', () => {
    expect(entryScriptOf('<head><script type="module" crossorigin src="/assets/index-BPA1O3QO.js"></script></head>')).toBe('/assets/index-BPA1O3QO.js');
    expect(entryScriptOf("<script src='/assets/index-X1.js' type=module></script>")).toBe('/assets/index-X1.js');
    expect(entryScriptOf('<script type="module" src="https://shop.example/assets/index-Y2.js?v=1"></script>')).toBe('/assets/index-Y2.js');
  });

  it('skips classic scripts (a tag manager, inline configuration) and answers null without a module', () => {
    const page = '<script>window.dataLayer=[]</script><script async src="https://www.googletagmanager.com/gtm.js"></script>'
      + '<script type="module" src="/assets/index-Z3.js"></script>';
    expect(entryScriptOf(page)).toBe('/assets/index-Z3.js');
    expect(entryScriptOf('<script src="/legacy.js"></script>')).toBeNull();
    expect(entryScriptOf('not a page')).toBeNull();
  });

  it.runIf(existsSync('dist/client/index.html'))('finds the entry of the built page', () => {
    const entry = entryScriptOf(readFileSync('dist/client/index.html', 'utf8'));
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  });
});
