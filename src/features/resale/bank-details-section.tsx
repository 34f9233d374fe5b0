import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { checkBankDetails } from '../../domain/validation/bank.js';
import type { ResaleBankDetailsView } from '../../domain/resale-view.js';
import { saveBankDetails } from './api.js';
import type { ResaleError } from './api.js';
import { fieldCodes, resaleErrorMessage } from './messages.js';
import { shownCode } from '../../lib/api-error.js';
import { WRAPPING_LABEL } from '../../lib/wrapping-button.js';
import { BankPasswordField } from '../account/bank-password-field.js';
import { focusFirstInvalidField } from '../../lib/focus-first-invalid.js';

export interface BankDetailsSectionProps {
  bankDetails: ResaleBankDetailsView;
  /** Id of the sentence telling why selling is off, referenced by the disabled sell buttons. */
  hintId: string;
  onSaved: (bankDetails: ResaleBankDetailsView) => void;
}

/**
 * Where resale money goes. Missing details open the form at once (selling needs them); saved
 * ones are shown masked with a way to change them. The shop's IBAN/BIC rules run before sending.
 */
export function BankDetailsSection({ bankDetails, hintId, onSaved }: BankDetailsSectionProps): ReactElement {
  const { t } = useTranslation(['resale', 'errors', 'account']);
  const [editing, setEditing] = useState(!bankDetails.complete);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [sending, setSending] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { iban: '', bic: '', currentPassword: '' },
    validate: (values) => {
      const errors = checkBankDetails(values.iban, values.bic);
      return {
        iban: errors.iban ? resaleErrorMessage(t, errors.iban) : null,
        bic: errors.bic ? resaleErrorMessage(t, errors.bic) : null,
        currentPassword: values.currentPassword === '' ? resaleErrorMessage(t, 'PASSWORD_CONFIRMATION_REQUIRED') : null,
      };
    },
  });
  // Only the masked details are known here: whatever is typed is taken for a change.
  const typing = form.values.iban.trim() !== '' || form.values.bic.trim() !== '';
  const passwordProps = form.getInputProps('currentPassword');

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setSending(true);
    try {
      const answer = await saveBankDetails(values);
      form.reset();
      setEditing(false);
      setSaved(true);
      onSaved(answer.bankDetails);
    } catch (caught) {
      const failure = caught as ResaleError;
      const fields = fieldCodes(failure.details);
      if (Object.keys(fields).length > 0) {
        form.setErrors(Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, resaleErrorMessage(t, code)])));
      } else {
        setError(resaleErrorMessage(t, shownCode(failure)));
      }
    } finally {
      setSending(false);
    }
  }, focusFirstInvalidField);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="resale-bank-title" data-testid="bank-details">
      <Stack gap="sm">
        <Title order={2} size="h4" id="resale-bank-title">{t('resale:bank.title')}</Title>
        {bankDetails.complete ? null : (
          <Alert color="yellow" id={hintId} data-testid="bank-missing">{t('resale:bank.missing')}</Alert>
        )}
        {saved && !editing ? <Alert color="teal" role="status">{t('resale:bank.saved')}</Alert> : null}
        {bankDetails.complete && !editing ? (
          <Group justify="space-between" gap="sm">
            <Text data-testid="bank-current" style={{ overflowWrap: 'anywhere' }}>
              {t('resale:bank.current', { iban: bankDetails.ibanMasked ?? '', bic: bankDetails.bic ?? '' })}
            </Text>
            <Button variant="subtle" onClick={() => { setSaved(false); setEditing(true); }}>{t('resale:bank.edit')}</Button>
          </Group>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">{t('resale:bank.intro')}</Text>
              {error ? <Alert color="red" role="alert">{error}</Alert> : null}
              <TextInput label={t('resale:bank.iban')} autoComplete="off" required data-testid="bank-iban" {...form.getInputProps('iban')} />
              <TextInput label={t('resale:bank.bic')} autoComplete="off" required data-testid="bank-bic" {...form.getInputProps('bic')} />
              {typing ? (
                <BankPasswordField
                  value={form.values.currentPassword}
                  onChange={(value) => form.setFieldValue('currentPassword', value)}
                  error={passwordProps.error as ReactNode}
                />
              ) : null}
              <Group gap="sm">
                <Button type="submit" loading={sending} {...WRAPPING_LABEL} data-testid="bank-save">{t('resale:bank.save')}</Button>
                {bankDetails.complete ? (
                  <Button variant="default" onClick={() => { form.reset(); setEditing(false); }}>{t('resale:bank.cancel')}</Button>
                ) : null}
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
