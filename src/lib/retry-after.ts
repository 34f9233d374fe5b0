/**
 * Whole minutes (at least one) until a rate limit lifts, from a 429 answer's
 * `details.retryAfterSeconds`; null when the answer does not say.
 */
export function retryAfterMinutes(details: unknown): number | null {
  if (typeof details !== 'object' || details === null) return null;
  const seconds = (details as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.max(1, Math.ceil(seconds / 60));
}
