import { useMemo } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { contrastVariables } from './contrast-variables.js';
import { I18nextProvider } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { i18n } from '../lib/i18n.js';
import { siteConfigState } from '../lib/site-config.js';
import { buildTheme } from './theme.js';

/** Theme (the club's colours and light or dark scheme) and translations for everything below. */
export function AppProviders({ children }: { children: ReactNode }): ReactElement {
  const { current } = useSnapshot(siteConfigState);
  const primary = current.config?.primaryColor;
  const secondary = current.config?.secondaryColor;
  const theme = useMemo(
    () => buildTheme(primary !== undefined && secondary !== undefined ? { primaryColor: primary, secondaryColor: secondary } : null),
    [primary, secondary],
  );
  // The club's choice, not the visitor's system setting: the club's colours were chosen against it.
  const scheme = current.config?.theme ?? 'light';
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} forceColorScheme={scheme} cssVariablesResolver={contrastVariables}>
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
