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
