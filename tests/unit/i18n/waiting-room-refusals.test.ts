/**
 * Every refusal a waiting room meets reads as its reason, in every language: asking for the fan's
 * place and joining the queue (the room says it), and booking without a valid admission (the
 * choice of seats says it). Never "could not be checked, trying again" for what trying again
 * cannot change. The codes are read from the sources of those calls.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import { queueErrorText } from '../../../src/features/waiting-room/queue-error-text.js';
import { bookingErrorText } from '../../../src/features/booking/error-text.js';
import { ROOT, refusalCodes, translator } from './refusal-sources.js';

// GET /api/waiting-room/:kind/:id and POST /api/waiting-room/:kind/:id/join.
const QUEUE_CALLS = ['src/server/routes/waiting-room.ts', 'src/server/http/path-id.ts'];
// Answers of every call a signed-in fan makes (session, CSRF, rate limits, a server restarting).
const SHARED = ['UNAUTHENTICATED', 'CSRF_INVALID', 'RATE_LIMITED', 'UNAVAILABLE'];
// The hold's refusals of a missing, forged or lapsed admission, chosen in assertAdmission.
const ADMISSION = [...readFileSync(join(ROOT, 'src/server/routes/waiting-room.ts'), 'utf8').matchAll(/'(ADMISSION_[A-Z_]+)'/g)].map((m) => m[1]!);

describe('the refusals of a waiting room', () => {
  const queue = [...new Set([...refusalCodes(QUEUE_CALLS), ...SHARED])];

  it('finds the refusals in the sources', () => {
    expect(queue).toEqual(expect.arrayContaining(['WAITING_ROOM_NOT_FOUND', 'VALIDATION_FAILED']));
    expect(new Set(ADMISSION)).toEqual(new Set(['ADMISSION_REQUIRED', 'ADMISSION_EXPIRED', 'ADMISSION_INVALID']));
  });

  for (const locale of SUPPORTED_LOCALES) {
    it(`says why the queue refuses the fan in ${locale}`, async () => {
      const t = await translator(locale, ['booking', 'errors']);
      const retrying = t('booking:queue.failed');
      expect(queue.filter((code) => queueErrorText(t, code) === retrying), 'codes shown as "trying again"').toEqual([]);
      // Only a call that got no answer is tried again by itself.
      expect(queueErrorText(t, 'UNKNOWN')).toBe(retrying);
      expect(queueErrorText(t, null)).toBe(retrying);
    });

    it(`says the place is kept when the session ended, in ${locale}`, async () => {
      const t = await translator(locale, ['booking', 'errors']);
      expect(queueErrorText(t, 'UNAUTHENTICATED')).toBe(t('booking:queue.errors.UNAUTHENTICATED'));
    });

    it(`says why a booking needs the queue first in ${locale}`, async () => {
      const t = await translator(locale, ['booking', 'errors']);
      const generic = t('booking:errors.UNKNOWN');
      expect(ADMISSION.filter((code) => bookingErrorText(t, { code }) === generic), 'codes shown as the generic failure').toEqual([]);
    });
  }
});
