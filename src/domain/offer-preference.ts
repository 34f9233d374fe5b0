/**
 * Which rate the shop chooses for a fan: the standard one. A rate needing proof at the gate
 * (reduced, child's age) or a free rate is offered beside it and taken only by the fan's choice,
 * because a fan who cannot show the proof would be turned away at the gate.
 */

/** 0 for a standard paid rate, 1 for a paid rate needing proof, 2 for a free rate (child, companion). */
export function offerPreference(offer: { price: number; needsProof?: boolean }): number {
  if (offer.price <= 0) return 2;
  return offer.needsProof ? 1 : 0;
}

/**
 * The "from" price of an event, a pack or a block: the cheapest paid rate any fan may buy. A rate
 * needing proof is left out, as the fan who reads "from" cannot count on it, unless every paid rate
 * needs one (then the cheapest of those). Free rates are never a "from" price. Null without a paid rate.
 */
export function fromPrice(rates: Iterable<{ price: number; needsProof?: boolean }>): number | null {
  let open = Infinity;
  let withProof = Infinity;
  for (const { price, needsProof } of rates) {
    if (price <= 0) continue;
    if (needsProof) withProof = Math.min(withProof, price);
    else open = Math.min(open, price);
  }
  if (open !== Infinity) return open;
  return withProof === Infinity ? null : withProof;
}
