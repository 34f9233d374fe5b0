import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { BrotliOptions } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The best encoding the client accepts (`Accept-Encoding`, q-values honoured): brotli, then
 * gzip, else identity.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(quality) ? quality : 0);
  }
  const wildcard = accepted.get('*');
  const allowed = (name: string) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Compresses a body. 'archive' (geometry, compressed once then memoised) spends more CPU for a
 * smaller payload; 'live' (status arrays, compressed on every request) stays cheap.
 */
export function compressPayload(body: Buffer, encoding: Exclude<Encoding, 'identity'>, effort: 'archive' | 'live'): Promise<Buffer> {
  if (encoding === 'br') return brotli(body, brotliOptions(body.length, effort));
  return gzipAsync(body, { level: effort === 'archive' ? 9 : 1 });
}

/** Brotli settings of an effort (the geometry worker compresses with the same ones). */
export function brotliOptions(size: number, effort: 'archive' | 'live'): BrotliOptions {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: effort === 'archive' ? 9 : 4, [constants.BROTLI_PARAM_SIZE_HINT]: size } };
}
