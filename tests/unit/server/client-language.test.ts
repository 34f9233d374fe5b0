import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/domain/site-config.js';
import { likelyLanguage } from '../../../src/server/routes/client-language.js';

const guess = (input: { lng?: string; cookie?: string; acceptLanguage?: string }, locales: Locale[] = ['en', 'fr', 'es', 'nl', 'ru']) =>
  likelyLanguage({ lng: input.lng ?? null, cookie: input.cookie, acceptLanguage: input.acceptLanguage, locales });

describe("the language a visitor's browser will pick, as the server guesses it", () => {
  it('follows ?lng=, then the language cookie, then the browser languages, like the client', () => {
    expect(guess({ lng: 'ru', cookie: 'nl', acceptLanguage: 'es' })).toBe('ru');
    expect(guess({ cookie: 'nl', acceptLanguage: 'es' })).toBe('nl');
    expect(guess({ acceptLanguage: 'es-ES,es;q=0.9' })).toBe('es');
  });

  it('takes the most wanted supported browser language, regional variants by their base', () => {
    expect(guess({ acceptLanguage: 'de-DE,de;q=0.9,fr;q=0.8,en;q=0.7' })).toBe('fr');
    expect(guess({ acceptLanguage: 'en;q=0.5, nl-BE' })).toBe('nl');
    expect(guess({ acceptLanguage: 'fr;q=0, en' })).toBe('en');
  });

  it('counts only the configured languages', () => {
    expect(guess({ lng: 'ru', acceptLanguage: 'nl-NL,nl;q=0.9,fr;q=0.5' }, ['fr', 'en'])).toBe('fr');
    expect(guess({ cookie: 'es', acceptLanguage: 'de-DE' }, ['fr', 'en'])).toBe('fr');
  });

  it('skips unsupported values and falls back to the first configured locale', () => {
    expect(guess({ lng: 'xx', cookie: 'de', acceptLanguage: 'de-AT,it' }, ['fr', 'en'])).toBe('fr');
    expect(guess({})).toBe('en');
  });
});
