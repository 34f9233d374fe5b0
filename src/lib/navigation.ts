/** Leaves the shop's page for `url` (a file the browser opens itself, a provider's page). One place, so tests can watch it. */
export function goTo(url: string): void {
  window.location.assign(url);
}
