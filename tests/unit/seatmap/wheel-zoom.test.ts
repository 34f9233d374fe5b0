import { describe, expect, it } from 'vitest';
import { wheelZooms } from '../../../src/seatmap/render/pointer-gestures.js';

/** A map element that contains exactly the elements given. */
const map = (inside: readonly object[]) => ({ contains: (other: unknown) => inside.includes(other as object) });

describe('wheel over the map', () => {
  const canvas = {} as Element;
  const searchBox = {} as Element;

  it('zooms when the map has focus, or with Ctrl or Cmd held', () => {
    expect(wheelZooms({ ctrlKey: false, metaKey: false }, map([canvas]), canvas)).toBe(true);
    expect(wheelZooms({ ctrlKey: true, metaKey: false }, map([canvas]), searchBox)).toBe(true);
    expect(wheelZooms({ ctrlKey: false, metaKey: true }, map([canvas]), null)).toBe(true);
  });

  it('leaves the page to scroll otherwise', () => {
    expect(wheelZooms({ ctrlKey: false, metaKey: false }, map([canvas]), searchBox)).toBe(false);
    expect(wheelZooms({ ctrlKey: false, metaKey: false }, map([canvas]), null)).toBe(false);
  });
});
