import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads a translation from src/locales so specs assert the text a visitor really sees. */
export function localeText(language: string, namespace: string, key: string): string {
  const file = join(import.meta.dirname, '../../src/locales', language, `${namespace}.json`);
  let value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`No text ${language}/${namespace}:${key}`);
  return value;
}

export const LANGUAGES = ['en', 'es', 'fr', 'nl', 'ru'] as const;
