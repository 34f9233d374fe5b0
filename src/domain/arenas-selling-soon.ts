import { saleState } from './sale-window.js';
import type { SaleWindowInput } from './sale-window.js';

/** An event's or a pack's website sale, with the arena its seat map shows. */
export interface ArenaSale extends Omit<SaleWindowInput, 'now' | 'soldOut'> {
  arenaId: number;
}

/** A sale counts when fans may buy now (priority sale included) or will within `horizonMs`. */
function sellingWithin(sale: ArenaSale, now: Date, horizonMs: number): boolean {
  const selling = (at: Date) => {
    // Sold-out maps are still looked at (resale listings, returns): not a reason to skip one.
    const state = saleState({ ...sale, now: at, soldOut: false });
    return state === 'on_sale' || state === 'early_bird';
  };
  if (selling(now)) return true;
  // Opening within the horizon: the window's first instant falls between now and the horizon.
  const opening = Date.parse(sale.channel?.earlyBirdOpeningDatetime ?? sale.channel?.openingDatetime ?? '');
  return Number.isFinite(opening) && opening > now.getTime() && opening <= now.getTime() + horizonMs && selling(new Date(opening));
}

/**
 * The arenas whose seat maps fans open now or soon: those of sales open at `now` or opening
 * within `horizonMs`, each once, the soonest-opening first (already open ones lead).
 */
export function arenasSellingSoon(sales: readonly ArenaSale[], now: Date, horizonMs: number): number[] {
  const openingOf = (sale: ArenaSale) => Date.parse(sale.channel?.earlyBirdOpeningDatetime ?? sale.channel?.openingDatetime ?? '');
  const soon = sales.filter((sale) => sellingWithin(sale, now, horizonMs)).sort((a, b) => openingOf(a) - openingOf(b));
  return [...new Set(soon.map((sale) => sale.arenaId))];
}
