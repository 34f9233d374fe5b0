/**
 * Builds the 10-shade palettes Mantine expects from one configured hex colour. The configured
 * colour sits at index 6 (Mantine's default primary shade), lighter tints before it are mixed with
 * white and darker shades after it with black, so buttons show exactly the club's colour.
 */

export type Palette = [string, string, string, string, string, string, string, string, string, string];

/** Index of the configured colour inside the generated palette. */
export const BASE_SHADE = 6;

/** Share of white (indexes 0-5) or black (7-9) mixed into the base colour. */
const WHITE_MIX = [0.92, 0.8, 0.64, 0.46, 0.3, 0.14];
const BLACK_MIX = [0.16, 0.32, 0.48];

type Rgb = [number, number, number];

/** Parses "#rgb" or "#rrggbb" (case-insensitive); null for anything else. */
export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (match === null || match[1] === undefined) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(color: Rgb, target: Rgb, share: number): Rgb {
  return [0, 1, 2].map((i) => color[i]! + (target[i]! - color[i]!) * share) as Rgb;
}

/**
 * Returns ten shades from lightest to darkest around `hex`; falls back to `fallbackHex` when the
 * configured value is not a hex colour.
 */
export function paletteFromHex(hex: string, fallbackHex = '#1c7ed6'): Palette {
  const base = parseHex(hex) ?? parseHex(fallbackHex) ?? [28, 126, 214];
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  const lighter = WHITE_MIX.map((share) => toHex(mix(base, white, share)));
  const darker = BLACK_MIX.map((share) => toHex(mix(base, black, share)));
  return [...lighter, toHex(base), ...darker] as Palette;
}

/** Relative luminance (WCAG) of a hex colour, 0 for black to 1 for white. */
export function luminance(hex: string): number {
  const rgb = parseHex(hex);
  if (rgb === null) return 0;
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
