import { describe, expect, it } from 'vitest';
import { over, spritePixels, stampInto } from '../../../src/seatmap/model/pixel-stamps.js';

/** An RGBA word as ImageData bytes read on a little-endian machine. */
const rgba = (r: number, g: number, b: number, a: number): number => ((a << 24) | (b << 16) | (g << 8) | r) >>> 0;
const RED = rgba(255, 0, 0, 255);
const HALF_BLUE = rgba(0, 0, 255, 128);

/** A 3x3 sprite: a plus sign, red in the middle row, half-transparent blue above and below. */
function plus(): ReturnType<typeof spritePixels> {
  const words = Uint32Array.from([0, HALF_BLUE, 0, RED, RED, RED, 0, HALF_BLUE, 0]);
  return spritePixels(new Uint8ClampedArray(words.buffer), 3);
}

describe('pixel stamps', () => {
  it('keeps, per sprite row, the columns that hold any pixel', () => {
    const empty = spritePixels(new Uint8ClampedArray(4 * 4), 2);
    expect([...empty.spans]).toEqual([0, 0, 0, 0]);
    expect([...plus().spans]).toEqual([1, 2, 0, 3, 1, 2]);
  });

  it('copies a sprite to its place and leaves transparent pixels untouched', () => {
    const target = new Uint32Array(5 * 4).fill(rgba(10, 20, 30, 255));
    stampInto(target, 5, 4, plus(), 1, 1);
    const background = rgba(10, 20, 30, 255);
    // Row 2 of the target is the sprite's middle row, columns 1..3.
    expect([...target.subarray(10, 15)]).toEqual([background, RED, RED, RED, background]);
    // The sprite's corners are transparent: the background stays.
    expect(target[5 + 1]).toBe(background);
    expect(target[5 + 3]).toBe(background);
  });

  it('cuts a sprite at every edge of the target', () => {
    const target = new Uint32Array(2 * 2);
    stampInto(target, 2, 2, plus(), -1, -1);
    // Only the sprite's bottom-right 2x2 lands: (1,1) red, (2,1) red, (1,2) half blue, (2,2) nothing.
    expect([...target]).toEqual([RED, RED, HALF_BLUE, 0]);
    const far = new Uint32Array(2 * 2);
    stampInto(far, 2, 2, plus(), 0, 1);
    expect([...far]).toEqual([0, 0, 0, HALF_BLUE]);
    const outside = new Uint32Array(2 * 2);
    stampInto(outside, 2, 2, plus(), 5, -7);
    expect([...outside]).toEqual([0, 0, 0, 0]);
  });

  it('blends a translucent pixel over an opaque one as drawImage does (source over)', () => {
    // 128/255 of blue over white: about half-way on red and green, blue stays full.
    expect(over(HALF_BLUE, rgba(255, 255, 255, 255))).toBe(rgba(127, 127, 255, 255));
    // Over nothing it is itself; two halves of alpha make three quarters.
    expect(over(HALF_BLUE, 0)).toBe(HALF_BLUE);
    const twice = over(HALF_BLUE, HALF_BLUE);
    expect(twice >>> 24).toBe(192);
    expect(twice & 0xffffff).toBe(HALF_BLUE & 0xffffff);
  });

  it('stamps over an earlier stamp with the same blend', () => {
    const target = new Uint32Array(3 * 3);
    stampInto(target, 3, 3, plus(), 0, 0);
    stampInto(target, 3, 3, plus(), 0, -1);
    // Top middle: the second stamp's red over the first one's half blue.
    expect(target[1]).toBe(RED);
    // Middle row centre: the second stamp's half blue over the first one's red.
    expect(target[4]).toBe(over(HALF_BLUE, RED));
  });
});
