import { darken, lighten, luminance } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';

/** Secondary text on white and on the light greys of cards: 5.9:1 and 5.6:1 (Mantine's grey is 3.3:1). */
const DIMMED_TEXT = '#5c636a';

/** Field errors and required marks on white: 6.2:1 (Mantine's red.6 is 3.3:1). */
const ERROR_TEXT = '#c92a2a';

/** The same on the dark scheme's near-black body and cards: 7.4:1 and 6.2:1. */
const DIMMED_TEXT_DARK = '#adb5bd';
const ERROR_TEXT_DARK = '#ff8787';

/** 4.5:1 (AA) with a margin for the rounding of browsers and checkers. */
const OUTLINE_MIN_CONTRAST = 4.6;

/** WCAG contrast ratio of a colour on white. */
const contrastOnWhite = (color: string): number => 1.05 / (luminance(color) + 0.05);

/**
 * The outline variant's text and border on white: the palette's own outline shade (6, e.g. red at
 * 3.3:1) when it reaches 4.5:1, else the first of its darker shades, then shade 9 darkened in
 * steps, that does.
 */
function outlineColor(shades: MantineColorsTuple): string {
  const candidates = [shades[6], shades[7], shades[8], shades[9], ...[0.1, 0.2, 0.3, 0.4].map((step) => darken(shades[9], step))];
  return candidates.find((color) => contrastOnWhite(color) >= OUTLINE_MIN_CONTRAST) ?? darken(shades[9], 0.5);
}

/** The filled red and its hover, the first shade from Mantine's filled one that holds white text at AA. */
function redFilled(shades: MantineColorsTuple): Record<string, string> {
  const filled = outlineColor(shades);
  return { '--mantine-color-red-filled': filled, '--mantine-color-red-filled-hover': darken(filled, 0.1) };
}

/**
 * WCAG AA (4.5:1) for text Mantine draws in light colours: the dimmed grey, the error red, the outline
 * buttons' text, and the text of the light variants (badges, alerts, light buttons), whose darkest shade on its own tint is ~3.8:1 for
 * green and worse for yellow; darkened by 40% it reaches 6:1 or more for every palette, club colours
 * included. Merged with Mantine's own variables.
 */
export const contrastVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-error': ERROR_TEXT,
    ...Object.fromEntries(Object.entries(theme.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, darken(shades[9], 0.4)])),
    ...Object.fromEntries(Object.entries(theme.colors).map(([name, shades]) => [`--mantine-color-${name}-outline`, outlineColor(shades)])),
    // The red filled buttons that confirm a destructive step (cancel a sale or a transfer, abandon
    // the cart, delete the account): white on red.6 is 3.3:1, on the outline's shade AA.
    ...(theme.colors.red ? redFilled(theme.colors.red) : {}),
  },
  // Dark scheme: the light variants' text is lightened instead, over their dark tint.
  dark: {
    '--mantine-color-dimmed': DIMMED_TEXT_DARK,
    '--mantine-color-error': ERROR_TEXT_DARK,
    ...Object.fromEntries(Object.entries(theme.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, lighten(shades[3], 0.4)])),
    // The destructive confirmations keep white text in the dark scheme, where the filled red is the
    // theme's primary shade too (red.6, 3.3:1): the same AA red as in the light scheme.
    ...(theme.colors.red ? redFilled(theme.colors.red) : {}),
  },
});
