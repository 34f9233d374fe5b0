import { Suspense, lazy } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from './error-boundary.js';
import { RouteLoader } from './layout/route-loader.js';
import { ErrorScreen } from '../features/errors/error-screen.js';
import NotFoundPage from '../features/errors/not-found-page.js';
import HomePage from '../features/home/home-page.js';
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
  { path: '/checkout', component: lazy(() => withAllStyles(() => import('../features/checkout/checkout-page.js'))) },
  { path: '/validation', component: lazy(() => withAllStyles(() => import('../features/validation/validation-page.js'))) },
  { path: '/orders', component: lazy(() => withAllStyles(() => import('../features/orders/orders-page.js'))) },
  { path: '/resale', component: lazy(() => withAllStyles(() => import('../features/resale/resale-page.js'))) },
  // Booking flow: the event page is the booking page (it composes the seat picker).
  { path: '/event/:id', component: lazy(() => withAllStyles(() => import('../features/booking/event-booking-page.js'))) },
  { path: '/event/:id/submit', component: lazy(() => withAllStyles(() => import('../features/booking/submit-page.js'))) },
  { path: '/pack/:id', component: lazy(() => withAllStyles(() => import('../features/pack/pack-page.js'))) },
  { path: '/pack/:id/submit', component: lazy(() => withAllStyles(() => import('../features/pack/pack-submit-page.js'))) },
  { path: '/subscription', component: lazy(() => withAllStyles(() => import('../features/subscription/subscription-page.js'))) },
  { path: '/options', component: lazy(() => withAllStyles(() => import('../features/options/options-page.js'))) },
  { path: '/summary', component: lazy(() => withAllStyles(() => import('../features/summary/summary-page.js'))) },
  // Accounts and sign-in (mail links lead to /user/verify-email/:token and /user/reset-password/:token).
  { path: '/login', component: lazy(() => withAllStyles(() => import('../features/auth/login-page.js'))) },
  { path: '/sign-up', component: lazy(() => withAllStyles(() => import('../features/account/sign-up-page.js'))) },
  { path: '/profile', component: lazy(() => withAllStyles(() => import('../features/account/profile-page.js'))) },
  { path: '/user/password-forgotten', component: lazy(() => withAllStyles(() => import('../features/auth/password-forgotten-page.js'))) },
  { path: '/user/verify-email-send-email/:param', component: lazy(() => withAllStyles(() => import('../features/auth/verify-email-sent-page.js'))) },
  { path: '/user/reset-password-send-email/:param', component: lazy(() => withAllStyles(() => import('../features/auth/reset-password-sent-page.js'))) },
  { path: '/user/verify-email/:token', component: lazy(() => withAllStyles(() => import('../features/auth/verify-email-page.js'))) },
  { path: '/user/reset-password/:token', component: lazy(() => withAllStyles(() => import('../features/auth/reset-password-page.js'))) },
  { path: '/user/action-token-error', component: lazy(() => withAllStyles(() => import('../features/auth/action-token-error-page.js'))) },
];

/**
 * Renders the screen for the current location. A crash inside a screen shows the generic error
 * screen (and is logged) while the top bar stays usable; moving elsewhere clears it.
 */
export function AppRoutes(): ReactElement {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location} fallback={<ErrorScreen />}>
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
