import type { ReactElement } from 'react';
import { Box, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BOOKING_STEPS, stepMarks, stepsOf } from '../../domain/booking-steps.js';
import type { BookingScreen } from '../../domain/booking-steps.js';

/**
 * The stepper above every booking screen. On a phone the six labels would wrap over three lines
 * and push the seats below the fold: there the steps show as numbers with the current ones named.
 * Mantine marks every step before `active` done; a screen doing two steps (the summary, where the
 * payment type is chosen) starts at its first and draws the second as current too.
 */
export function BookingStepper({ active }: { active: BookingScreen }): ReactElement {
  const { t } = useTranslation('booking');
  const marks = stepMarks(active);
  const here = stepsOf(active);
  const first = BOOKING_STEPS.indexOf(here[0]!);
  const alsoCurrent = (index: number) => index !== first && marks[BOOKING_STEPS[index]!] === 'current';
  const currentLook = { stepIcon: { borderColor: 'var(--step-color)' } };
  const progress = here.length === 1
    ? t('steps.progress', { number: first + 1, total: BOOKING_STEPS.length, label: t(`steps.${here[0]!}`) })
    : t('steps.progressRange', { first: first + 1, last: first + here.length, total: BOOKING_STEPS.length, label: here.map((step) => t(`steps.${step}`)).join(', ') });
  return (
    <Box mb="md" data-testid="booking-stepper">
      <Stepper active={first} size="xs" allowNextStepsSelect={false} aria-label={t('steps.label')} visibleFrom="sm">
        {BOOKING_STEPS.map((step, i) => (
          <Stepper.Step key={step} label={t(`steps.${step}`)} data-mark={marks[step]} {...(alsoCurrent(i) ? { styles: currentLook } : {})} />
        ))}
      </Stepper>
      <Box hiddenFrom="sm">
        {/* Six 24 px steps with short separators fit a 320 px screen. */}
        <Stepper active={first} size="xs" iconSize={24} wrap={false} allowNextStepsSelect={false} aria-hidden styles={{ separator: { marginInline: 4, minWidth: 6 } }}>
          {BOOKING_STEPS.map((step, i) => (
            <Stepper.Step key={step} data-mark={marks[step]} {...(alsoCurrent(i) ? { styles: currentLook } : {})} />
          ))}
        </Stepper>
        <Text size="sm" fw={600} mt={6} data-testid="booking-step-current">{progress}</Text>
      </Box>
    </Box>
  );
}
