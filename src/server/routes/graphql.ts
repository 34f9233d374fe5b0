import type { FastifyInstance } from 'fastify';
import { Kind, NoSchemaIntrospectionCustomRule, getOperationAST, parse, specifiedRules, validate, execute } from 'graphql';
import type { DocumentNode, GraphQLError, SelectionSetNode } from 'graphql';
import { getComplexity, simpleEstimator } from 'graphql-query-complexity';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { AppError } from '../errors.js';
import { buildShopSchema } from '../graphql/schema.js';
import { registerAccountRateLimits } from '../http/rate-limits.js';

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/** Deep queries are a cheap denial of service; the shop's own documents stay far below this. */
const MAX_DEPTH = 10;
/**
 * Most work a request may ask for, in fields resolved (a field under a list argument of n ids
 * counts n times). The shop's own documents cost a few hundred at most; 96 aliases of
 * `blocks` with 50 ids each (tens of seconds and hundreds of megabytes) cost far more.
 */
export const MAX_COMPLEXITY = 5_000;

/**
 * Most root fields a document may run. Every root field loads its answer from the database again,
 * and the field count prices that load like one field: 200 aliases of `showMyOrders(first: 100)`
 * passed the complexity limit and loaded 20,000 orders in one request. The shop's own documents
 * ask for one or two.
 */
export const MAX_ROOT_FIELDS = 10;

/** A field taking a list of ids (`blockIds`, `eventIds`) resolves its selection once per id. */
const listArgumentEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  let times = 1;
  for (const value of Object.values(args)) if (Array.isArray(value)) times = Math.max(times, value.length);
  return 1 + childComplexity * times;
};

/**
 * The query-language endpoint. Plain graphql-js: parse, validate, execute. An AppError thrown by a
 * resolver keeps its code in `errors[].extensions.code`; anything else becomes UNKNOWN.
 */
export async function graphqlRoutes(app: FastifyInstance): Promise<void> {
  const schema = buildShopSchema();
  const limits = await registerAccountRateLimits(app);

  app.post<{ Body: GraphQLBody }>('/api/proxy/graphql', { preHandler: limits.graphql }, async (request, reply) => {
    const { query, variables, operationName } = request.body ?? {};
    if (typeof query !== 'string' || query.length > 20_000) throw new AppError(400, 'GRAPHQL_QUERY_REQUIRED');
    if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
      throw new AppError(400, 'GRAPHQL_VARIABLES_INVALID');
    }
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (error) {
      return reply.status(400).send({ errors: [formatError(error as GraphQLError, app.production)] });
    }
    if (depthOf(document) > MAX_DEPTH) throw new AppError(400, 'GRAPHQL_TOO_DEEP');
    // Production answers no schema introspection: the shop's client does not need it.
    const rules = app.production ? [...specifiedRules, NoSchemaIntrospectionCustomRule] : specifiedRules;
    const validationErrors = validate(schema, document, rules);
    if (validationErrors.length > 0) {
      return reply.status(400).send({ errors: validationErrors.map((error) => formatError(error, app.production)) });
    }
    const rootFields = rootFieldCount(document, typeof operationName === 'string' ? operationName : null);
    if (rootFields > MAX_ROOT_FIELDS) throw new AppError(400, 'GRAPHQL_TOO_COMPLEX', 'GRAPHQL_TOO_COMPLEX', { rootFields, limit: MAX_ROOT_FIELDS });
    let complexity: number;
    try {
      complexity = getComplexity({
        schema,
        query: document,
        variables: (variables as Record<string, unknown> | null | undefined) ?? {},
        ...(typeof operationName === 'string' ? { operationName } : {}),
        estimators: [listArgumentEstimator, simpleEstimator({ defaultComplexity: 1 })],
      });
    } catch {
      // Variables that do not fit the document: the client's mistake, answered as such.
      throw new AppError(400, 'GRAPHQL_VARIABLES_INVALID');
    }
    if (complexity > MAX_COMPLEXITY) throw new AppError(400, 'GRAPHQL_TOO_COMPLEX', 'GRAPHQL_TOO_COMPLEX', { complexity, limit: MAX_COMPLEXITY });
    const result = await execute({
      schema,
      document,
      variableValues: (variables as Record<string, unknown> | null | undefined) ?? null,
      operationName: typeof operationName === 'string' ? operationName : null,
      contextValue: { app, request, reply, countPromoLookup: limits.promoLookup },
    });
    const errors = result.errors?.map((error) => {
      if (!(error.originalError instanceof AppError) && error.originalError) {
        request.log.error({ err: error.originalError }, 'graphql resolver failed');
      }
      return formatError(error, app.production);
    });
    // Nothing ran because the request was wrong (variables that do not coerce): a client error.
    const refused = !result.data && result.errors?.every((error) => !error.originalError);
    return reply.status(refused ? 400 : 200).send({ data: result.data ?? null, ...(errors ? { errors } : {}) });
  });
}

/**
 * graphql-js suggests near names ("Did you mean \"eventIds\"?"): with introspection off, those
 * suggestions would still spell the schema out to whoever guesses, so production drops them.
 */
const withoutSuggestions = (message: string): string => message.replace(/\s*Did you mean [\s\S]*$/, '');

function formatError(error: GraphQLError, production: boolean) {
  const original = error.originalError;
  if (original instanceof AppError) {
    return { message: original.message, path: error.path, extensions: { code: original.code, status: original.statusCode } };
  }
  const isClientError = !original;
  const clientMessage = production ? withoutSuggestions(error.message) : error.message;
  return {
    message: isClientError ? clientMessage : 'An unexpected error occurred',
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

/**
 * How many root fields the operation runs: distinct response keys (a key asked twice is merged and
 * runs once), through fragment spreads and inline fragments. Called after validation, which
 * refuses fragment cycles.
 */
function rootFieldCount(document: DocumentNode, operationName: string | null): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) return 0;
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const keys = new Set<string>();
  const collect = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) keys.add(selection.alias?.value ?? selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet);
      else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) collect(fragment.selectionSet);
      }
    }
  };
  collect(operation.selectionSet);
  return keys.size;
}
