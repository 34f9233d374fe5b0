import { describe, expect, it } from 'vitest';
import { displayTimeZone, formatDateTime, formatShortDateTime } from '../../../src/lib/format.js';

/** A December kick-off at 19:00 UTC: 20:00 in Paris (winter time). */
const KICK_OFF = '2026-12-22T19:00:00.000Z';

describe('event times in the browser', () => {
  it('are shown in the venue zone, unlabelled for a fan in that zone', () => {
    const zone = displayTimeZone('Europe/Paris', 'Europe/Paris');
    expect(zone).toEqual({ timeZone: 'Europe/Paris', label: false });
    expect(formatDateTime(KICK_OFF, 'en', zone)).toMatch(/^Tuesday,? 22 December 2026,? (at )?20:00$/);
    expect(formatShortDateTime(KICK_OFF, 'fr', zone)).toBe('22 déc. 2026, 20:00');
  });

  it('carry the zone\'s short name for a fan elsewhere, still in venue time', () => {
    const zone = displayTimeZone('Europe/Paris', 'America/New_York');
    expect(zone).toEqual({ timeZone: 'Europe/Paris', label: true });
    expect(formatDateTime(KICK_OFF, 'en', zone)).toMatch(/ 20:00 CET$/);
    expect(formatShortDateTime(KICK_OFF, 'en', zone)).toMatch(/^22 Dec 2026,? 20:00 CET$/);
  });

  it('fall back to the browser zone, unlabelled, without a usable venue zone', () => {
    expect(displayTimeZone(undefined, 'Asia/Tokyo')).toEqual({ timeZone: 'Asia/Tokyo', label: false });
    expect(displayTimeZone('Mars/Olympus_Mons', 'Asia/Tokyo')).toEqual({ timeZone: 'Asia/Tokyo', label: false });
    expect(formatDateTime(KICK_OFF, 'en', displayTimeZone(null, 'Asia/Tokyo'))).toMatch(/^Wednesday,? 23 December 2026,? (at )?04:00$/);
  });
});
