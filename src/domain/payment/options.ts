/** Which payment options a total allows, from the site configuration's singlePayment and installmentPayment. */
import type { PaymentOption, SiteConfig } from '../site-config.js';

export type PaymentConfig = Pick<SiteConfig, 'singlePayment' | 'installmentPayment'>;

/** True when `total` cents lies within the option's bounds (both inclusive). */
export function optionAllows(option: PaymentOption, total: number): boolean {
  return total >= option.minimumAmount && total <= option.maximumAmount;
}

/**
 * The options offered for an order of `total` cents, in full first then by instalment count.
 * Payment in full is always count 1, whatever the configured count says. Duplicate counts keep
 * the first configured one. A total of 0 is offered payment in full only, whatever its bounds.
 */
export function offeredPaymentOptions(config: PaymentConfig, total: number): PaymentOption[] {
  // Nothing to pay is settled at once: no instalments of 0, and no minimum of a card payment
  // can leave a free order unfinishable.
  if (total === 0) return [{ ...config.singlePayment, numberOfInstallments: 1 }];
  const candidates: PaymentOption[] = [
    { ...config.singlePayment, numberOfInstallments: 1 },
    ...[...config.installmentPayment].sort((a, b) => a.numberOfInstallments - b.numberOfInstallments),
  ];
  const seen = new Set<number>();
  const offered: PaymentOption[] = [];
  for (const option of candidates) {
    if (option.numberOfInstallments < 1 || seen.has(option.numberOfInstallments)) continue;
    seen.add(option.numberOfInstallments);
    if (optionAllows(option, total)) offered.push(option);
  }
  return offered;
}

/** The offered option with this instalment count, or null when the total does not allow it. */
export function findOfferedOption(config: PaymentConfig, total: number, numberOfInstallments: number): PaymentOption | null {
  return offeredPaymentOptions(config, total).find((o) => o.numberOfInstallments === numberOfInstallments) ?? null;
}
