import { describe, expect, it } from 'vitest';
import { refreshTiles } from '../../../src/seatmap/render/scene-refresh.js';
import { TiledLayer } from '../../../src/seatmap/render/tiled-layer.js';
import type { StaticScene } from '../../../src/seatmap/render/scene.js';
import { defaultPalette } from '../../../src/seatmap/render/palette.js';
import { SeatStatus } from '../../../src/seatmap/model/types.js';
import { levelScale, rectFromBounds, zoomLevel, type Camera, type Rect } from '../../../src/seatmap/model/viewport.js';
import { gridGeometry } from './fixture.js';
import { installFakeOffscreenCanvas } from './helpers/fake-canvas.js';

installFakeOffscreenCanvas();

// Two blocks of 40 x 30 seats side by side; at 16 px a unit, each block spans several 256 px tiles.
const geometry = gridGeometry([{ rows: 30, seatsPerRow: 40 }, { rows: 30, seatsPerRow: 40 }]);
const world = rectFromBounds(geometry.bounds);
const size = { width: 2000, height: 800 };
const camera: Camera = { x: 0, y: 0, scale: levelScale(zoomLevel(16)) };
const tilePx = 256;
const stats = geometry.blocks.map(() => ({ availability: 1, minimumPrice: 10, freeSeats: 1200, resaleSeats: 0, soldOut: false }));
const base: StaticScene = {
  geometry,
  status: new Uint8Array(geometry.seatCount),
  blockStats: stats as unknown as StaticScene['blockStats'],
  colouring: 'availability',
  priceRange: null,
  palette: defaultPalette,
  categoryVisible: null,
  resaleFilter: 'all',
};

/** The map's one tiled layer (blocks and seats on the same tiles), drawn for the camera; records what it renders. */
function drawnLayer() {
  const rendered: Rect[] = [];
  const layer = new TiledLayer({ tilePx, budgetPixels: 64e6, render: (_ctx, rect) => (rendered.push(rect), true) });
  const settle = () => {
    rendered.length = 0;
    while (layer.renderNext(camera, size, world, Infinity, false, true) !== 'idle');
    return [...rendered];
  };
  settle();
  return { layer, settle };
}

const touches = (r: Rect, x: number, y: number) => x >= r.minX && x <= r.maxX && y >= r.minY && y <= r.maxY;

describe('refreshTiles: what a new scene redraws on the map tiles', () => {
  it('redraws only the tiles around a seat whose status changed, with its block under it', () => {
    const { layer, settle } = drawnLayer();
    const status = base.status.slice();
    const seat = 5;
    status[seat] = SeatStatus.Sold;
    expect(refreshTiles(base, { ...base, status }, layer, tilePx)).toBe(false);
    expect(layer.pending(camera, size, world)).toBe(true);
    const redrawn = settle();
    expect(redrawn.length).toBeGreaterThan(0);
    expect(redrawn.length).toBeLessThanOrEqual(4);
    const x = geometry.x[seat]!;
    const y = geometry.y[seat]!;
    expect(redrawn.some((r) => touches(r, x, y))).toBe(true);
  });

  it('redraws the tiles of a block whose statistics changed, and none of the other block', () => {
    const { layer, settle } = drawnLayer();
    const next = stats.map((s, i) => (i === 1 ? { ...s, freeSeats: 3, availability: 0.01 } : s));
    expect(refreshTiles(base, { ...base, blockStats: next as unknown as StaticScene['blockStats'] }, layer, tilePx)).toBe(false);
    const redrawn = settle();
    expect(redrawn.length).toBeGreaterThan(0);
    const [b0x0, , b0x1] = geometry.blocks[0]!.bbox;
    // Tiles of the first block only (well clear of the second one's bounds and margin) stay as they are.
    expect(redrawn.some((r) => r.maxX < b0x1 - 6 && r.minX >= b0x0 - 1)).toBe(false);
  });

  it('drops every tile when the look changes', () => {
    const { layer, settle } = drawnLayer();
    expect(refreshTiles(base, { ...base, palette: { ...defaultPalette, sold: '#000000' } }, layer, tilePx)).toBe(true);
    expect(layer.tileCount).toBe(0);
    expect(settle().length).toBeGreaterThan(4);
  });
});
