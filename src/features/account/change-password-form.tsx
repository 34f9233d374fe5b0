import { useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { checkPassword, checkPasswordsIdentical, fieldCodesFromDetails } from '../../domain/validation/index.js';
import { changePassword } from './api.js';
import { codeMessage, translateFieldCodes } from './messages.js';

/** Current password, new password and its confirmation ('Passwords are not identical'). */
export function ChangePasswordForm({ customerId }: { customerId: number }): ReactElement {
  const { t } = useTranslation(['account', 'errors']);
  const [message, setMessage] = useState<{ kind: 'saved' } | { kind: 'error'; text: string } | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: {
      currentPassword: (value) => (value === '' ? codeMessage(t, 'PASSWORD_REQUIRED') : null),
      password: (value) => {
        const code = checkPassword(value);
        return code ? codeMessage(t, code) : null;
      },
      confirmPassword: (value, values) => {
        const code = checkPasswordsIdentical(values.password, value);
        return code ? codeMessage(t, code) : null;
      },
    },
  });
  const submit = form.onSubmit(async (values) => {
    setMessage(null);
    try {
      await changePassword(customerId, values);
      form.reset();
      setMessage({ kind: 'saved' });
    } catch (caught) {
      const failure = caught as { code: string; details?: unknown };
      const fields = fieldCodesFromDetails(failure.details);
      if (Object.keys(fields).length > 0) form.setErrors(translateFieldCodes(t, fields));
      else setMessage({ kind: 'error', text: codeMessage(t, failure.code) });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <Title order={2} size="h4">
          {t('account:security.changePassword')}
        </Title>
        {message?.kind === 'saved' ? <Alert color="green" role="status" data-testid="password-changed">{t('account:security.passwordChanged')}</Alert> : null}
        {message?.kind === 'error' ? <Alert color="red" role="alert">{message.text}</Alert> : null}
        <PasswordInput label={t('account:fields.currentPassword')} autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
        <PasswordInput label={t('account:fields.newPassword')} description={t('account:passwordRule')} autoComplete="new-password" required {...form.getInputProps('password')} />
        <PasswordInput label={t('account:fields.confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          {t('account:security.changePasswordSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
