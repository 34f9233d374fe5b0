import { http } from './http.js';
import { ApiError, toApiError } from './api-error.js';

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * Sends one query string to the shop's GraphQL endpoint. No GraphQL client library: documents are
 * plain strings (see ./graphql-documents.ts). GraphQL errors become an {@link ApiError}.
 */
export async function graphqlRequest<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  let answer: GraphqlAnswer<T>;
  try {
    answer = await http.post('/api/proxy/graphql', { json: { query, variables } }).json<GraphqlAnswer<T>>();
  } catch (error) {
    throw await toApiError(error);
  }
  const first = answer.errors?.[0];
  if (first !== undefined) {
    throw new ApiError(first.extensions?.code ?? 'UNKNOWN', null, first.message);
  }
  if (answer.data === undefined || answer.data === null) {
    throw new ApiError('UNKNOWN', null, 'GraphQL answer without data');
  }
  return answer.data;
}
