import { describe, expect, it } from 'vitest';
import { clientTexts, seedTexts, serverTexts, siteConfigTexts } from './locale-texts.js';
import type { LocaleText } from './locale-texts.js';

/**
 * The shop speaks to the fan informally in Dutch ("je", "jouw", "jij"), never with the formal
 * "u"/"uw" (the texts mixed both). Every Dutch text is checked: the client translations, the
 * server's mails, test payment page and document labels, and the demo's site configuration and
 * seeded translations.
 */
const FORMAL = /(^|[^\p{L}])(u|uw)(?=$|[^\p{L}])/iu;

const formal = (texts: LocaleText[]) => texts.filter(([, text]) => FORMAL.test(text)).map(([where, text]) => `${where}: ${text}`);

describe('Dutch texts', () => {
  it('address the fan informally in the client translations (je/jouw, not u/uw)', () => {
    const texts = clientTexts('nl');
    expect(texts.length).toBeGreaterThan(500);
    expect(formal(texts)).toEqual([]);
  });

  it('address the fan informally in the server’s mails, pages and documents', () => {
    expect(formal(serverTexts('nl'))).toEqual([]);
  });

  it('address the fan informally in the demo configuration and seed', () => {
    const seed = seedTexts('nl');
    expect(seed.length).toBeGreaterThan(20);
    expect(formal([...siteConfigTexts('nl'), ...seed])).toEqual([]);
  });
});
