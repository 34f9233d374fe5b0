import { buildSchema, GraphQLObjectType } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import type { SchemaModule } from './types.js';
import { schemaModules } from './modules/index.js';

const ROOT_TYPES = /* GraphQL */ `
  type Query { _health: Boolean }
  type Mutation { _noop: Boolean }
`;

/**
 * Builds one executable graphql-js schema from the modules' SDL and attaches their resolvers.
 * Throws at start-up when a resolver names a type or field the SDL does not declare, so a typo
 * cannot silently leave a field unresolved.
 */
export function buildShopSchema(modules: readonly SchemaModule[] = schemaModules): GraphQLSchema {
  const schema = buildSchema([ROOT_TYPES, ...modules.map((m) => m.typeDefs)].join('\n'));
  for (const module of modules) {
    for (const [typeName, fieldResolvers] of Object.entries(module.resolvers)) {
      const type = schema.getType(typeName);
      if (!(type instanceof GraphQLObjectType)) throw new Error(`GraphQL resolvers for unknown type ${typeName}`);
      const fields = type.getFields();
      for (const [fieldName, resolve] of Object.entries(fieldResolvers)) {
        const field = fields[fieldName];
        if (!field) throw new Error(`GraphQL resolver for unknown field ${typeName}.${fieldName}`);
        field.resolve = resolve;
      }
    }
  }
  return schema;
}
