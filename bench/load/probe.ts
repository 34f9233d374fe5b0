/**
 * The in-page side of the load benchmark, installed before any of the page's own scripts run.
 * A plain script string: functions passed through tsx would carry its `__name` helper calls into
 * the page, where they do not exist.
 *
 * "Usable" is the moment the fan can see and tap the first event card: a
 * `[data-testid="event-card"]` holding its `/event/…` link has a non-empty box in the first
 * viewport (checked and reported per run); React has committed it, so its click handler routes;
 * a frame containing it has been produced (requestAnimationFrame); and the main thread has come
 * back to the event loop after that frame (a setTimeout(0) fires), so a tap is not queued behind
 * the render. Times are ms from the navigation's start (performance.now()).
 */
export const USABLE_DEFINITION =
  'the first event card (data-testid="event-card" with its /event/… link) has a non-empty box in the first viewport, React has committed it (its link routes on tap), a frame containing it has been produced (requestAnimationFrame) and the main thread has come back after that frame (setTimeout 0 fired); ms from navigation start';

export interface ProbeResult {
  fcp: number | null;
  lcp: number | null;
  lcpSize: number | null;
  lcpElement: string | null;
  cardSeen: number | null;
  usable: number | null;
  cardInViewport: boolean | null;
  cardTitle: string | null;
  longTasks: Array<[number, number]>;
  timeOrigin: number;
  domContentLoaded: number | null;
  load: number | null;
  /** Resolves once `usable` is set (awaited through CDP: the shop's CSP forbids string evaluation). */
  ready: Promise<void>;
}

export const PROBE_SCRIPT = `(() => {
  const state = { fcp: null, lcp: null, lcpSize: null, lcpElement: null, cardSeen: null, usable: null,
    cardInViewport: null, cardTitle: null, longTasks: [], timeOrigin: performance.timeOrigin,
    domContentLoaded: null, load: null, ready: null };
  let markReady;
  state.ready = new Promise((resolve) => { markReady = resolve; });
  window.__loadProbe = state;
  const describe = (el) => el ? el.tagName.toLowerCase() + (el.getAttribute('data-testid') ? '[' + el.getAttribute('data-testid') + ']' : '') + ' "' + (el.textContent || '').trim().slice(0, 40) + '"' : null;
  const watch = (type, onEntry) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true }); } catch (e) {}
  };
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') state.fcp = e.startTime; });
  watch('largest-contentful-paint', (e) => { state.lcp = e.startTime; state.lcpSize = e.size; state.lcpElement = describe(e.element); });
  watch('longtask', (e) => { state.longTasks.push([e.startTime, e.duration]); });
  addEventListener('DOMContentLoaded', () => { state.domContentLoaded = performance.now(); });
  addEventListener('load', () => { state.load = performance.now(); });
  const check = () => {
    if (state.cardSeen !== null) return;
    const card = document.querySelector('[data-testid="event-card"]');
    const link = card && card.querySelector('a[href^="/event/"]');
    if (!link) return;
    const box = card.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    state.cardSeen = performance.now();
    // Recorded, not waited for: a card below the fold would make the run hang; the report flags it.
    state.cardInViewport = box.top < innerHeight && box.bottom > 0;
    state.cardTitle = (link.textContent || '').trim();
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { state.usable = performance.now(); markReady(); }, 0));
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;
