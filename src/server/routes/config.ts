import type { FastifyInstance } from 'fastify';
import { publicSiteConfig } from '../config/public-config.js';
import { walletKinds } from '../services/wallet/wallet-settings.js';

/** `GET /api/config`: the site configuration the client brands itself with. */
export async function configRoutes(app: FastifyInstance): Promise<void> {
  const body = { ...publicSiteConfig(app.siteConfig), walletKinds: walletKinds(app.wallet) };
  app.get('/api/config', async (_request, reply) => {
    // The file is read once at start, but a restart may change it: always revalidate.
    reply.header('cache-control', 'no-cache');
    return reply.send(body);
  });
}
