import type { ReactElement } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { checkPassword, checkPasswordsIdentical } from '../../domain/validation/index.js';
import { codeMessage } from './messages.js';
import { PasswordField } from '../../lib/password-field.js';

/** The values a form needs for a new password and its confirmation. */
export interface PasswordPairValues {
  password: string;
  confirmPassword: string;
}

/**
 * Mantine `validate` rules of a new password and its confirmation, with translated messages:
 * the same rules as the server's, so the form refuses first.
 */
export function passwordPairRules(t: TFunction) {
  return {
    password: (value: string) => {
      const code = checkPassword(value);
      return code ? codeMessage(t, code) : null;
    },
    confirmPassword: (value: string, values: PasswordPairValues) => {
      const code = checkPasswordsIdentical(values.password, value);
      return code ? codeMessage(t, code) : null;
    },
  };
}

/**
 * The new password and confirmation inputs of a form. `passwordLabel` names the first one
 * ("Password" on sign-up, "New password" when one is replaced); `withRule` shows the length rule
 * under it.
 */
export function PasswordPairFields<V extends PasswordPairValues>(props: {
  form: UseFormReturnType<V>;
  passwordLabel: 'password' | 'newPassword';
  withRule?: boolean;
}): ReactElement {
  const { form, passwordLabel, withRule = false } = props;
  const { t } = useTranslation('account');
  const label = passwordLabel === 'password' ? t('fields.password') : t('fields.newPassword');
  return (
    <>
      <PasswordField
        label={label}
        {...(withRule ? { description: t('passwordRule') } : {})}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordField label={t('fields.confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
    </>
  );
}
