/** Amounts the summary shows: a line is gross plus its (negative) discount; totals add lines. */
import type { TicketGroup } from '../ticket-groups.js';
import { sumCents } from '../money.js';

export function lineAmount(line: { grossAmount: number; discountAmount: number }): number {
  return sumCents([line.grossAmount, line.discountAmount]);
}

/** A group's amount: its seat tickets and extras. */
export function groupAmount(group: TicketGroup): number {
  return sumCents([...group.seatTickets.map(lineAmount), ...group.ancillaryTickets.map(lineAmount)]);
}

/** The order total: gross plus discount, never below zero. */
export function orderTotal(order: { grossAmount: number; discountAmount: number }): number {
  return Math.max(0, lineAmount(order));
}
