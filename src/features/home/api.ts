import type { EventSummary, PackSummary } from '../../domain/catalog.js';
import { ApiError, toApiError } from '../../lib/api-error.js';
import { graphqlRequest } from '../../lib/graphql.js';
import { CAMPAIGN_PACKS_QUERY } from '../../lib/graphql-documents.js';
import { http } from '../../lib/http.js';

/** The resource key of the events list in a language (useResource; src/app/main.tsx primes it on the home page). */
export const eventsResource = (language: string): string => `events-${language}`;

/** `GET /api/events?lng=`: the events the shop lists, their texts in `language`. */
export async function fetchEvents(language: string): Promise<EventSummary[]> {
  let answer: { events?: unknown };
  try {
    answer = await http.get('/api/events', { searchParams: { lng: language } }).json<{ events?: unknown }>();
  } catch (error) {
    throw await toApiError(error);
  }
  if (!Array.isArray(answer.events)) throw new ApiError('UNKNOWN', null, 'events answer without an events list');
  return answer.events as EventSummary[];
}

/** GraphQL `campaignPacks`: packs and season subscriptions. */
export async function fetchCampaignPacks(): Promise<PackSummary[]> {
  const data = await graphqlRequest<{ campaignPacks?: unknown }>(CAMPAIGN_PACKS_QUERY);
  if (!Array.isArray(data.campaignPacks)) throw new ApiError('UNKNOWN', null, 'campaignPacks answer is not a list');
  return data.campaignPacks as PackSummary[];
}
