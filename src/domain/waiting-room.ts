/**
 * The waiting room of an on-sale: fans who arrive before the opening get a place drawn at random
 * among themselves (arriving early by a second or an hour gives no edge, so nobody needs to
 * refresh at dawn); those who arrive later queue behind them in order of arrival. From the opening
 * the room lets fans through at a steady rate, so the booking path never sees the whole crowd at
 * once. Everything follows from the room's settings, the entries' ranks and the clock: any app
 * node computes the same answer, and a restart loses nothing.
 */

export interface WaitingRoomSettings {
  opensAt: string;
  /** Fans let through a minute. */
  admitPerMinute: number;
  /** How long an admission lasts, for choosing seats and holding them. */
  admissionMinutes: number;
}

/**
 * The rank of a fan arriving at `arrivedAt`: below 1 (drawn at random) before or at the opening,
 * 1 plus the seconds after it otherwise. Lower ranks go first.
 */
export function entryRank(arrivedAt: Date, opensAt: string, random: () => number = Math.random): number {
  const after = arrivedAt.getTime() - Date.parse(opensAt);
  return after <= 0 ? random() : 1 + after / 1000;
}

/** How many places the room has let through at `now` (none before the opening). */
export function admittedPlaces(now: Date, settings: WaitingRoomSettings): number {
  const open = now.getTime() - Date.parse(settings.opensAt);
  if (open < 0) return 0;
  return Math.floor((open / 60_000) * settings.admitPerMinute);
}

export type QueueState =
  | { state: 'before_opening'; position: number; opensAt: string }
  | { state: 'waiting'; position: number; estimatedWaitSeconds: number }
  | { state: 'admitted' };

/**
 * Where a fan stands: `ahead` is the number of entries ranked before theirs. Admitted once the
 * places let through exceed it; otherwise their position (1 = next) and the estimated wait.
 */
export function queueState(ahead: number, now: Date, settings: WaitingRoomSettings): QueueState {
  const admitted = admittedPlaces(now, settings);
  if (ahead < admitted) return { state: 'admitted' };
  const position = ahead - admitted + 1;
  if (now.getTime() < Date.parse(settings.opensAt)) return { state: 'before_opening', position: ahead + 1, opensAt: settings.opensAt };
  // The next place opens at the next whole multiple of the rate; each later one a period after.
  const period = 60 / Math.max(settings.admitPerMinute, 1e-9);
  return { state: 'waiting', position, estimatedWaitSeconds: Math.ceil(position * period) };
}

/** Whether a room's settings make sense: a date, a positive rate, an admission of 1 to 240 minutes. */
export function validRoomSettings(settings: WaitingRoomSettings): boolean {
  return Number.isFinite(Date.parse(settings.opensAt))
    && Number.isInteger(settings.admitPerMinute) && settings.admitPerMinute > 0 && settings.admitPerMinute <= 1_000_000
    && Number.isInteger(settings.admissionMinutes) && settings.admissionMinutes >= 1 && settings.admissionMinutes <= 240;
}
