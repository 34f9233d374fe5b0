import { describe, expect, it } from 'vitest';
import { drawSeats } from '../../../src/seatmap/render/draw-seats.js';
import { defaultPalette } from '../../../src/seatmap/render/palette.js';
import type { StaticScene } from '../../../src/seatmap/render/scene.js';
import { SeatStatus } from '../../../src/seatmap/model/types.js';
import { gridGeometry } from './fixture.js';

/** A 2D context that draws nothing and remembers the texts written on it. */
function recordingContext(): { ctx: CanvasRenderingContext2D; texts: string[] } {
  const texts: string[] = [];
  const ctx = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, name) => {
      if (name === 'fillText') return (text: string) => texts.push(text);
      if (name === 'getTransform') return () => ({ a: 20 });
      return name in target ? target[name] : () => undefined;
    },
    set: (target, name, value) => {
      target[name] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { ctx, texts };
}

describe('drawSeats at the numbers level', () => {
  it('numbers the seats of a seated block and never the places of an open-seating area', () => {
    // Block 0 is seated (2 rows of 3), block 1 a general-admission area laid out on a grid (2 rows of 4).
    const geometry = gridGeometry([{ rows: 2, seatsPerRow: 3 }, { rows: 2, seatsPerRow: 4, isOpenSeating: true }]);
    const seatCount = geometry.x.length;
    const scene: StaticScene = {
      geometry,
      status: new Uint8Array(seatCount).fill(SeatStatus.Available),
      blockStats: [],
      colouring: 'availability',
      priceRange: null,
      palette: defaultPalette,
      categoryVisible: null,
      resaleFilter: 'all',
    };
    const { ctx, texts } = recordingContext();
    drawSeats(ctx, scene, { minX: -100, minY: -100, maxX: 100, maxY: 100 }, 20, 'numbers');
    // The seated block's six numbers (1-3 in each row); the area's "4" appears nowhere.
    expect(texts.sort()).toEqual(['1', '1', '2', '2', '3', '3']);
  });
});
