import { darken } from '@mantine/core';
import type { CSSVariablesResolver } from '@mantine/core';

/** Secondary text on white and on the light greys of cards: 5.9:1 and 5.6:1 (Mantine's grey is 3.3:1). */
const DIMMED_TEXT = '#5c636a';

/** Field errors and required marks on white: 6.2:1 (Mantine's red.6 is 3.3:1). */
const ERROR_TEXT = '#c92a2a';

/**
 * WCAG AA (4.5:1) for text Mantine draws in light colours: the dimmed grey, the error red, and the text of the
 * light variants (badges, alerts, light buttons), whose darkest shade on its own tint is ~3.8:1 for
 * green and worse for yellow; darkened by 40% it reaches 6:1 or more for every palette, club colours
 * included. Merged with Mantine's own variables.
 */
export const contrastVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-error': ERROR_TEXT,
    ...Object.fromEntries(Object.entries(theme.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, darken(shades[9], 0.4)])),
  },
  dark: {},
});
