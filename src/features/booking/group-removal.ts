/**
 * Removing one group of tickets from the customer's unpaid order: from the cart popover, or from
 * the earlier-order notice of the booking pages (where the seats being chosen stay as picks).
 */
import { snapshot } from 'valtio';
import type { CartSummary } from '../../domain/cart-summary.js';
import type { TicketGroup } from '../../domain/ticket-groups.js';
import * as machine from '../../domain/cart/index.js';
import type { Cart } from '../../domain/cart/index.js';
import { EMPTY_CART } from '../../domain/cart-summary.js';
import * as api from './api.js';
import { ApiError } from '../../lib/api-error.js';
import { bookingState, clearAll, refreshSummary, setSummary } from './state.js';

const cart = (): Cart => snapshot(bookingState).cart as Cart;

/**
 * Follows the removal sequence; answers where to go (home or nowhere) and the refusal's code, if
 * any (also set as the booking notice, which the cart popover shows). With `keepPicks`, an order
 * emptied by the removal leaves the cart's seat choice in place instead of clearing everything.
 * Errors show with the server's code (UNKNOWN when there is none) and leave the cart as it was,
 * except that an order changed elsewhere is shown afresh.
 */
export async function removeGroup(
  group: TicketGroup,
  path: string,
  plasticCardMandatory: boolean,
  { keepPicks = false }: { keepPicks?: boolean } = {},
): Promise<{ goHome: boolean; refused?: string }> {
  try {
    const outcome = await machine.removeGroup(snapshot(bookingState).summary as CartSummary, group, { path, plasticCardMandatory }, {
      updateTicketsOnOrder: api.updateTicketsOnOrder,
      fetchOnholdOrder: api.fetchOnholdOrder,
      reapplyPromoCodes: async (orderId, ids) => {
        await api.evaluatePromoCodes(orderId, ids);
      },
    });
    if (outcome.kind === 'refused') {
      bookingState.notice = { kind: 'error', code: outcome.reason };
      return { goHome: false, refused: outcome.reason };
    }
    if (outcome.kind === 'refreshed') {
      bookingState.cart = machine.forgetGroupSeats(cart(), group);
      setSummary(outcome.summary);
      return { goHome: false };
    }
    bookingState.popoverOpen = false;
    if (outcome.kind === 'emptied') {
      if (!keepPicks) {
        clearAll();
        return { goHome: outcome.goHome };
      }
      bookingState.cart = machine.detachOrder(machine.forgetGroupSeats(cart(), group));
      setSummary({ ...EMPTY_CART });
    }
    return { goHome: false };
  } catch (error) {
    // A refusal the server explains (a child's ticket left without an adult's) is shown as such.
    const code = error instanceof ApiError ? error.code : 'UNKNOWN';
    // The order changed elsewhere (another tab, an order change): show it as it is now, so the
    // fan chooses again from what is really held instead of being asked to reload the page.
    if (code === 'TICKET_NOT_IN_ORDER') await refreshSummary();
    bookingState.notice = { kind: 'error', code };
    return { goHome: false, refused: code };
  }
}
