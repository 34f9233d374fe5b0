/**
 * Reads the refusal codes a flow's server code answers with, from its sources, so a new refusal
 * without a text fails the flow's test. Each test lists its flow's files and says why.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import type { TFunction } from 'i18next';

export const ROOT = join(import.meta.dirname, '../../..');

// `refused(409, 'CODE'`, `new AppError(404, 'CODE'`, `paymentNotInitiated(409, 'REASON'`, `badRequest('CODE'`…
const REFUSAL = /\b(?:refused|AppError|paymentNotInitiated|badRequest|notFound|forbidden)\(\s*(?:\d{3},\s*)?'([A-Z][A-Z0-9_]+)'/g;
// A code held in a constant: `const PROMO_DOES_NOT_EXISTS = 'PROMO_DOES_NOT_EXISTS'`.
const CODE_CONSTANT = /\bconst\s+[A-Z][A-Z0-9_]+\s*=\s*'([A-Z][A-Z0-9_]+)'/g;

/** The codes the files refuse with by name, each once. */
export function refusalCodes(files: readonly string[]): string[] {
  const codes = files.flatMap((file) => {
    const source = readFileSync(join(ROOT, file), 'utf8');
    return [...source.matchAll(REFUSAL), ...source.matchAll(CODE_CONSTANT)].map((m) => m[1]!);
  });
  return [...new Set(codes)].sort();
}

const json = (locale: string, namespace: string): Record<string, unknown> => JSON.parse(readFileSync(join(ROOT, 'src/locales', locale, `${namespace}.json`), 'utf8'));

/** A translator of one language with no fallback to another, so a missing text shows as missing. */
export async function translator(locale: string, namespaces: readonly string[]): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: Object.fromEntries(namespaces.map((namespace) => [namespace, json(locale, namespace)])) },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}
