import { describe, expect, it } from 'vitest';
import { canStamp, seatSprite, stampSeats } from '../../../src/seatmap/render/seat-sprites.js';
import { installFakeOffscreenCanvas } from './helpers/fake-canvas.js';

installFakeOffscreenCanvas();

describe('seat sprites', () => {
  it('stamps seats of a few device pixels up to large ones, not tiny or huge ones', () => {
    expect(canStamp(1)).toBe(false);
    expect(canStamp(4)).toBe(true);
    expect(canStamp(40)).toBe(true);
    expect(canStamp(100)).toBe(false);
  });

  it('keeps one bitmap per look, colour and size, large enough for the whole shape', () => {
    const disc = seatSprite('disc', '#228be6', 6, 2);
    expect(seatSprite('disc', '#228be6', 6, 2)).toBe(disc);
    expect(seatSprite('disc', '#fa5252', 6, 2)).not.toBe(disc);
    expect(disc?.width).toBe(14);
    // A ring's line reaches half its width beyond the radius; a diamond 1.15 radii.
    expect(seatSprite('ring', '#868e96', 6, 2)?.width).toBe(16);
    expect(seatSprite('diamond', '#ae3ec9', 6, 2)?.width).toBe(16);
  });

  it('centres each stamp on its seat at whole device pixels, and restores the transform', () => {
    const calls: unknown[][] = [];
    const transform = { a: 2, b: 0, c: 0, d: 2, e: 10.3, f: 20 };
    const ctx = {
      getTransform: () => transform,
      setTransform: (...args: unknown[]) => calls.push(['setTransform', ...args]),
      drawImage: (...args: unknown[]) => calls.push(['drawImage', ...args.slice(1)]),
    } as unknown as OffscreenCanvasRenderingContext2D;
    const sprite = { width: 14 } as ImageBitmap;
    stampSeats(ctx, sprite, [0, 2], Float32Array.from([5, 99, 7.7]), Float32Array.from([1, 99, 3.2]));
    expect(calls).toEqual([
      ['setTransform', 1, 0, 0, 1, 0, 0],
      ['drawImage', 13, 15],
      ['drawImage', 19, 19],
      ['setTransform', transform],
    ]);
  });
});
