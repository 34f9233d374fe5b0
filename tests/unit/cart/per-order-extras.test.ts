import { describe, expect, it } from 'vitest';
import { extrasStillAsked, missingExtraUnits } from '../../../src/domain/cart/per-order-extras.js';

const CARD = 1;
const PARKING = 2;
const matchOne = { eventId: 10, packId: null };
const matchTwo = { eventId: 20, packId: null };
const season = { eventId: null, packId: 5 };

describe('missingExtraUnits', () => {
  it('writes nothing when the order already holds what its largest ask wants', () => {
    const asks = [{ ancillaryId: CARD, ...matchOne, quantity: 1 }, { ancillaryId: CARD, ...matchTwo, quantity: 1 }];
    expect(missingExtraUnits(asks, new Map([[CARD, 1]]), matchTwo)).toEqual([]);
  });

  it('gives back under the asking item a unit written under an item that no longer asks', () => {
    // Match one was sent again without the card: its unit went with it; match two still wants one.
    const asks = [{ ancillaryId: CARD, ...matchTwo, quantity: 1 }];
    expect(missingExtraUnits(asks, new Map(), matchOne)).toEqual([{ ancillaryId: CARD, ...matchTwo, quantity: 1 }]);
  });

  it('tops up to the largest ask, under the item being sent when it is among the largest', () => {
    const asks = [{ ancillaryId: PARKING, ...season, quantity: 2 }, { ancillaryId: PARKING, ...matchOne, quantity: 2 }, { ancillaryId: CARD, ...season, quantity: 1 }];
    expect(missingExtraUnits(asks, new Map([[PARKING, 1]]), matchOne)).toEqual([
      { ancillaryId: PARKING, ...matchOne, quantity: 1 },
      { ancillaryId: CARD, ...season, quantity: 1 },
    ]);
  });
});

describe('extrasStillAsked', () => {
  const cardUnderOne = { id: 71, ancillaryId: CARD, ...matchOne };
  const parkingUnderOne = { id: 72, ancillaryId: PARKING, ...matchOne };

  it('keeps, under the asking item, an extra leaving with its item that an item still held asks for', () => {
    const asks = [{ ancillaryId: CARD, ...matchTwo, quantity: 1 }];
    expect(extrasStillAsked([cardUnderOne, parkingUnderOne], new Map(), asks)).toEqual([{ id: 71, ancillaryId: CARD, ...matchTwo }]);
  });

  it('keeps none when the order holds enough units anyway, or when no held item asks', () => {
    expect(extrasStillAsked([cardUnderOne], new Map([[CARD, 1]]), [{ ancillaryId: CARD, ...season, quantity: 1 }])).toEqual([]);
    expect(extrasStillAsked([cardUnderOne], new Map(), [])).toEqual([]);
  });

  it('keeps as many units as the largest ask lacks', () => {
    const two = [{ id: 81, ancillaryId: PARKING, ...matchOne }, { id: 82, ancillaryId: PARKING, ...matchOne }, { id: 83, ancillaryId: PARKING, ...matchOne }];
    expect(extrasStillAsked(two, new Map(), [{ ancillaryId: PARKING, ...season, quantity: 2 }]).map((t) => [t.id, t.packId])).toEqual([[81, 5], [82, 5]]);
  });
});
