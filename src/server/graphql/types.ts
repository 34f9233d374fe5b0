import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLFieldResolver } from 'graphql';

/** What every resolver receives as its third argument. */
export interface GraphQLContext {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Throws 429 RATE_LIMITED past the promo code lookup limit; called once per name looked up. */
  countPromoLookup: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- resolvers type their own args
type AnyResolver = GraphQLFieldResolver<any, GraphQLContext, any>;

/** Resolvers per type and field, e.g. `{ Query: { events: ... }, Event: { arena: ... } }`. */
export type ResolverMap = Record<string, Record<string, AnyResolver>>;

/** One slice of the schema: SDL (may `extend type Query`/`Mutation`) plus its resolvers. */
export interface SchemaModule {
  typeDefs: string;
  resolvers: ResolverMap;
}
