import { describe, expect, it } from 'vitest';
import { outlinePath } from '../../../src/seatmap/model/outline-path.js';

describe('outlinePath', () => {
  it('places each corner by the camera, from the box corner, and closes the path', () => {
    const square = Float32Array.of(0, 0, 10, 0, 10, 10, 0, 10);
    expect(outlinePath(square, { scale: 2, x: 30, y: -5 }, 20, -10)).toBe('M10 5L30 5L30 25L10 25Z');
  });

  it('rounds to hundredths of a pixel', () => {
    expect(outlinePath(Float32Array.of(0.123, 0, 1, 0.5, 0, 1), { scale: 1, x: 0, y: 0 }, 0, 0)).toBe('M0.12 0L1 0.5L0 1Z');
  });

  it('gives nothing for a contour of fewer than three points', () => {
    expect(outlinePath(Float32Array.of(0, 0, 5, 5), { scale: 1, x: 0, y: 0 }, 0, 0)).toBe('');
  });
});
