/**
 * How long a hold lasts, in the unit a fan reads best: minutes up to two hours (a 15-minute hold),
 * whole hours beyond (the 48-hour order validity some clubs configure).
 */
export function holdDuration(seconds: number): { unit: 'minutes' | 'hours'; count: number } {
  if (seconds < 2 * 3600 || seconds % 3600 !== 0) return { unit: 'minutes', count: Math.max(1, Math.ceil(seconds / 60)) };
  return { unit: 'hours', count: seconds / 3600 };
}
