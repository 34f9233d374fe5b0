import { PNG } from 'pngjs';

/** The RGBA pixels of a PNG screenshot (`page.screenshot()`), decoded by pngjs. */
export function screenshotPixels(png: Buffer): Uint8Array {
  return PNG.sync.read(png).data;
}

/** Mean relative luminance (0 black, 1 white) of a screenshot. */
export function meanLuminance(png: Buffer): number {
  const pixels = screenshotPixels(png);
  let sum = 0;
  for (let i = 0; i < pixels.length; i += 4) sum += (0.2126 * pixels[i]! + 0.7152 * pixels[i + 1]! + 0.0722 * pixels[i + 2]!) / 255;
  return sum / (pixels.length / 4);
}

/** Share of the pixels that differ (by more than a rounding of the colours) between two screenshots of the same size. */
export function changedShare(a: Buffer, b: Buffer): number {
  const [x, y] = [screenshotPixels(a), screenshotPixels(b)];
  if (x.length !== y.length) throw new RangeError('screenshots of different sizes');
  let changed = 0;
  for (let i = 0; i < x.length; i += 4) if (Math.abs(x[i]! - y[i]!) + Math.abs(x[i + 1]! - y[i + 1]!) + Math.abs(x[i + 2]! - y[i + 2]!) > 24) changed++;
  return changed / (x.length / 4);
}
