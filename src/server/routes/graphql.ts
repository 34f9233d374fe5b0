import type { FastifyInstance } from 'fastify';
import { parse, specifiedRules, validate, execute } from 'graphql';
import type { DocumentNode, GraphQLError } from 'graphql';
import { AppError } from '../errors.js';
import { buildShopSchema } from '../graphql/schema.js';

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/** Deep queries are a cheap denial of service; the shop's own documents stay far below this. */
const MAX_DEPTH = 10;

/**
 * The query-language endpoint. Plain graphql-js: parse, validate, execute. An AppError thrown by a
 * resolver keeps its code in `errors[].extensions.code`; anything else becomes UNKNOWN.
 */
export async function graphqlRoutes(app: FastifyInstance): Promise<void> {
  const schema = buildShopSchema();

  app.post<{ Body: GraphQLBody }>('/api/proxy/graphql', async (request, reply) => {
    const { query, variables, operationName } = request.body ?? {};
    if (typeof query !== 'string' || query.length > 20_000) throw new AppError(400, 'GRAPHQL_QUERY_REQUIRED');
    if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
      throw new AppError(400, 'GRAPHQL_VARIABLES_INVALID');
    }
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (error) {
      return reply.status(400).send({ errors: [formatError(error as GraphQLError)] });
    }
    if (depthOf(document) > MAX_DEPTH) throw new AppError(400, 'GRAPHQL_TOO_DEEP');
    const validationErrors = validate(schema, document, specifiedRules);
    if (validationErrors.length > 0) {
      return reply.status(400).send({ errors: validationErrors.map(formatError) });
    }
    const result = await execute({
      schema,
      document,
      variableValues: (variables as Record<string, unknown> | null | undefined) ?? null,
      operationName: typeof operationName === 'string' ? operationName : null,
      contextValue: { app, request, reply },
    });
    const errors = result.errors?.map((error) => {
      if (!(error.originalError instanceof AppError) && error.originalError) {
        request.log.error({ err: error.originalError }, 'graphql resolver failed');
      }
      return formatError(error);
    });
    return reply.send({ data: result.data ?? null, ...(errors ? { errors } : {}) });
  });
}

function formatError(error: GraphQLError) {
  const original = error.originalError;
  if (original instanceof AppError) {
    return { message: original.message, path: error.path, extensions: { code: original.code, status: original.statusCode } };
  }
  const isClientError = !original;
  return {
    message: isClientError ? error.message : 'An unexpected error occurred',
    ...(error.path ? { path: error.path } : {}),
    extensions: { code: isClientError ? 'GRAPHQL_VALIDATION_FAILED' : 'UNKNOWN' },
  };
}

function depthOf(document: DocumentNode): number {
  let max = 0;
  const walk = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object') return;
    const selectionSet = (node as { selectionSet?: { selections: unknown[] } }).selectionSet;
    if (!selectionSet) return;
    max = Math.max(max, depth + 1);
    for (const child of selectionSet.selections) walk(child, depth + 1);
  };
  for (const definition of document.definitions) walk(definition, 0);
  return max;
}
