import { useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Anchor, Button, Checkbox, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { WRAPPING_LABEL } from '../../lib/wrapping-button.js';
import { AuthBackdrop } from '../auth/auth-backdrop.js';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import {
  checkPassword, checkPasswordsIdentical, fieldCodesFromDetails, normalizeEmail, requiredFieldsFromConfig, safeRedirectPath, validateCustomer,
} from '../../domain/validation/index.js';
import { useDocumentHead } from '../../lib/document-head.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { signUp } from './api.js';
import { CustomerFieldInput } from './customer-field-input.js';
import type { CustomerFormValues } from './customer-field-input.js';
import { localToday, profileToValues, valuesToInput } from './form-values.js';
import { codeMessage, translateFieldCodes } from './messages.js';
import { PasswordPairFields } from './password-pair-fields.js';
import { focusFirstInvalidField } from '../../lib/focus-first-invalid.js';
import { callFailure } from '../../lib/api-error.js';

type SignUpValues = CustomerFormValues & { password: string; confirmPassword: string; acceptsCrm: boolean };

/** Registration (`?email=` prefills the address): e-mail, names, the fields the club requires, a password; then the verification mail. */
export default function SignUpPage(): ReactElement {
  const { t, i18n } = useTranslation(['account', 'auth', 'errors']);
  useDocumentHead(t('account:signUp.title'));
  const config = useSiteConfig();
  const required = requiredFieldsFromConfig(config.requiredCustomerFields);
  const query = new URLSearchParams(useSearch());
  const redirectUrl = safeRedirectPath(query.get('redirectUrl'));
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignUpValues>({
    mode: 'controlled',
    // `?email=` prefills the address, as on login: a transfer's link brings the recipient's.
    initialValues: { ...profileToValues(null), email: query.get('email') ?? '', password: '', confirmPassword: '', acceptsCrm: false },
    validate: (values) => {
      const errors: Record<string, string | undefined> = validateCustomer(valuesToInput(values), required, localToday());
      errors.password = checkPassword(values.password) ?? undefined;
      errors.confirmPassword = checkPasswordsIdentical(values.password, values.confirmPassword) ?? undefined;
      return translateFieldCodes(t, errors);
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const { email } = await signUp({
        customer: { ...valuesToInput(values), email: normalizeEmail(values.email), password: values.password, confirmPassword: values.confirmPassword, acceptsCrm: values.acceptsCrm },
        signUpRequiredFields: config.requiredCustomerFields,
        locale: i18n.language,
        redirectUrl,
      });
      navigate(`/user/verify-email-send-email/${encodeURIComponent(email)}`);
    } catch (caught) {
      const failure = callFailure(caught);
      if (failure.code === 'EMAIL_ALREADY_USED') form.setFieldError('email', codeMessage(t, failure.code));
      else if (failure.code === 'VALIDATION_FAILED') form.setErrors(translateFieldCodes(t, fieldCodesFromDetails(failure.details)));
      else setError(codeMessage(t, failure.code, failure.details));
    }
  }, focusFirstInvalidField);

  const extra = required.filter((field) => !['email', 'firstName', 'lastName'].includes(field));
  const loginHref = redirectUrl === '/' ? '/login' : `/login?redirectUrl=${encodeURIComponent(redirectUrl)}`;
  return (
    <AuthBackdrop>
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={640} mx="auto" w="100%">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Title order={1} size="h2">
              {t('account:signUp.title')}
            </Title>
            {error ? <Alert color="red" role="alert">{error}</Alert> : null}
            <CustomerFieldInput field="email" form={form} required />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CustomerFieldInput field="firstName" form={form} required />
              <CustomerFieldInput field="lastName" form={form} required />
              {extra.map((field) => (
                <CustomerFieldInput key={field} field={field} form={form} required />
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordPairFields form={form} passwordLabel="password" withRule />
            </SimpleGrid>
            <Checkbox label={t('account:privacy.crmConsent')} {...form.getInputProps('acceptsCrm', { type: 'checkbox' })} />
            {/* Wraps on a 320 px phone: the Russian 'Создать учётную запись' was cut at its last letters. */}
            <Button type="submit" loading={form.submitting} fullWidth {...WRAPPING_LABEL}>
              {t('account:signUp.submit')}
            </Button>
            <Text size="sm" ta="center">
              {t('account:signUp.haveAccount')}{' '}
              <Anchor component={Link} href={loginHref}>
                {t('auth:login.submit')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </AuthBackdrop>
  );
}
