/** Only well-formed container ids are injected, so a bad config value cannot smuggle script. */
const GTM_ID = /^GTM-[A-Z0-9]{1,20}$/;

/** True when `id` looks like a Google Tag Manager container id. */
export function isValidGtmId(id: string | null | undefined): id is string {
  return typeof id === 'string' && GTM_ID.test(id);
}

/**
 * Starts Google Tag Manager once, only when a valid container id is configured. Returns whether a
 * script was added.
 */
export function injectGtm(id: string | null | undefined, doc: Document = document): boolean {
  if (!isValidGtmId(id)) return false;
  if (doc.querySelector(`script[data-gtm-id="${id}"]`) !== null) return false;
  const win = doc.defaultView as (Window & { dataLayer?: unknown[] }) | null;
  if (win) {
    win.dataLayer = win.dataLayer ?? [];
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${id}`;
  script.dataset.gtmId = id;
  doc.head.appendChild(script);
  return true;
}
