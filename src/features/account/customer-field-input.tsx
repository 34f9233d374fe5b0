import type { ReactElement } from 'react';
import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '../../domain/validation/index.js';
import { CountrySelect } from '../../lib/countries.js';
import type { CustomerField } from '../../domain/validation/index.js';

export type CustomerFormValues = Record<CustomerField, string>;

const AUTOCOMPLETE: Partial<Record<CustomerField, string>> = {
  email: 'email', firstName: 'given-name', lastName: 'family-name', dateOfBirth: 'bday', country: 'country',
  cityName: 'address-level2', streetAddress: 'street-address', postalCode: 'postal-code', phoneNumber: 'tel', company: 'organization',
};

/** One customer field with the right control: gender and country choices, a date input, text otherwise. */
export function CustomerFieldInput<V extends CustomerFormValues>(props: {
  field: CustomerField;
  form: UseFormReturnType<V>;
  required: boolean;
  disabled?: boolean;
}): ReactElement {
  const { field, form, required } = props;
  const { t } = useTranslation('account');
  const common = { label: t(`fields.${field}`), required, disabled: props.disabled ?? false, ...form.getInputProps(field) };
  if (field === 'gender') {
    return <Select {...common} data={GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))} allowDeselect={false} />;
  }
  if (field === 'country') return <CountrySelect {...common} clearable={!required} />;
  if (field === 'dateOfBirth') return <TextInput {...common} type="date" placeholder="yyyy-mm-dd" autoComplete="bday" />;
  const type = field === 'email' ? 'email' : field === 'phoneNumber' ? 'tel' : 'text';
  return <TextInput {...common} type={type} autoComplete={AUTOCOMPLETE[field] ?? 'off'} />;
}
