/**
 * The map's box. On a wide screen it keeps its fixed heights; on a phone (the layout with the fixed
 * Continue bar) it takes the height the whole venue needs at the box's width (map-height.ts), so
 * no empty band of map pushes the seats chosen and the tickets down. The width is measured before
 * the first paint and the map mounts at its final size (no jump); a rotation or a resize sizes the
 * box again.
 */
import { useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { fittedMapHeight } from '../../seatmap/model/map-height.js';
import { HOME_VIEW_PADDING } from '../../seatmap/model/home-view.js';
import type { Rect } from '../../seatmap/model/viewport.js';
import { CONTINUE_BAR_HEIGHT } from '../booking/continue-bar.js';

interface FittedMapBoxProps {
  world: Rect;
  /** The phone layout: the fitted height, else the fixed ones. */
  fitted: boolean;
  children: ReactNode;
}

/** The sticky top bar's height (layout/top-bar.tsx), 0 where the page has none. */
function stickyTopHeight(): number {
  return document.querySelector<HTMLElement>('.shop-topbar')?.getBoundingClientRect().height ?? 0;
}

export function FittedMapBox({ world, fitted, children }: FittedMapBoxProps): ReactElement {
  const box = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const { minX, minY, maxX, maxY } = world;

  useLayoutEffect(() => {
    const el = box.current;
    if (!fitted || !el) return;
    const measure = (): void => {
      const width = el.getBoundingClientRect().width;
      if (width <= 0) return;
      const next = fittedMapHeight({
        world: { minX, minY, maxX, maxY },
        width,
        padding: HOME_VIEW_PADDING,
        viewportHeight: window.innerHeight,
        stickyTop: stickyTopHeight(),
        stickyBottom: CONTINUE_BAR_HEIGHT,
      });
      setHeight((h) => (h === next ? h : next));
    };
    measure();
    // The width changes with a rotation; the screen's height alone with the browser's bars.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [fitted, minX, minY, maxX, maxY]);

  if (!fitted) return <Box h={{ base: 420, sm: 560 }} pos="relative" data-testid="map-box">{children}</Box>;
  // Until measured (before the first paint) the box is empty: the map mounts at its final size.
  return (
    <Box ref={box} h={height ?? 420} pos="relative" data-testid="map-box">
      {height === null ? null : children}
    </Box>
  );
}
