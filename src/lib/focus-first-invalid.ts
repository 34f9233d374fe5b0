import type { FormEvent } from 'react';

/**
 * The validation-failure handler of a Mantine form (`form.onSubmit(send, focusFirstInvalidField)`):
 * the keyboard focus goes to the first refused field of the submitted form, so a keyboard or
 * screen reader user lands on what to correct instead of staying on the submit button. It waits a
 * frame for the render that marks the fields.
 */
export function focusFirstInvalidField(_errors: unknown, _values: unknown, event?: FormEvent<HTMLFormElement>): void {
  const form = event?.currentTarget;
  if (!form) return;
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus());
}
