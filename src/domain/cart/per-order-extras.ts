/**
 * Per-order extras (a plastic card, a parking, a paid withdrawal): every item of an order may ask
 * for them, and the order holds each as many times as the largest ask, not once per item.
 */

/** An item's ask: `quantity` units of an extra, by an event's single tickets or by a pack. */
export interface ExtraAsk {
  ancillaryId: number;
  eventId: number | null;
  packId: number | null;
  quantity: number;
}

const sameItem = (a: Pick<ExtraAsk, 'eventId' | 'packId'>, b: Pick<ExtraAsk, 'eventId' | 'packId'>): boolean =>
  a.eventId === b.eventId && a.packId === b.packId;

/**
 * The units the order lacks, given every ask of its items and the units it holds (`held`, by
 * extra): each extra up to its largest ask, written under the item that asked for it, `current`
 * (the item being sent) when it is among the largest.
 */
export function missingExtraUnits(
  asks: readonly ExtraAsk[],
  held: ReadonlyMap<number, number>,
  current: Pick<ExtraAsk, 'eventId' | 'packId'>,
): ExtraAsk[] {
  const largest = new Map<number, ExtraAsk>();
  for (const ask of asks) {
    const best = largest.get(ask.ancillaryId);
    if (!best || ask.quantity > best.quantity || (ask.quantity === best.quantity && sameItem(ask, current))) largest.set(ask.ancillaryId, ask);
  }
  return [...largest.values()]
    .map((ask) => ({ ...ask, quantity: ask.quantity - (held.get(ask.ancillaryId) ?? 0) }))
    .filter((ask) => ask.quantity > 0);
}

/** An extra ticket of the order: its id, its extra and the item it is written under. */
export interface ExtraTicket {
  id: number;
  ancillaryId: number;
  eventId: number | null;
  packId: number | null;
}

/**
 * Of the extra tickets leaving with their item (`leaving`), those the order keeps because an item
 * it still holds asks for them: each extra up to that item's largest ask, counting the units the
 * order keeps anyway (`kept`, by extra). Each kept ticket is moved under the item that asks.
 */
export function extrasStillAsked(
  leaving: readonly ExtraTicket[],
  kept: ReadonlyMap<number, number>,
  asks: readonly ExtraAsk[],
): ExtraTicket[] {
  const noItem = { eventId: null, packId: null };
  return missingExtraUnits(asks, kept, noItem).flatMap((missing) =>
    leaving.filter((t) => t.ancillaryId === missing.ancillaryId).slice(0, missing.quantity)
      .map((t) => ({ ...t, eventId: missing.eventId, packId: missing.packId })));
}
