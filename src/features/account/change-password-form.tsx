import { useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { fieldCodesFromDetails } from '../../domain/validation/index.js';
import { changePassword } from './api.js';
import { codeMessage, translateFieldCodes } from './messages.js';
import { PasswordPairFields, passwordPairRules } from './password-pair-fields.js';
import { PasswordField } from '../../lib/password-field.js';
import { focusFirstInvalidField } from '../../lib/focus-first-invalid.js';
import { callFailure } from '../../lib/api-error.js';

/** Current password, new password and its confirmation ('Passwords are not identical'). */
export function ChangePasswordForm({ customerId }: { customerId: number }): ReactElement {
  const { t } = useTranslation(['account', 'errors']);
  const [message, setMessage] = useState<{ kind: 'saved' } | { kind: 'error'; text: string } | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: {
      currentPassword: (value) => (value === '' ? codeMessage(t, 'PASSWORD_REQUIRED') : null),
      ...passwordPairRules(t),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setMessage(null);
    try {
      await changePassword(customerId, values);
      form.reset();
      setMessage({ kind: 'saved' });
    } catch (caught) {
      const failure = callFailure(caught);
      const fields = fieldCodesFromDetails(failure.details);
      if (Object.keys(fields).length > 0) form.setErrors(translateFieldCodes(t, fields));
      else setMessage({ kind: 'error', text: codeMessage(t, failure.code, failure.details) });
    }
  }, focusFirstInvalidField);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <Title order={2} size="h4">
          {t('account:security.changePassword')}
        </Title>
        {message?.kind === 'saved' ? <Alert color="green" role="status" data-testid="password-changed">{t('account:security.passwordChanged')}</Alert> : null}
        {message?.kind === 'error' ? <Alert color="red" role="alert">{message.text}</Alert> : null}
        <PasswordField label={t('account:fields.currentPassword')} autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
        <PasswordPairFields form={form} passwordLabel="newPassword" withRule />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          {t('account:security.changePasswordSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
