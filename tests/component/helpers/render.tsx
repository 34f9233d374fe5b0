import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { MantineThemeOverride } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../src/lib/i18n.js';

/** Mantine reads media queries and jsdom has no layout engine: a matchMedia that never matches. */
export function stubMatchMedia(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** ky builds a Request from a path; Node's Request needs an absolute URL and its own signal type. */
export function stubRelativeRequests(): void {
  const NativeRequest = globalThis.Request;
  vi.stubGlobal('Request', class extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const { signal: _signal, ...rest } = init ?? {};
      super(typeof input === 'string' ? new URL(input, 'http://localhost/') : input, rest);
    }
  });
}

/** Renders `ui` inside the translation and Mantine providers the app wraps every screen in. */
export function renderWithProviders(ui: ReactElement, options: { theme?: MantineThemeOverride } = {}): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider {...(options.theme ? { theme: options.theme } : {})}>{ui}</MantineProvider>
    </I18nextProvider>,
  );
}
