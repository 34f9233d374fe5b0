import { useEffect } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ErrorScreen } from '../features/errors/error-screen.js';
import { injectGtm } from '../lib/gtm.js';
import { siteConfigState } from '../lib/site-config.js';
import { loadSessionCustomer } from '../lib/session.js';
import { ErrorBoundary } from './error-boundary.js';
import { AppLayout } from './layout/app-layout.js';
import { AppProviders } from './providers.js';
import { AppRoutes } from './routes.js';

/**
 * Renders the shop once the site configuration is known. A configuration that failed to load or
 * is malformed is thrown here, so the root error boundary shows and logs it like any crash.
 */
function ConfigGate({ children }: { children: ReactNode }): ReactNode {
  const { current } = useSnapshot(siteConfigState);
  if (current.status === 'failed') throw current.error;
  if (current.status === 'loading') return null;
  return children;
}

/** Start-up side effects that need the configuration: favicon, analytics, who is signed in. */
function ShellEffects(): null {
  const { current } = useSnapshot(siteConfigState);
  const config = current.config;
  useEffect(() => {
    if (config === null) return;
    injectGtm(config.gtmId);
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon) icon.href = config.faviconUrl;
    void loadSessionCustomer();
  }, [config]);
  return null;
}

/** The whole shop. */
export function App(): ReactElement {
  const [location] = useLocation();
  return (
    <AppProviders>
      <ErrorBoundary resetKey={location} fallback={<ErrorScreen />}>
        <ConfigGate>
          <ShellEffects />
          <AppLayout>
            <AppRoutes />
          </AppLayout>
        </ConfigGate>
      </ErrorBoundary>
    </AppProviders>
  );
}
