/**
 * Camera math for the seat map: pure functions over plain numbers, no DOM.
 *
 * A camera maps world coordinates (the venue's units) to screen pixels (CSS pixels):
 * `screen = world * scale + offset`. Every function returns a new camera; nothing mutates.
 */

/** Screen = world * scale + (x, y). */
export interface Camera {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

/** An axis-aligned rectangle in world or screen coordinates. */
export interface Rect {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface ScaleLimits {
  readonly min: number;
  readonly max: number;
}

/** What the map draws at a given zoom. */
export type LevelOfDetail = 'blocks' | 'seats' | 'numbers';

/** On-screen size of one seat pitch (px) from which seats, then seat numbers, are drawn. */
export const LOD_SEATS_MIN_PITCH_PX = 3.5;
export const LOD_NUMBERS_MIN_PITCH_PX = 16;

/** Maps a world point to the screen. */
export function worldToScreen(camera: Camera, p: Point): Point {
  return { x: p.x * camera.scale + camera.x, y: p.y * camera.scale + camera.y };
}

/** Maps a screen point to the world. */
export function screenToWorld(camera: Camera, p: Point): Point {
  return { x: (p.x - camera.x) / camera.scale, y: (p.y - camera.y) / camera.scale };
}

/** The world rectangle the screen shows. */
export function visibleWorldRect(camera: Camera, size: Size): Rect {
  const a = screenToWorld(camera, { x: 0, y: 0 });
  const b = screenToWorld(camera, { x: size.width, y: size.height });
  return { minX: a.x, minY: a.y, maxX: b.x, maxY: b.y };
}

/** Moves the camera by a screen-space delta. */
export function panBy(camera: Camera, dx: number, dy: number): Camera {
  return { x: camera.x + dx, y: camera.y + dy, scale: camera.scale };
}

/**
 * Multiplies the scale by `factor` while keeping the world point under `anchor` (screen
 * coordinates) still, so zooming follows the pointer. The scale is clamped to `limits`.
 */
export function zoomAt(camera: Camera, anchor: Point, factor: number, limits: ScaleLimits): Camera {
  const scale = clamp(camera.scale * factor, limits.min, limits.max);
  const world = screenToWorld(camera, anchor);
  return { x: anchor.x - world.x * scale, y: anchor.y - world.y * scale, scale };
}

/**
 * A camera that shows `bounds` whole and centred in a screen of `size`, leaving `padding` px on
 * every side. A degenerate rectangle (a point) is shown at `limits.max`.
 */
export function fitRect(bounds: Rect, size: Size, padding: number, limits: ScaleLimits): Camera {
  const w = Math.max(bounds.maxX - bounds.minX, 0);
  const h = Math.max(bounds.maxY - bounds.minY, 0);
  const availW = Math.max(size.width - 2 * padding, 1);
  const availH = Math.max(size.height - 2 * padding, 1);
  const raw = w === 0 && h === 0 ? limits.max : Math.min(w > 0 ? availW / w : Infinity, h > 0 ? availH / h : Infinity);
  const scale = clamp(raw, limits.min, limits.max);
  const cx = (bounds.minX + bounds.maxX) / 2;
  const cy = (bounds.minY + bounds.maxY) / 2;
  return { x: size.width / 2 - cx * scale, y: size.height / 2 - cy * scale, scale };
}

/**
 * Zoom range for a venue: zoomed out far enough to see the whole venue with some room, and in
 * far enough that one seat pitch spans `maxPitchPx` screen pixels.
 */
export function scaleLimitsFor(world: Rect, size: Size, seatPitch: number, maxPitchPx = 64): ScaleLimits {
  const fit = fitRect(world, size, 0, { min: 0, max: Infinity }).scale;
  const min = fit * 0.5;
  const max = Math.max(maxPitchPx / Math.max(seatPitch, 1e-9), fit * 2);
  return { min, max };
}

/**
 * Keeps part of the world on screen: the camera may move until the world's edge reaches
 * `margin` px inside the opposite screen edge, never further. When the world is smaller than
 * the screen on an axis, it stays inside the screen on that axis.
 */
export function clampCamera(camera: Camera, size: Size, world: Rect, margin = 48): Camera {
  return {
    x: clampAxis(camera.x, camera.scale, world.minX, world.maxX, size.width, margin),
    y: clampAxis(camera.y, camera.scale, world.minY, world.maxY, size.height, margin),
    scale: camera.scale,
  };
}

function clampAxis(offset: number, scale: number, wMin: number, wMax: number, screen: number, margin: number): number {
  const lo = wMin * scale + offset; // screen position of world min
  const hi = wMax * scale + offset;
  const span = hi - lo;
  const m = Math.min(margin, screen / 2);
  if (span <= screen - 2 * m) {
    // Small content: keep it wholly on screen.
    if (lo < 0) return offset - lo;
    if (hi > screen) return offset - (hi - screen);
    return offset;
  }
  // Large content: its far edge may not pass `m` px inside the near screen edge.
  if (hi < m) return offset + (m - hi);
  if (lo > screen - m) return offset - (lo - (screen - m));
  return offset;
}

/** Which details the map shows at this scale, given the distance between neighbouring seats. */
export function levelOfDetail(scale: number, seatPitch: number): LevelOfDetail {
  const px = scale * seatPitch;
  if (px >= LOD_NUMBERS_MIN_PITCH_PX) return 'numbers';
  if (px >= LOD_SEATS_MIN_PITCH_PX) return 'seats';
  return 'blocks';
}

/** Whether two rectangles overlap (touching counts). */
export function intersects(a: Rect, b: Rect): boolean {
  return a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;
}

/** Grows a rectangle by `d` on every side. */
export function inflate(r: Rect, d: number): Rect {
  return { minX: r.minX - d, minY: r.minY - d, maxX: r.maxX + d, maxY: r.maxY + d };
}

/** Zoom levels per doubling of the scale. */
export const LEVELS_PER_OCTAVE = 4;

/**
 * Tiles are cached per zoom level (powers of 2^(1/4)). Wheel and button zoom land exactly on a
 * level, so panning blits tiles 1:1 (a scaled blit filters every pixel and costs several times
 * more in software raster); pinch may sit between levels and stretches tiles by at most 9%.
 */
export function zoomLevel(scale: number): number {
  return Math.round(Math.log2(scale) * LEVELS_PER_OCTAVE);
}

/** The scale a zoom level's tiles are drawn at. */
export function levelScale(level: number): number {
  return 2 ** (level / LEVELS_PER_OCTAVE);
}

/**
 * The level scale a zoom by `factor` lands on: the nearest level, but always at least one level
 * away from the current one when `factor` asks for a change, so small wheel steps still zoom.
 */
export function snappedZoomScale(scale: number, factor: number, limits: ScaleLimits): number {
  const current = zoomLevel(scale);
  let target = zoomLevel(scale * factor);
  if (target === current && factor > 1) target = current + 1;
  if (target === current && factor < 1) target = current - 1;
  let s = levelScale(target);
  while (s > limits.max * 1.0001) s = levelScale(--target);
  while (s < limits.min * 0.9999) s = levelScale(++target);
  return s;
}

/** The largest level scale at or under `scale` (fitting views stay whole after snapping). */
export function floorLevelScale(scale: number): number {
  return levelScale(Math.floor(Math.log2(scale) * LEVELS_PER_OCTAVE + 1e-9));
}

export interface TileKey {
  readonly level: number;
  readonly col: number;
  readonly row: number;
}

/** The world rectangle covered by a tile of `tilePx` screen pixels at a zoom level. */
export function tileWorldRect(key: TileKey, tilePx: number): Rect {
  const size = tilePx / levelScale(key.level);
  return { minX: key.col * size, minY: key.row * size, maxX: (key.col + 1) * size, maxY: (key.row + 1) * size };
}

/** The tiles of `level` that intersect `visible` (world), clipped to `world` when given. */
export function visibleTiles(visible: Rect, level: number, tilePx: number, world?: Rect): TileKey[] {
  const r = world ? intersection(visible, world) : visible;
  if (!r) return [];
  const size = tilePx / levelScale(level);
  const c0 = Math.floor(r.minX / size);
  const c1 = Math.floor(r.maxX / size);
  const r0 = Math.floor(r.minY / size);
  const r1 = Math.floor(r.maxY / size);
  const out: TileKey[] = [];
  for (let row = r0; row <= r1; row++) for (let col = c0; col <= c1; col++) out.push({ level, col, row });
  return out;
}

/** A tile's square on a canvas, in device pixels. */
export interface DeviceSquare {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Where a tile lands for `camera` at `pixelRatio`, in device pixels. Both edges are rounded (not
 * the size) so neighbouring tiles meet without seams: with a pixel ratio that is not whole (1.9
 * once bounded by the canvas budget) a tile spans 486.2 device pixels, so some tiles must cover 487.
 */
export function tileDeviceSquare(key: TileKey, tilePx: number, camera: Camera, pixelRatio: number): DeviceSquare {
  const r = tileWorldRect(key, tilePx);
  return {
    x0: Math.round((r.minX * camera.scale + camera.x) * pixelRatio),
    y0: Math.round((r.minY * camera.scale + camera.y) * pixelRatio),
    x1: Math.round((r.maxX * camera.scale + camera.x) * pixelRatio),
    y1: Math.round((r.maxY * camera.scale + camera.y) * pixelRatio),
  };
}

/**
 * The tiles of the nearest level around `key`'s that cover its square and are all cached
 * (`isCached` of a tile id), to stand in for it; null when no level has them all.
 */
export function standInTiles(key: TileKey, tilePx: number, isCached: (id: string) => boolean): TileKey[] | null {
  const r = tileWorldRect(key, tilePx);
  for (const d of [-1, 1, -2, 2, -3, 3]) {
    const around = visibleTiles(r, key.level + d, tilePx);
    if (around.length > 16) continue; // much finer levels: too many blits to be worth it
    if (around.every((k) => isCached(tileId(k)))) return around;
  }
  return null;
}

/** The overlap of two rectangles, or null. */
export function intersection(a: Rect, b: Rect): Rect | null {
  const minX = Math.max(a.minX, b.minX);
  const minY = Math.max(a.minY, b.minY);
  const maxX = Math.min(a.maxX, b.maxX);
  const maxY = Math.min(a.maxY, b.maxY);
  return minX <= maxX && minY <= maxY ? { minX, minY, maxX, maxY } : null;
}

/** A stable string for a tile, used as a cache key. */
export function tileId(key: TileKey): string {
  return `${key.level}:${key.col}:${key.row}`;
}

/**
 * Canvas pixel ratio under a memory budget: the device ratio (sharp on phones) unless the
 * backing store of `layers` canvases of `size` would exceed `budgetPixels`.
 */
export function boundedPixelRatio(devicePixelRatio: number, size: Size, layers: number, budgetPixels: number): number {
  const dpr = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  const area = Math.max(size.width * size.height * layers, 1);
  const maxRatio = Math.sqrt(budgetPixels / area);
  return Math.max(Math.min(dpr, maxRatio), Math.min(1, dpr));
}

/** Clamps a number into [lo, hi]. */
export function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

/** Linear interpolation between two cameras, for animated transitions (t in [0, 1]). */
export function lerpCamera(a: Camera, b: Camera, t: number): Camera {
  // Interpolate the scale geometrically so the zoom speed feels even.
  const scale = a.scale * (b.scale / a.scale) ** t;
  // Keep the screen centre path straight in world space.
  const k = (x0: number, x1: number) => x0 + (x1 - x0) * t;
  return { x: k(a.x, b.x), y: k(a.y, b.y), scale };
}

/** Converts the model's `[minX, minY, maxX, maxY]` tuple into a rectangle. */
export function rectFromBounds(b: readonly [number, number, number, number]): Rect {
  return { minX: b[0], minY: b[1], maxX: b[2], maxY: b[3] };
}
