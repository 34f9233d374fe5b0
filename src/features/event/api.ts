/** Event page calls. */
import type { EventSummary } from '../../domain/catalog.js';
import { ApiError, toApiError } from '../../lib/api-error.js';
import { http } from '../../lib/http.js';

/** The event with this id from `GET /api/events`, or null when the shop does not list it. */
export async function fetchEvent(id: number): Promise<EventSummary | null> {
  let answer: { events?: unknown };
  try {
    answer = await http.get('/api/events').json<{ events?: unknown }>();
  } catch (error) {
    throw await toApiError(error);
  }
  if (!Array.isArray(answer.events)) throw new ApiError('UNKNOWN', null, 'events answer without an events list');
  return (answer.events as EventSummary[]).find((e) => e.id === id) ?? null;
}
