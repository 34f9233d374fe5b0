/**
 * Holder information of the tickets an order is created with. A ticket's holder is either absent
 * (named later from My purchases) or complete and valid: the mandatory fields of the site
 * configuration (subscriber fields for season tickets) and the format of every field given.
 */
import type { SiteConfig } from '../../../domain/site-config.js';
import type { CartTicketInput, TicketKind } from '../../../domain/cart-payload.js';
import { holderRules, isHolderEmpty, normalizeHolder, validateHolder } from '../../../domain/holder/holder-fields.js';
import type { HolderErrors, HolderKind } from '../../../domain/holder/holder-fields.js';
import { refused } from './order-errors.js';

export const holderKindOf = (kind: TicketKind | 'individual' | 'pack' | 'season' | null): HolderKind => (kind === 'season' ? 'subscriber' : 'holder');

/** The tickets with their holder normalized (or null when none was given); a 400 HOLDER_INFO_INVALID otherwise. */
export function checkedHolders(config: SiteConfig, kind: TicketKind, tickets: readonly CartTicketInput[], today: string): CartTicketInput[] {
  const rules = holderRules(config, holderKindOf(kind));
  const problems: { index: number; fields: HolderErrors }[] = [];
  const checked = tickets.map((ticket, index) => {
    if (ticket.holderInfo === null || isHolderEmpty(ticket.holderInfo)) return { ...ticket, holderInfo: null };
    const fields = validateHolder(ticket.holderInfo, rules, today);
    if (Object.keys(fields).length > 0) problems.push({ index, fields });
    return { ...ticket, holderInfo: normalizeHolder(ticket.holderInfo) as Record<string, string | null> };
  });
  const first = problems[0];
  if (first) throw refused(400, 'HOLDER_INFO_INVALID', { path: `tickets[${first.index}].holderInfo`, fields: first.fields, tickets: problems });
  return checked;
}
