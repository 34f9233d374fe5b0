/** Reads /checkout?orderId&numberOfInstallments&promoCodeIds&termsAccepted (promo ids comma-separated or repeated). */
export interface CheckoutParams {
  orderId: number | null;
  numberOfInstallments: number | null;
  promoCodeIds: number[] | null;
  /** The fan ticked the terms on the summary (`termsAccepted=1`); otherwise the checkout asks. */
  termsAccepted: boolean;
}

const positive = (value: string | null): number | null => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
};

export function parseCheckoutParams(search: string): CheckoutParams {
  const params = new URLSearchParams(search);
  const raw = params.getAll('promoCodeIds').flatMap((v) => v.split(',')).filter((v) => v !== '');
  const ids = raw.map(positive);
  return {
    orderId: positive(params.get('orderId')),
    numberOfInstallments: positive(params.get('numberOfInstallments')),
    promoCodeIds: raw.length === 0 || ids.some((id) => id === null) ? null : (ids as number[]),
    termsAccepted: params.get('termsAccepted') === '1',
  };
}
