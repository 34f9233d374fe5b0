import { CloseButton, Tabs, createTheme } from '@mantine/core';
import type { MantineThemeOverride } from '@mantine/core';
import type { PublicSiteConfig } from '../domain/site-config.js';
import { BASE_SHADE, paletteFromHex } from '../lib/palette.js';

const DEFAULT_PRIMARY = '#1c7ed6';
const DEFAULT_SECONDARY = '#fab005';
/** The smallest touch target WCAG 2.5.8 allows, in CSS px. */
const CLEAR_BUTTON_PX = 24;

/**
 * The Mantine theme for a club: `brand` from primaryColor, `accent` from secondaryColor. Without a
 * configuration (start-up failed) neutral defaults keep the error screen readable.
 */
export function buildTheme(config: Pick<PublicSiteConfig, 'primaryColor' | 'secondaryColor'> | null): MantineThemeOverride {
  return createTheme({
    colors: {
      brand: paletteFromHex(config?.primaryColor ?? DEFAULT_PRIMARY, DEFAULT_PRIMARY),
      accent: paletteFromHex(config?.secondaryColor ?? DEFAULT_SECONDARY, DEFAULT_SECONDARY),
    },
    primaryColor: 'brand',
    primaryShade: { light: BASE_SHADE, dark: BASE_SHADE },
    // Club colours can be light (yellow, sky blue): pick black or white text for contrast.
    autoContrast: true,
    focusRing: 'auto',
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    components: {
      // Every close and remove cross (alerts, banners, the cart's lines)
      // is at least 24 px square, WCAG 2.2's minimum target: Mantine draws them at 16 to 22.
      CloseButton: CloseButton.extend({ styles: { root: { minWidth: 24, minHeight: 24 } } }),
      // A clearable field's "×" follows the field's size: 22 px at the default size, under the
      // 24 × 24 px a finger needs (WCAG 2.5.8). The × inside stays the same share of the button.
      InputClearButton: { defaultProps: { size: CLEAR_BUTTON_PX } },
      // A tab's label wraps rather than run past a phone's edge: Mantine keeps it on one line, and
      // a long one ("Безопасность и конфиденциальность") is wider than a 320 px screen.
      Tabs: Tabs.extend({ styles: { tab: { whiteSpace: 'normal' } } }),
    },
  });
}
