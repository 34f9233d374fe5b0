/**
 * What a ticket-office cancellation gives back. Tickets the customer passed on before the
 * cancellation (a transfer the recipient accepted, a seat sold on resale, whose seller was paid
 * out) are no longer theirs to cancel: the money paid for them stays paid. Everything else of the
 * order (its remaining tickets, at whatever rate, and its extras) is cancelled and refunded.
 */

/** A line of the order with what was paid for it (gross less its share of promo discounts). */
export interface CancelledLine {
  grossAmount: number;
  /** Stored signed or not depending on the code that wrote it; only its size counts. */
  discountAmount: number;
  passedOn: boolean;
}

export interface CancellationMoney {
  /** Cents to give back to the customer. */
  refund: number;
  /**
   * Cents still owed for tickets passed on but not yet paid for (an instalment plan cut short by
   * the cancellation): the customer kept their worth, so a ticket manager has to follow it up.
   */
  stillOwed: number;
}

const lineValue = (line: CancelledLine) => Math.max(0, line.grossAmount - Math.abs(line.discountAmount));

/** The refund of a cancellation, from the money taken so far and the order's lines. */
export function cancellationMoney(paid: number, lines: readonly CancelledLine[]): CancellationMoney {
  const kept = lines.filter((line) => line.passedOn).reduce((sum, line) => sum + lineValue(line), 0);
  return { refund: Math.max(0, paid - kept), stillOwed: Math.max(0, kept - paid) };
}
