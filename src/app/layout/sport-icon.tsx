import type { ReactElement } from 'react';
import type { Sport } from '../../domain/site-config.js';

/** The sport's glyph beside an event's competition: decorative, the words say the rest. */
export function SportIcon({ sport, size = 16 }: { sport: Sport; size?: number }): ReactElement {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" data-sport={sport}>
      {GLYPHS[sport]}
    </svg>
  );
}

const ball = (lines: ReactElement): ReactElement => (
  <>
    <circle cx="12" cy="12" r="9" />
    {lines}
  </>
);

const GLYPHS: Record<Sport, ReactElement> = {
  football: ball(<path d="M12 7l4 3-1.5 4.5h-5L8 10zM12 7V3M16 10l4-1.5M14.5 14.5l2.5 3.5M9.5 14.5L7 18M8 10L4 8.5" />),
  handball: ball(<path d="M5 7c4 2 10 2 14 0M5 17c4-2 10-2 14 0M12 3v18" />),
  volleyball: ball(<path d="M12 3c0 5 3 8 8 9M12 12c-4 2-6 5-6 8M12 12c-3-3-7-3-9-2" />),
  basketball: ball(<path d="M3 12h18M12 3v18M5.6 5.6c3 3 3 9.8 0 12.8M18.4 5.6c-3 3-3 9.8 0 12.8" />),
  rugby: (
    <>
      <ellipse cx="12" cy="12" rx="10" ry="6" transform="rotate(-35 12 12)" />
      <path d="M9 15l6-6M10 11l3 3M12 9l3 3" />
    </>
  ),
  hockey: <path d="M4 3l7 14h7M14 20h6M7 20a3 1.5 0 1 0 .1 0" />,
  athletism: <path d="M13 4a1.5 1.5 0 1 0 .1 0M8 21l3-6 3 2v5M11 15l-1-5 4-2 3 3h3M10 10l-4 1-1 3" />,
  spectacles: <path d="M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.5 6.7 19.4l1.2-6L3.4 9.3l6-.7z" />,
  others: <path d="M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM14 7v10" />,
};
