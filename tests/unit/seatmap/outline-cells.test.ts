import { describe, expect, it } from 'vitest';
import { outlineCells } from '../../../src/seatmap/model/outline-cells.js';

/** A rectangle's contour in world units. */
const rectangle = (x0: number, y0: number, x1: number, y1: number): Float32Array => Float32Array.of(x0, y0, x1, y0, x1, y1, x0, y1);
const identity = { scale: 1, x: 0, y: 0 };
const corners = (cells: { left: number; top: number }[]): string[] => cells.map((c) => `${c.left},${c.top}`);

describe('outline cells', () => {
  it('keeps only the squares a block outline crosses, not the block inside', () => {
    // A 400 x 400 block on a 100 px grid: the ring of 12 edge squares, not the 4 inner ones.
    const cells = outlineCells(rectangle(0, 0, 400, 400), identity, { left: 0, top: 0, right: 400, bottom: 400 }, 100, 5);
    expect(cells).toHaveLength(12);
    expect(corners(cells)).not.toContain('100,100');
    expect(corners(cells)).not.toContain('200,200');
    expect(corners(cells)).toContain('0,0');
    expect(corners(cells)).toContain('300,300');
  });

  it('draws nothing for a block whose outline lies beyond the box (a floor larger than the view)', () => {
    expect(outlineCells(rectangle(-500, -500, 1500, 1500), identity, { left: 0, top: 0, right: 800, bottom: 600 }, 100, 5)).toEqual([]);
  });

  it('counts squares the outline passes within reach of, and cuts the last squares at the box edge', () => {
    // An edge at x = 103, 3 px into the second column: within a reach of 5 of the first column too.
    const cells = outlineCells(Float32Array.of(103, -50, 103, 250, 500, 250), identity, { left: 0, top: 0, right: 150, bottom: 150 }, 100, 5);
    expect(corners(cells).sort()).toEqual(['0,0', '0,100', '100,0', '100,100']);
    expect(cells.find((c) => c.left === 100 && c.top === 100)).toEqual({ left: 100, top: 100, right: 150, bottom: 150 });
    const farther = outlineCells(Float32Array.of(120, -50, 120, 250, 500, 250), identity, { left: 0, top: 0, right: 150, bottom: 150 }, 100, 5);
    expect(corners(farther).sort()).toEqual(['100,0', '100,100']);
  });

  it('places the outline by the camera: world units scaled and moved to the screen', () => {
    // World square 0..10 at scale 20, moved by (-90, -90): on screen -90..110, its right and bottom
    // edges inside the box at 110.
    const cells = outlineCells(rectangle(0, 0, 10, 10), { scale: 20, x: -90, y: -90 }, { left: 0, top: 0, right: 200, bottom: 200 }, 50, 2);
    expect(corners(cells).sort()).toEqual(['0,100', '100,0', '100,100', '100,50', '50,100']);
  });

  it('finds the squares a diagonal crosses, not the ones beside it', () => {
    // y = x - 10 from (10, 0) to (290, 280).
    const cells = outlineCells(Float32Array.of(10, 0, 290, 280), identity, { left: 0, top: 0, right: 300, bottom: 300 }, 100, 1);
    expect(corners(cells).sort()).toEqual(['0,0', '100,0', '100,100', '200,100', '200,200']);
  });
});
