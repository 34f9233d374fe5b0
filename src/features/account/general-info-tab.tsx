import { useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_FIELDS, fieldCodesFromDetails, requiredFieldsFromConfig, validateCustomer } from '../../domain/validation/index.js';
import { bankDetailsChanged } from '../../domain/validation/bank.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { updateCustomer } from './api.js';
import type { CustomerProfile } from './api.js';
import { CustomerFieldInput } from './customer-field-input.js';
import type { CustomerFormValues } from './customer-field-input.js';
import { localToday, profileToValues, valuesToInput } from './form-values.js';
import { codeMessage, PROFILE_SAVE_WORDING, textOnce, translateFieldCodes } from './messages.js';
import { BankPasswordField } from './bank-password-field.js';
import { focusFirstInvalidField } from '../../lib/focus-first-invalid.js';
import { callFailure } from '../../lib/api-error.js';

/** Every customer field of the profile; the e-mail is shown but not editable (it is the login). */
export function GeneralInfoTab({ profile, onSaved }: { profile: CustomerProfile; onSaved: (profile: CustomerProfile) => void }): ReactElement {
  const { t, i18n } = useTranslation(['account', 'errors']);
  const config = useSiteConfig();
  const required = requiredFieldsFromConfig(config.requiredCustomerFields);
  const [message, setMessage] = useState<{ kind: 'saved' } | { kind: 'error'; text: string } | null>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const form = useForm<CustomerFormValues>({
    mode: 'controlled',
    initialValues: profileToValues(profile),
    validate: (values) => ({
      ...translateFieldCodes(t, validateCustomer(valuesToInput(values), required, localToday())),
      ...(bankDetailsChanged(profile, values) && currentPassword === '' ? { currentPassword: codeMessage(t, 'PASSWORD_CONFIRMATION_REQUIRED') } : {}),
    }),
  });
  const bankChanged = bankDetailsChanged(profile, form.values);

  const submit = form.onSubmit(
    async (values) => {
      setMessage(null);
      try {
        const confirmation = bankDetailsChanged(profile, values) ? { currentPassword } : {};
        const { customer } = await updateCustomer(profile.id, { ...valuesToInput(values), ...confirmation, locale: i18n.language });
        setCurrentPassword('');
        form.setValues(profileToValues(customer));
        form.resetDirty(profileToValues(customer));
        onSaved(customer);
        setMessage({ kind: 'saved' });
      } catch (caught) {
        const failure = callFailure(caught);
        const fields = fieldCodesFromDetails(failure.details);
        form.setErrors(textOnce(translateFieldCodes(t, fields)));
        // A refusal about given fields (bank details kept for a resale payout) is shown on them.
        const onFields = failure.code !== 'VALIDATION_FAILED' && Object.keys(fields).length > 0;
        setMessage(onFields ? null : { kind: 'error', text: codeMessage(t, failure.code, failure.details, PROFILE_SAVE_WORDING) });
      }
    },
    (errors, values, event) => {
      setMessage({ kind: 'error', text: codeMessage(t, 'PROFILE_INVALID') });
      focusFirstInvalidField(errors, values, event);
    },
  );

  const editable = CUSTOMER_FIELDS.filter((field) => field !== 'email');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {message?.kind === 'saved' ? <Alert color="green" role="status" data-testid="profile-saved">{t('account:profile.saved')}</Alert> : null}
        {message?.kind === 'error' ? <Alert color="red" role="alert">{message.text}</Alert> : null}
        <TextInput label={t('account:fields.email')} value={profile.email} readOnly description={t('account:profile.emailReadOnly')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {editable.map((field) => (
            <CustomerFieldInput key={field} field={field} form={form} required={required.includes(field)} />
          ))}
        </SimpleGrid>
        {bankChanged ? (
          <BankPasswordField
            value={currentPassword}
            onChange={(value) => {
              setCurrentPassword(value);
              form.clearFieldError('currentPassword');
            }}
            error={form.errors.currentPassword}
          />
        ) : null}
        <Button type="submit" loading={form.submitting} disabled={!form.isDirty()} style={{ alignSelf: 'flex-start' }}>
          {t('account:profile.save')}
        </Button>
      </Stack>
    </form>
  );
}
