/**
 * A least-recently-used store of tile bitmaps bounded by a pixel budget, so a phone with a high
 * device pixel ratio never holds more canvas memory than the budget allows.
 */

export interface Tile {
  /** Null for an empty tile, kept so it is not rendered again. */
  readonly canvas: HTMLCanvasElement | ImageBitmap | null;
  readonly pixels: number;
}

export class TileCache {
  private readonly tiles = new Map<string, Tile>();
  private pixels = 0;

  constructor(private budgetPixels: number) {}

  /** Raises the budget (never lowers it): what the view needs at the device's pixel ratio. */
  ensureBudget(pixels: number): void {
    this.budgetPixels = Math.max(this.budgetPixels, pixels);
  }

  get budget(): number {
    return this.budgetPixels;
  }

  /** Pixels the tile holds (0 when absent or empty), without touching its age. */
  pixelsOf(id: string): number {
    return this.tiles.get(id)?.pixels ?? 0;
  }

  /** Returns the tile and marks it as recently used. */
  get(id: string): Tile | undefined {
    const t = this.tiles.get(id);
    if (t) {
      this.tiles.delete(id);
      this.tiles.set(id, t);
    }
    return t;
  }

  /** Whether the tile exists, without touching its age. */
  has(id: string): boolean {
    return this.tiles.has(id);
  }

  set(id: string, tile: Tile): void {
    this.delete(id);
    this.tiles.set(id, tile);
    this.pixels += tile.pixels;
    for (const [key, old] of this.tiles) {
      if (this.pixels <= this.budgetPixels || key === id) break;
      this.tiles.delete(key);
      this.pixels -= old.pixels;
      release(old);
    }
  }

  delete(id: string): void {
    const t = this.tiles.get(id);
    if (t) {
      this.tiles.delete(id);
      this.pixels -= t.pixels;
      release(t);
    }
  }

  /** Drops every tile for which `predicate(id)` is true. */
  deleteWhere(predicate: (id: string) => boolean): void {
    for (const id of [...this.tiles.keys()]) if (predicate(id)) this.delete(id);
  }

  clear(): void {
    for (const t of this.tiles.values()) release(t);
    this.tiles.clear();
    this.pixels = 0;
  }

  get size(): number {
    return this.tiles.size;
  }

  get usedPixels(): number {
    return this.pixels;
  }
}

/** Frees a bitmap's pixels now rather than at garbage collection. */
function release(tile: Tile): void {
  if (tile.canvas && 'close' in tile.canvas) tile.canvas.close();
}
