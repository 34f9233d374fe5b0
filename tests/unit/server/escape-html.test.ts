import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../src/server/escape-html.js';

describe('escapeHtml', () => {
  it('escapes the five characters that can break out of content or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves other text, accents and already escaped text as written (escaped once more)', () => {
    expect(escapeHtml('Café Ørsted — 12 €')).toBe('Café Ørsted — 12 €');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
    expect(escapeHtml('')).toBe('');
  });
});
