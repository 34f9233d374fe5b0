import type { SchemaModule } from '../types.js';
import { catalogModule } from './catalog.js';

/** Every slice of the GraphQL schema; add a module here to publish it at /api/proxy/graphql. */
export const schemaModules: SchemaModule[] = [catalogModule];
