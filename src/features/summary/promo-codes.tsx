import { useRef, useState, type ReactElement } from 'react';
import { Alert, Button, Card, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../domain/ticket-groups.js';
import { toApiError } from '../../lib/api-error.js';
import { useFormatters } from '../../lib/format.js';
import { evaluatePromoCodes, fetchPromoCodeByName } from '../booking/api.js';
import { promoErrorText } from './promo-error-text.js';

interface PromoCodesProps {
  order: OrderView;
  /** Amount off per accepted code id, in cents (the server answers it positive). */
  discounts: ReadonlyMap<number, number>;
  onChanged: (discounts: Map<number, number>) => void;
}

/** Promo code entry: accepted codes with their discount, removal, translated refusals. */
export function PromoCodes({ order, discounts, onChanged }: PromoCodesProps): ReactElement {
  const { t } = useTranslation(['promo', 'errors', 'booking']);
  const { amount } = useFormatters();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const applied = [...order.appliedDiscounts].sort((a, b) => a.rank - b.rank);
  const ids = applied.map((d) => d.promoCode.id);

  const evaluate = async (next: number[], added: number | null): Promise<void> => {
    const answer = await evaluatePromoCodes(order.orderId, next);
    const refused = answer.promoCodeErrors.find((e) => e.promoCodeId === added) ?? answer.promoCodeErrors[0];
    // Any refusal clears every code, here as on the order (the server applies a list whole or not at all).
    if (refused) setError(refused.code);
    onChanged(refused ? new Map() : new Map(answer.promoCodeDiscounts.map((d) => [d.promoCodeId, d.amount])));
  };
  const run = async (work: () => Promise<void>): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError((await toApiError(e)).code);
    } finally {
      setBusy(false);
      // The Apply button is disabled while it works and a removed code's button leaves the page:
      // either way the keyboard fan's focus would fall to the page. The field is where they go on.
      field.current?.focus();
    }
  };
  const add = () => run(async () => {
    const trimmed = name.trim();
    if (trimmed === '') return setError('PROMO_FETCH_CRITERIA_INVALID');
    const code = await fetchPromoCodeByName(trimmed);
    if (ids.includes(code.id)) return setError('PROMO_UNIQUE_USE_PER_ORDER');
    await evaluate([...ids, code.id], code.id);
    setName('');
  });

  return (
    <Card withBorder padding="sm" data-testid="promo-codes">
      <Stack gap="xs">
        <Text fw={600}>{t('promo:title')}</Text>
        {applied.map((d) => (
          <Group key={d.promoCode.id} justify="space-between" data-testid="promo-applied">
            <Text size="sm">{d.promoCode.name}{d.promoCode.description ? ` – ${d.promoCode.description}` : ''}</Text>
            <Group gap={4}>
              {/* Shown as an amount off, signed as the summary's discount line: unsigned, it read as a charge. */}
              <Text size="sm" data-testid="promo-applied-amount">{amount(-Math.abs(discounts.get(d.promoCode.id) ?? 0))}</Text>
              <CloseButton aria-label={t('promo:remove', { name: d.promoCode.name })} disabled={busy} onClick={() => void run(() => evaluate(ids.filter((id) => id !== d.promoCode.id), null))} />
            </Group>
          </Group>
        ))}
        <Group align="end" gap="xs">
          {/* Wide enough for the hint in every language (the Dutch and Spanish ones were cut at the default width). */}
          <TextInput ref={field} aria-label={t('promo:title')} placeholder={t('promo:placeholder')} value={name} onChange={(e) => setName(e.currentTarget.value)} onKeyDown={(e) => { if (e.key === 'Enter' && !busy) void add(); }} data-testid="promo-input" flex={1} miw={240} maw={360} />
          <Button onClick={() => void add()} loading={busy} variant="light">{t('promo:apply')}</Button>
        </Group>
        {error ? <Alert color="red" role="alert" data-testid="promo-error">{promoErrorText(t, error)}</Alert> : null}
      </Stack>
    </Card>
  );
}
