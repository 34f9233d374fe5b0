/**
 * The booking steps the stepper names, and the screens that do them. Six steps, five screens: the
 * summary screen is where the payment type is chosen too, so it does two steps at once.
 */
export const BOOKING_STEPS = ['seat', 'options', 'information', 'paymentType', 'summary', 'payment'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export type BookingScreen = 'seat' | 'options' | 'information' | 'summary' | 'payment';

const SCREEN_STEPS: Record<BookingScreen, readonly BookingStep[]> = {
  seat: ['seat'],
  options: ['options'],
  information: ['information'],
  summary: ['paymentType', 'summary'],
  payment: ['payment'],
};

export type StepMark = 'done' | 'current' | 'upcoming';

/**
 * Each step's mark on `screen`: done only once the fan has passed the screen that does it, current
 * for every step this screen does, upcoming after.
 */
export function stepMarks(screen: BookingScreen): Record<BookingStep, StepMark> {
  const here = SCREEN_STEPS[screen];
  const first = BOOKING_STEPS.indexOf(here[0]!);
  return Object.fromEntries(BOOKING_STEPS.map((step, i) => [step, here.includes(step) ? 'current' : i < first ? 'done' : 'upcoming'])) as Record<BookingStep, StepMark>;
}

/** The steps `screen` does, in order. */
export const stepsOf = (screen: BookingScreen): readonly BookingStep[] => SCREEN_STEPS[screen];
