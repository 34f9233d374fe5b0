import type { ReactElement } from 'react';
import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The booking steps in order; the summary page covers Payment type and Summary. */
export const BOOKING_STEPS = ['seat', 'options', 'information', 'paymentType', 'summary', 'payment'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/** The stepper above every booking screen. */
export function BookingStepper({ active }: { active: BookingStep }): ReactElement {
  const { t } = useTranslation('booking');
  return (
    <Stepper active={BOOKING_STEPS.indexOf(active)} size="xs" mb="md" allowNextStepsSelect={false} aria-label={t('steps.label')} data-testid="booking-stepper">
      {BOOKING_STEPS.map((step) => (
        <Stepper.Step key={step} label={t(`steps.${step}`)} />
      ))}
    </Stepper>
  );
}
