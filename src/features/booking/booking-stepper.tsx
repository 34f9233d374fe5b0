import type { ReactElement } from 'react';
import { Box, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The booking steps in order; the summary page covers Payment type and Summary. */
export const BOOKING_STEPS = ['seat', 'options', 'information', 'paymentType', 'summary', 'payment'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/**
 * The stepper above every booking screen. On a phone the six labels would wrap over three lines
 * and push the seats below the fold: there the steps show as numbers with the current one named.
 */
export function BookingStepper({ active }: { active: BookingStep }): ReactElement {
  const { t } = useTranslation('booking');
  const index = BOOKING_STEPS.indexOf(active);
  return (
    <Box mb="md" data-testid="booking-stepper">
      <Stepper active={index} size="xs" allowNextStepsSelect={false} aria-label={t('steps.label')} visibleFrom="sm">
        {BOOKING_STEPS.map((step) => (
          <Stepper.Step key={step} label={t(`steps.${step}`)} />
        ))}
      </Stepper>
      <Box hiddenFrom="sm">
        {/* Six 24 px steps with short separators fit a 320 px screen. */}
        <Stepper active={index} size="xs" iconSize={24} wrap={false} allowNextStepsSelect={false} aria-hidden styles={{ separator: { marginInline: 4, minWidth: 6 } }}>
          {BOOKING_STEPS.map((step) => (
            <Stepper.Step key={step} />
          ))}
        </Stepper>
        <Text size="sm" fw={600} mt={6} data-testid="booking-step-current">
          {t('steps.progress', { number: index + 1, total: BOOKING_STEPS.length, label: t(`steps.${active}`) })}
        </Text>
      </Box>
    </Box>
  );
}
