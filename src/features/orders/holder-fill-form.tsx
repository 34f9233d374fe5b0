import { Fragment, useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { holderErrorText } from './error-text.js';
import { HOLDER_FIELDS, isMandatory, validateHolder } from '../../domain/holder/holder-fields.js';
import type { HolderErrors, HolderField, HolderValues } from '../../domain/holder/holder-fields.js';
import { fieldCodesFromDetails } from '../../domain/validation/index.js';
import { CountrySelect } from '../../lib/countries.js';
import type { TicketPurchaseInfo } from '../../domain/purchases.js';
import { callWithDetails, shownCode } from '../../lib/api-error.js';
import type { DetailedApiError } from '../../lib/api-error.js';
import { saveTicketHolder } from './api.js';

interface HolderFillFormProps {
  ticketId: number;
  purchase: TicketPurchaseInfo;
  onSaved: (purchase: TicketPurchaseInfo) => void;
  onCancel: () => void;
}

/** The fields the form shows: every mandatory one, and optional ones already given. */
const shownFields = (purchase: TicketPurchaseInfo): HolderField[] =>
  HOLDER_FIELDS.filter((f) => isMandatory(purchase.holderRules[f]) || purchase.holder?.[f] !== undefined);

/**
 * Holder (or, for season tickets, subscriber) information of a ticket bought without it. Fields
 * already given and frozen are shown read-only: the server refuses to change them anyway.
 */
export function HolderFillForm({ ticketId, purchase, onSaved, onCancel }: HolderFillFormProps): ReactElement {
  const { t } = useTranslation(['orders', 'booking', 'account', 'errors']);
  const fields = shownFields(purchase);
  const [values, setValues] = useState<HolderValues>(() => ({ ...purchase.holder }));
  const [errors, setErrors] = useState<HolderErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Opened from a button that is now gone: the focus goes to the first field to fill, not the page.
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input:not([readonly]):not([type=hidden])')?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateHolder(values, purchase.holderRules, new Date().toISOString().slice(0, 10));
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const answer = await callWithDetails(() => saveTicketHolder(ticketId, values));
      onSaved(answer.purchase);
    } catch (caught) {
      const apiError = caught as DetailedApiError;
      setErrors(fieldCodesFromDetails(apiError.details) as HolderErrors);
      setFailure(shownCode(apiError));
    } finally {
      setSaving(false);
    }
  };

  const input = (field: HolderField) => {
    const common = {
      label: t(`booking:holder.${field}`),
      withAsterisk: isMandatory(purchase.holderRules[field]),
      readOnly: !purchase.editableHolderFields.includes(field),
      error: errors[field] ? t(`account:errors.${errors[field]}`) : null,
      'data-testid': `holder-${field}`,
    };
    const set = (value: string | null) => setValues((current) => ({ ...current, [field]: value ?? '' }));
    if (field === 'gender') {
      return <Select {...common} value={values.gender ?? 'unknown'} allowDeselect={false} onChange={set}
        data={(['unknown', 'female', 'male'] as const).map((g) => ({ value: g, label: t(`booking:holder.genders.${g}`) }))} />;
    }
    if (field === 'country') return <CountrySelect {...common} value={values.country ?? null} onChange={set} />;
    return <TextInput {...common} type={field === 'dateOfBirth' ? 'date' : field === 'email' ? 'email' : 'text'}
      value={values[field] ?? ''} onChange={(e) => set(e.currentTarget.value)} />;
  };

  return (
    // A form, so that Enter in a field saves as it does in every other form of the shop.
    <form data-testid={`holder-form-${ticketId}`} ref={form} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs">
        <Text size="sm" fw={600}>{t(purchase.holderKind === 'subscriber' ? 'orders:holder.subscriberTitle' : 'orders:holder.holderTitle')}</Text>
        <Text size="xs" c="dimmed">{t('orders:holder.frozenNote')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">{fields.map((field) => <Fragment key={field}>{input(field)}</Fragment>)}</SimpleGrid>
        {failure && <Alert color="red" role="alert">{failure === 'NETWORK' ? t('errors:NETWORK') : holderErrorText(t, failure)}</Alert>}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={saving} data-testid={`holder-save-${ticketId}`}>{t('orders:holder.save')}</Button>
          <Button size="xs" variant="subtle" onClick={onCancel}>{t('orders:holder.cancel')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
