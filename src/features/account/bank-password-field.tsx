import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../lib/password-field.js';

/**
 * The current password a change of bank details is confirmed with (the server asks for it, so a
 * signed-in session alone cannot redirect resale payouts). Shown only while the details differ
 * from the stored ones.
 */
export function BankPasswordField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: ReactNode }): ReactElement {
  const { t } = useTranslation('account');
  return (
    <PasswordField
      label={t('account:fields.currentPassword')}
      description={t('account:bankPassword.hint')}
      autoComplete="current-password"
      required
      data-testid="bank-password"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
