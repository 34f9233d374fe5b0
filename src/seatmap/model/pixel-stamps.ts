/**
 * Seat stamps written by script into a pixel buffer. Each `drawImage` of a seat sprite costs the
 * canvas a recorded operation and, at raster, a blit set up of its own; thousands of them are
 * most of a sharp map's wait after a zoom into a crowded view. Copying the sprite's pixels in
 * script costs a few hundred word writes per seat, and the canvas then draws one image.
 *
 * Pixels are 32-bit words of straight (not premultiplied) RGBA as ImageData holds them, read on
 * a little-endian machine: alpha is the top byte.
 */

/** A sprite's pixels and, per row, the columns that hold any. */
export interface SpritePixels {
  readonly side: number;
  readonly words: Uint32Array;
  /** For row r: the first column with alpha at [2r], one past the last at [2r + 1] (equal when empty). */
  readonly spans: Uint16Array;
}

/** Whether 32-bit words read RGBA bytes with alpha on top (every browser's machine today). */
export const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/** A square sprite's pixels (ImageData bytes, `side` x `side`) with the spans of each row. */
export function spritePixels(rgba: Uint8ClampedArray, side: number): SpritePixels {
  const words = new Uint32Array(rgba.buffer.slice(rgba.byteOffset, rgba.byteOffset + side * side * 4));
  const spans = new Uint16Array(side * 2);
  for (let row = 0; row < side; row++) {
    let first = side;
    let end = 0;
    for (let col = 0; col < side; col++) {
      if (words[row * side + col]! >>> 24 === 0) continue;
      if (col < first) first = col;
      end = col + 1;
    }
    spans[row * 2] = first < end ? first : 0;
    spans[row * 2 + 1] = first < end ? end : 0;
  }
  return { side, words, spans };
}

/**
 * Draws `sprite` on `target` (`width` x `height` words) with its top-left corner at (left, top),
 * cut at the target's edges, as `drawImage` would: "source over" what is already there.
 */
export function stampInto(target: Uint32Array, width: number, height: number, sprite: SpritePixels, left: number, top: number): void {
  const { side, words, spans } = sprite;
  const rowFrom = Math.max(0, -top);
  const rowTo = Math.min(side, height - top);
  for (let row = rowFrom; row < rowTo; row++) {
    const from = Math.max(spans[row * 2]!, -left);
    const to = Math.min(spans[row * 2 + 1]!, width - left);
    const src = row * side;
    const dst = (top + row) * width + left;
    for (let col = from; col < to; col++) {
      const s = words[src + col]!;
      const sa = s >>> 24;
      if (sa === 0) continue;
      const d = target[dst + col]!;
      target[dst + col] = sa === 255 || d >>> 24 === 0 ? s : over(s, d);
    }
  }
}

/** Straight-alpha "source over" of two RGBA words, each channel rounded to the nearest byte. */
export function over(s: number, d: number): number {
  const sa = s >>> 24;
  const da = d >>> 24;
  // Alpha out, scaled by 255: sa + da (1 - sa).
  const dw = da * (255 - sa);
  const outA255 = sa * 255 + dw;
  if (outA255 === 0) return 0;
  const mix = (shift: number): number => {
    const sc = (s >>> shift) & 255;
    const dc = (d >>> shift) & 255;
    return Math.round((sc * sa * 255 + dc * dw) / outA255) & 255;
  };
  const a = Math.round(outA255 / 255);
  return ((a << 24) | (mix(16) << 16) | (mix(8) << 8) | mix(0)) >>> 0;
}
