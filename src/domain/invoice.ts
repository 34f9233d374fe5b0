/**
 * The money an invoice states beyond its lines: what was paid, what is still due and when (for
 * orders paid in instalments), and the VAT included in the prices.
 */

export interface InstallmentLine {
  position: number;
  dueDate: string;
  amount: number;
  status: 'scheduled' | 'paid' | 'failed' | 'overdue';
}

export interface PaymentProgress {
  total: number;
  paid: number;
  due: number;
  /** The first instalment not paid yet; null when everything is paid. */
  next: { dueDate: string; amount: number } | null;
}

/** An instalment's state as the fan reads it: `charging` is a scheduled one whose day has come. */
export type ShownInstallmentStatus = InstallmentLine['status'] | 'charging';

/**
 * A scheduled instalment whose due day (a UTC calendar day) has come is charged by the next run of
 * the instalment job: until then "Scheduled" beside a date already reached would mislead.
 */
export function shownInstallmentStatus(line: InstallmentLine, now: Date): ShownInstallmentStatus {
  return line.status === 'scheduled' && line.dueDate.slice(0, 10) <= now.toISOString().slice(0, 10) ? 'charging' : line.status;
}

/**
 * What was paid and what is due. An order without an instalment plan (paid in full) is paid
 * whole; with a plan, only its paid instalments count.
 */
export function paymentProgress(total: number, installments: readonly InstallmentLine[]): PaymentProgress {
  if (installments.length <= 1) return { total, paid: total, due: 0, next: null };
  const paid = installments.filter((i) => i.status === 'paid').reduce((sum, i) => sum + i.amount, 0);
  const open = [...installments].sort((a, b) => a.position - b.position).find((i) => i.status !== 'paid');
  return { total, paid, due: total - paid, next: open ? { dueDate: open.dueDate, amount: open.amount } : null };
}

export interface VatBreakdown {
  /** Percent, e.g. 5.5. */
  ratePercent: number;
  /** The amount without VAT and the VAT it includes, in cents; they add up to the total. */
  net: number;
  vat: number;
}

/** The VAT included in a price (consumer prices include VAT), rounded to the cent on the VAT. */
export function includedVat(totalCents: number, ratePercent: number): VatBreakdown {
  const net = Math.round((totalCents * 100) / (100 + ratePercent));
  return { ratePercent, net, vat: totalCents - net };
}
