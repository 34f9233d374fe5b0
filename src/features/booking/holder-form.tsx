import type { ReactElement } from 'react';
import { Card, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CartTicket, HolderInfo } from '../../domain/cart/index.js';
import type { HolderErrors } from '../../domain/holder/holder-fields.js';
import { setHolderInfo } from './state.js';
import { CountrySelect } from '../../lib/countries.js';
import { cartSeatLine } from './seat-line.js';

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'dateOfBirth', 'streetAddress', 'postalCode', 'cityName'] as const;

interface HolderFormProps {
  index: number;
  ticket: CartTicket;
  /** The name of the ticket's rate, when known ("Child"). */
  rateName?: string | undefined;
  required: readonly (keyof HolderInfo)[];
  /** Fields to flag after a failed submission, with the validation code of each. */
  errors: HolderErrors;
}

/** Holder information of one ticket; required fields come from the site configuration. */
export function HolderForm({ index, ticket, rateName, required, errors }: HolderFormProps): ReactElement {
  const { t } = useTranslation(['booking', 'account']);
  const holder = ticket.holderInfo;
  // A required field left empty says so; a wrong format says what is wrong.
  const error = (field: keyof HolderInfo) => {
    const code = errors[field];
    if (!code) return null;
    return code.endsWith('_REQUIRED') ? t('holder.required') : t(`account:errors.${code}`);
  };
  return (
    <Card withBorder padding="md" data-testid="holder-form">
      <Text fw={600} mb="xs">
        {t('tickets.ticket', { number: index + 1 })}
        {ticket.seat && ticket.block ? ` – ${cartSeatLine(t, ticket.block, ticket.seat)}` : ''}
        {rateName ? ` · ${rateName}` : ''}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Select
          label={t('holder.gender')}
          withAsterisk={required.includes('gender')}
          value={holder.gender}
          allowDeselect={false}
          data={(['unknown', 'female', 'male'] as const).map((g) => ({ value: g, label: t(`holder.genders.${g}`) }))}
          onChange={(v) => setHolderInfo(index, { gender: (v ?? 'unknown') as HolderInfo['gender'] })}
          error={error('gender')}
        />
        {TEXT_FIELDS.map((field) => (
          <TextInput
            key={field}
            name={`holder-${index}-${field}`}
            label={t(`holder.${field}`)}
            type={field === 'dateOfBirth' ? 'date' : field === 'email' ? 'email' : 'text'}
            withAsterisk={required.includes(field)}
            value={holder[field]}
            onChange={(e) => setHolderInfo(index, { [field]: e.currentTarget.value })}
            error={error(field)}
          />
        ))}
        <CountrySelect
          name={`holder-${index}-country`}
          label={t('holder.country')}
          withAsterisk={required.includes('country')}
          value={holder.country === '' ? null : holder.country}
          onChange={(v) => setHolderInfo(index, { country: v ?? '' })}
          error={error('country')}
          clearable
        />
      </SimpleGrid>
    </Card>
  );
}
