import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { contrastVariables } from '../../../src/app/contrast-variables.js';
import { buildTheme } from '../../../src/app/theme.js';

const onWhite = (color: string) => 1.05 / (luminance(color) + 0.05);

describe('contrastVariables', () => {
  it('gives every palette\'s outline buttons text of at least 4.5:1 on white, club colours included', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme({ primaryColor: '#ffd43b', secondaryColor: '#74c0fc' }));
    const light = contrastVariables(theme).light as Record<string, string>;
    for (const name of Object.keys(theme.colors)) {
      const outline = light[`--mantine-color-${name}-outline`];
      expect(outline, name).toBeDefined();
      expect(onWhite(outline!), name).toBeGreaterThanOrEqual(4.5);
    }
    // Mantine's own red outline (red.6, 3.3:1) is replaced; violet's own shade is kept.
    expect(light['--mantine-color-red-outline']).not.toBe(DEFAULT_THEME.colors.red[6]);
    expect(light['--mantine-color-violet-outline']).toBe(DEFAULT_THEME.colors.violet[6]);
  });

  it('darkens the filled red of the destructive confirmations until white on it reaches 4.5:1, hover darker still', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme({ primaryColor: '#0b5fff', secondaryColor: '#ffb400' }));
    const light = contrastVariables(theme).light as Record<string, string>;
    const filled = light['--mantine-color-red-filled'];
    expect(filled).toBeDefined();
    expect(onWhite(filled!)).toBeGreaterThanOrEqual(4.5);
    expect(onWhite(light['--mantine-color-red-filled-hover']!)).toBeGreaterThan(onWhite(filled!));
  });

  it('gives the dark scheme the same AA filled red: white on the primary shade (red.6) there was 3.3:1', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme({ primaryColor: '#0b5fff', secondaryColor: '#ffb400' }));
    const dark = contrastVariables(theme).dark as Record<string, string>;
    const filled = dark['--mantine-color-red-filled'];
    expect(filled).toBeDefined();
    expect(onWhite(filled!)).toBeGreaterThanOrEqual(4.5);
    expect(onWhite(dark['--mantine-color-red-filled-hover']!)).toBeGreaterThan(onWhite(filled!));
  });
});
