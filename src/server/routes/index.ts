import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.js';
import { graphqlRoutes } from './graphql.js';

export interface RouteOptions {
  clientDir: string | null;
}

/**
 * The one place where route modules are registered. Each module is a Fastify plugin owning the
 * routes of one concern; keep handlers thin and put the work in ../services.
 */
export async function registerRoutes(app: FastifyInstance, _options: RouteOptions): Promise<void> {
  await app.register(healthRoutes);
  await app.register(graphqlRoutes);
}
