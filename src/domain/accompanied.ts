/**
 * Tickets that may only be bought beside another one: a rate such as "Child, accompanied by an
 * adult" needs, for the same event in the same order, at least one ticket of a rate that does not.
 */
export interface AccompaniedTicket {
  eventId: number;
  productName: string;
  requiresAccompanying: boolean;
}

/** The first ticket left without a companion, or null when every such ticket has one. */
export function unaccompaniedTicket(tickets: readonly AccompaniedTicket[]): AccompaniedTicket | null {
  const accompaniedEvents = new Set(tickets.filter((t) => !t.requiresAccompanying).map((t) => t.eventId));
  return tickets.find((t) => t.requiresAccompanying && !accompaniedEvents.has(t.eventId)) ?? null;
}
