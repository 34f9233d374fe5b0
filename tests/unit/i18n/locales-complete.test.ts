import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';

/**
 * Every key of every namespace must exist in every language. English is the reference; plural
 * suffixes (`_one`, `_few`, …) are compared by their base key because languages need different
 * plural forms (Russian has `_few` and `_many`).
 */
const LOCALES_DIR = join(import.meta.dirname, '../../../src/locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix === '' ? key : `${prefix}.${key}`)) keys.set(k, v);
    }
  } else {
    keys.set(prefix, value);
  }
  return keys;
}

function baseKeys(keys: Iterable<string>): Set<string> {
  return new Set([...keys].map((key) => key.replace(PLURAL_SUFFIX, '')));
}

function readNamespace(language: string, namespace: string): Map<string, unknown> | null {
  try {
    return flatten(JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const namespaces = new Set(
  SUPPORTED_LOCALES.flatMap((language) => {
    try {
      return readdirSync(join(LOCALES_DIR, language)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length));
    } catch {
      return [];
    }
  }),
);

describe('translations are complete', () => {
  it('finds the shell namespaces', () => {
    for (const namespace of ['common', 'home', 'errors']) expect(namespaces.has(namespace)).toBe(true);
  });

  for (const namespace of [...namespaces].sort()) {
    describe(namespace, () => {
      const reference = readNamespace('en', namespace);

      it('exists in English, the reference language', () => {
        expect(reference, `src/locales/en/${namespace}.json is missing`).not.toBeNull();
      });

      for (const language of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
        it(`has every key in ${language} and no extra key`, () => {
          const translated = readNamespace(language, namespace);
          expect(translated, `src/locales/${language}/${namespace}.json is missing`).not.toBeNull();
          const expected = baseKeys(reference?.keys() ?? []);
          const actual = baseKeys(translated?.keys() ?? []);
          expect([...expected].filter((k) => !actual.has(k)), `keys missing in ${language}/${namespace}`).toEqual([]);
          expect([...actual].filter((k) => !expected.has(k)), `keys only in ${language}/${namespace}`).toEqual([]);
        });

        it(`has non-empty strings with the same placeholders in ${language}`, () => {
          const translated = readNamespace(language, namespace) ?? new Map<string, unknown>();
          const placeholders = (text: unknown): string[] =>
            typeof text === 'string' ? [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] ?? '').filter((p) => p !== 'count').sort() : [];
          const englishByBase = new Map([...(reference ?? new Map<string, unknown>())].map(([k, v]) => [k.replace(PLURAL_SUFFIX, ''), v]));
          for (const [key, value] of translated) {
            expect(typeof value === 'string' && value.trim() !== '', `${language}/${namespace}:${key} is empty`).toBe(true);
            const english = englishByBase.get(key.replace(PLURAL_SUFFIX, ''));
            if (english !== undefined) expect(placeholders(value), `${language}/${namespace}:${key} placeholders`).toEqual(placeholders(english));
          }
        });
      }
    });
  }
});
