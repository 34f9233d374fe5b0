import type { ComponentProps, ReactElement } from 'react';
import { PasswordInput } from '@mantine/core';

/**
 * Mantine's PasswordInput marks a refused input `data-invalid` but, unlike TextInput, not
 * `aria-invalid`: a screen reader would read the message yet not announce the field as invalid.
 * Every password field of the shop is this one.
 */
export function PasswordField(props: ComponentProps<typeof PasswordInput>): ReactElement {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
