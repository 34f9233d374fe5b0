import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useLocation } from 'wouter';

/** How long a new page may take to show its heading (lazy screen and its data) before main gets focus. */
const HEADING_WAIT_MS = 3_000;

const isTyping = (element: Element | null): boolean =>
  element instanceof HTMLElement && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));

/**
 * After a route change, keyboard and screen reader users land on the new page: focus moves to its
 * first heading (or to the main region if none shows in time) and its title is announced. The
 * first page load is left alone, and so is a fan already typing somewhere or acting on the page.
 */
export function RouteFocus(): ReactElement {
  const [location] = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);
  // The title of the page being left: while a lazy screen loads, the old page (its heading, its
  // title) still shows, and its title must not be announced as the new page's.
  const leavingTitle = useRef('');

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return () => {
        leavingTitle.current = document.title;
      };
    }
    const main = document.getElementById('main-content');
    if (!main) return undefined;
    let announced = false;
    const announcing: ReturnType<typeof setTimeout>[] = [];
    // `whatever`: the wait is over, the title is announced even if the new page shares the old one's.
    const announce = (whatever: boolean): void => {
      if (announced || (!whatever && document.title === leavingTitle.current)) return;
      announced = true;
      setAnnouncement(document.title);
    };
    const focusOn = (target: HTMLElement, whatever = false): void => {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
      // The page sets its title in an effect just after it renders: read it a moment later.
      announcing.push(setTimeout(() => announce(whatever), 150));
    };
    // Focus is only given where nobody holds it: the link that was followed has left the page, or
    // it sits in the frame every page shares (the top bar's E-tickets, the footer), where a
    // keyboard fan would stay behind on a page that changed without a word to a screen reader.
    const unclaimed = (): boolean => {
      const focused = document.activeElement;
      if (focused === null || focused === document.body) return true;
      return !main.contains(focused) && focused.closest('header, footer') !== null;
    };
    // A screen may render its heading more than once while its data arrives (a new node each
    // time): for a short while, a heading that replaced the focused one gets the focus back.
    const settle = (): void => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading && unclaimed() && !isTyping(document.activeElement)) focusOn(heading);
    };
    const observer = new MutationObserver(settle);
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      if (unclaimed()) focusOn(main.querySelector<HTMLElement>('h1') ?? main, true);
      else if (document.activeElement === main.querySelector('h1')) announcing.push(setTimeout(() => announce(true), 150));
    }, HEADING_WAIT_MS);
    // A fan already acting on the new page keeps their place: a control they used may leave the
    // page (a block's card closing on "See seats"), and the heading taking the focus back scrolled
    // the page to its top.
    const stop = (): void => {
      observer.disconnect();
      clearTimeout(timer);
    };
    window.addEventListener('pointerdown', stop, true);
    window.addEventListener('keydown', stop, true);
    queueMicrotask(settle);
    return () => {
      leavingTitle.current = document.title;
      announcing.forEach(clearTimeout);
      stop();
      window.removeEventListener('pointerdown', stop, true);
      window.removeEventListener('keydown', stop, true);
    };
  }, [location]);

  return (
    <div aria-live="polite" aria-atomic="true" className="shop-visually-hidden" data-testid="route-announcer">
      {announcement}
    </div>
  );
}
