import { FULL_PERCENT_BASIS_POINTS } from './types.js';

/**
 * `amount × basisPoints / 10 000` rounded half up (0.5 cent goes up), in integers only, capped
 * at `amount`. Each line is rounded on its own, so a code's total is the sum of rounded lines.
 */
export function percentOf(amount: number, basisPoints: number): number {
  if (amount <= 0 || basisPoints <= 0) return 0;
  const bp = Math.min(basisPoints, FULL_PERCENT_BASIS_POINTS);
  return Math.min(amount, Math.floor((amount * bp + FULL_PERCENT_BASIS_POINTS / 2) / FULL_PERCENT_BASIS_POINTS));
}

/**
 * Spreads `total` cents over lines in proportion to what is left to pay on each (`remaining`),
 * by the largest-remainder method: every line gets the floor of its exact share, then the cents
 * still missing go one each to the lines with the largest fractional parts (ties: larger line
 * first, then earlier line). The shares add up to `min(total, Σ remaining)` exactly and no share
 * exceeds its line, so no line ever goes below zero.
 */
export function spreadProportionally(total: number, remaining: readonly number[]): number[] {
  const sum = remaining.reduce((a, b) => a + Math.max(0, b), 0);
  const amount = Math.min(Math.max(0, total), sum);
  if (amount === 0) return remaining.map(() => 0);
  const shares: number[] = [];
  const fractions: { index: number; fraction: number; line: number }[] = [];
  remaining.forEach((value, index) => {
    const line = Math.max(0, value);
    // amount ≤ sum and line ≤ sum keep this product far below 2^53 for any realistic order.
    const exact = amount * line;
    shares.push(Math.floor(exact / sum));
    fractions.push({ index, fraction: exact % sum, line });
  });
  let missing = amount - shares.reduce((a, b) => a + b, 0);
  fractions.sort((a, b) => b.fraction - a.fraction || b.line - a.line || a.index - b.index);
  for (const { index } of fractions) {
    if (missing === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    missing -= 1;
  }
  return shares;
}
