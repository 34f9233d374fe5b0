import type { SchemaModule } from '../types.js';
import { catalogModule } from './catalog.js';
import { blocksModule } from './blocks.js';
import { offersModule } from './offers.js';
import { ordersModule } from './orders.js';
import { promoModule } from './promo.js';
import { walletModule } from './wallet.js';

/** Every slice of the GraphQL schema; add a module here to publish it at /api/proxy/graphql. */
export const schemaModules: SchemaModule[] = [catalogModule, blocksModule, offersModule, ordersModule, promoModule, walletModule];
