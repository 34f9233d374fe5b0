import type { Sport } from './site-config.js';

/** How the shop names what it sells, by the club's sport: matches, shows, meetings or events. */
export type SportWording = 'match' | 'show' | 'meeting' | 'event';

const WORDING: Record<Sport, SportWording> = {
  football: 'match',
  basketball: 'match',
  handball: 'match',
  hockey: 'match',
  rugby: 'match',
  volleyball: 'match',
  spectacles: 'show',
  athletism: 'meeting',
  others: 'event',
};

export function sportWording(sport: Sport): SportWording {
  return WORDING[sport];
}
