import type { TFunction } from 'i18next';

/** Codes that all mean the page's seat map is older than the venue's layout: one text says so. */
const SEATMAP_CHANGED = new Set(['SEAT_NOT_FOUND', 'BLOCK_NOT_FOUND', 'BLOCK_MISMATCH', 'CATEGORY_MISMATCH']);

/**
 * The text of a refused booking's code, in the booking's words (a limit's refusal says the limit,
 * as a plural count), else the shop's text of the code; a code with neither reads as the generic failure.
 */
export function bookingErrorText(t: TFunction, error: { code: string; limit?: number }): string {
  const code = SEATMAP_CHANGED.has(error.code) ? 'SEATMAP_CHANGED' : error.code;
  // The shop's own text of a code no booking words (a rate limit, a session ended) before the generic one.
  const keys = [`booking:errors.${code}`, `errors:${code}`, 'booking:errors.UNKNOWN'];
  return error.limit === undefined ? t(keys) : t(keys, { count: error.limit });
}
