import { Suspense } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from './error-boundary.js';
import { RouteLoader } from './layout/route-loader.js';
import { ErrorScreen } from '../features/errors/error-screen.js';
import { ScreenLoadErrorCard } from '../features/errors/screen-load-error.js';
import NotFoundPage from '../features/errors/not-found-page.js';
import HomePage from '../features/home/home-page.js';
import { forgetFailedLoads, isScreenLoadError, retryableLazy } from './retryable-lazy.js';
import { withAllStyles } from './with-all-styles.js';

/** Props wouter gives a route's component (path parameters such as `:id`). */
export interface RouteScreenProps {
  params: Record<string, string | undefined>;
}

export interface AppRoute {
  /** A wouter pattern, e.g. `/event/:id`. */
  path: string;
  /**
   * The screen (default export), loaded lazily so each feature is its own chunk; only the home
   * page is in the entry (see below).
   */
  component: ComponentType<RouteScreenProps>;
}

/**
 * A screen loaded on first visit, together with the whole stylesheet (see with-all-styles.ts); a
 * load that failed is tried again (see retryable-lazy.ts).
 */
function screen(load: () => Promise<{ default: ComponentType<RouteScreenProps> }>): ComponentType<RouteScreenProps> {
  return retryableLazy(() => withAllStyles(load));
}

/**
 * The shop's screens. Add one entry per screen when it exists (spec section 2 lists them:
 * /profile, /options, /event/:id, /event/:id/submit, /pack/:id, /pack/:id/submit, /subscription,
 * /summary, /checkout, /validation, /orders, /resale, /login, /user/password-forgotten, /sign-up,
 * /user/verify-email-send-email/:param, /user/reset-password-send-email/:param). A path without an
 * entry falls through to the not-found page.
 */
export const appRoutes: AppRoute[] = [
  // The landing screen ships in the entry: as a lazy chunk it cost a round trip after the entry
  // before the page could even ask for its events (~0.6 s per request on a slow phone network,
  // bench/load). Its own code is ~5 KB compressed.
  { path: '/', component: HomePage },
  // Checkout and payment result, My purchases.
  { path: '/checkout', component: screen(() => import('../features/checkout/checkout-page.js')) },
  { path: '/validation', component: screen(() => import('../features/validation/validation-page.js')) },
  { path: '/orders', component: screen(() => import('../features/orders/orders-page.js')) },
  // The link of a ticket transfer's mail.
  { path: '/orders/transfer/:token', component: screen(() => import('../features/orders/transfer-accept-page.js')) },
  { path: '/resale', component: screen(() => import('../features/resale/resale-page.js')) },
  // Offers reserved to professional customers (the menu shows it to them only).
  { path: '/professional-offers', component: screen(() => import('../features/professional/professional-offers-page.js')) },
  // Booking flow: the event page is the booking page (it composes the seat picker).
  { path: '/event/:id', component: screen(() => import('../features/booking/event-booking-page.js')) },
  { path: '/event/:id/submit', component: screen(() => import('../features/booking/submit-page.js')) },
  { path: '/pack/:id', component: screen(() => import('../features/pack/pack-page.js')) },
  { path: '/pack/:id/submit', component: screen(() => import('../features/pack/pack-submit-page.js')) },
  { path: '/subscription', component: screen(() => import('../features/subscription/subscription-page.js')) },
  { path: '/options', component: screen(() => import('../features/options/options-page.js')) },
  { path: '/summary', component: screen(() => import('../features/summary/summary-page.js')) },
  // Accounts and sign-in (mail links lead to /user/verify-email/:token and /user/reset-password/:token).
  { path: '/login', component: screen(() => import('../features/auth/login-page.js')) },
  { path: '/sign-up', component: screen(() => import('../features/account/sign-up-page.js')) },
  { path: '/profile', component: screen(() => import('../features/account/profile-page.js')) },
  { path: '/user/password-forgotten', component: screen(() => import('../features/auth/password-forgotten-page.js')) },
  { path: '/user/verify-email-send-email/:param', component: screen(() => import('../features/auth/verify-email-sent-page.js')) },
  { path: '/user/reset-password-send-email/:param', component: screen(() => import('../features/auth/reset-password-sent-page.js')) },
  { path: '/user/verify-email/:token', component: screen(() => import('../features/auth/verify-email-page.js')) },
  { path: '/user/reset-password/:token', component: screen(() => import('../features/auth/reset-password-page.js')) },
  { path: '/user/action-token-error', component: screen(() => import('../features/auth/action-token-error-page.js')) },
];

/**
 * Renders the screen for the current location. A crash inside a screen shows the generic error
 * screen (and is logged) while the top bar stays usable; moving elsewhere clears it. A screen whose
 * code did not arrive says so (offline or not) and loads again on "Try again" or back online.
 */
export function AppRoutes(): ReactElement {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location} onReset={forgetFailedLoads} fallback={(error, retry) => (isScreenLoadError(error) ? <ScreenLoadErrorCard onRetry={retry} /> : <ErrorScreen />)}>
      <Suspense fallback={<RouteLoader />}>
        <Switch>
          {appRoutes.map((route) => (
            <Route key={route.path} path={route.path} component={route.component} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
