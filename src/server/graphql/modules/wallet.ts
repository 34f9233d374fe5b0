import type { SchemaModule } from '../types.js';
import { AppError } from '../../errors.js';
import { requireCustomer } from '../../http/session.js';
import { parseId } from '../../../domain/cart-payload.js';
import { googleWalletLinkFor } from '../../services/wallet/wallet-passes.js';
import { walletTicket } from '../../services/wallet/wallet-ticket.js';

/**
 * generateWalletToken (spec section 7): the wallet token of one of the customer's tickets. For
 * the google kind it is the signed save JWT with its link; for apple, the .pkpass is a download
 * (`url`) and no token is involved. Both kinds refuse what the pass itself refuses (another's
 * ticket, one on resale or being transferred, wallet keys missing).
 */
export const walletModule: SchemaModule = {
  typeDefs: `
  input WalletTokenInput { ticketId: ID! kind: String! }
  type WalletToken { kind: String! token: String url: String! }
  extend type Mutation {
    generateWalletToken(input: WalletTokenInput!): WalletToken!
  }
`,
  resolvers: {
    Mutation: {
      generateWalletToken: async (_: unknown, args: { input: { ticketId: unknown; kind: unknown } }, { app, request }) => {
        const customer = await requireCustomer(request);
        const ticketId = parseId(args.input.ticketId);
        if (ticketId === null) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'input.ticketId' });
        if (args.input.kind === 'google') {
          const { token, saveUrl } = await googleWalletLinkFor(app, customer, ticketId);
          return { kind: 'google', token, url: saveUrl };
        }
        if (args.input.kind !== 'apple') throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'input.kind' });
        // The same checks as the download it points at: no link for a ticket whose pass would be refused.
        await walletTicket(app, customer, ticketId, 'apple');
        return { kind: 'apple', token: null, url: `/api/tickets/${ticketId}/wallet/apple` };
      },
    },
  },
};
