/**
 * Builders for the shop's routes (spec section 2), so links are written once. The route table
 * itself is src/app/routes.tsx.
 */
export const paths = {
  home: (): string => '/',
  subscriptionsSection: (): string => '/#abonnements',
  profile: (): string => '/profile',
  orders: (): string => '/orders',
  resale: (): string => '/resale',
  professionalOffers: (): string => '/professional-offers',
  event: (id: number | string): string => `/event/${encodeURIComponent(String(id))}`,
  pack: (id: number | string): string => `/pack/${encodeURIComponent(String(id))}`,
  subscription: (): string => '/subscription',
  summary: (orderId?: number | string): string =>
    orderId === undefined ? '/summary' : `/summary?orderId=${encodeURIComponent(String(orderId))}`,
  /** Sign-in page that brings the visitor back to `redirectUrl` (a path of this site) afterwards. */
  login: (redirectUrl?: string): string =>
    redirectUrl === undefined || redirectUrl === '' ? '/login' : `/login?redirectUrl=${encodeURIComponent(redirectUrl)}`,
} as const;

/** Where a link that needs an account leads: the page itself when signed in, else login and back. */
export function protectedPath(path: string, signedIn: boolean | 'unknown'): string {
  // While the session is still being read the page itself is the target: it sends a signed-out
  // visitor to login when its first call answers UNAUTHENTICATED.
  return signedIn === false ? paths.login(path) : path;
}

/** `protectedPath`'s second argument from the session's state. */
export function signedInState(status: string): boolean | 'unknown' {
  return status === 'signed-in' ? true : status === 'signed-out' ? false : 'unknown';
}
