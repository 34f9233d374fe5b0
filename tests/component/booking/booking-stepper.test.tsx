// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { BookingStepper } from '../../../src/features/booking/booking-stepper.js';
import { renderWithProviders, stubMatchMedia } from '../helpers/render.js';

beforeAll(async () => {
  initI18n({ locales: ['en'], languageCookieMinutes: null } as unknown as SiteConfig);
  await i18n.changeLanguage('en');
});
beforeEach(stubMatchMedia);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The labelled (wide screen) steps: label and whether each is drawn done or current. */
function steps(): { label: string; done: boolean; current: boolean }[] {
  return [...screen.getByTestId('booking-stepper').querySelectorAll('.mantine-Stepper-step')]
    .filter((step) => step.querySelector('.mantine-Stepper-stepLabel'))
    .map((step) => ({
      label: step.querySelector('.mantine-Stepper-stepLabel')!.textContent ?? '',
      done: step.hasAttribute('data-completed'),
      current: step.getAttribute('data-mark') === 'current',
    }));
}

describe('BookingStepper', () => {
  it('on the summary, where the payment type is chosen, marks Payment type current, not done', () => {
    renderWithProviders(<BookingStepper active="summary" />);
    const marks = steps();
    expect(marks.filter((s) => s.done).map((s) => s.label)).toEqual(['Choice of a seat', 'Options', 'Information']);
    expect(marks.filter((s) => s.current).map((s) => s.label)).toEqual(['Payment type', 'Summary']);
    expect(screen.getByTestId('booking-step-current').textContent).toBe('Steps 4–5 of 6: Payment type, Summary');
  });

  it('on the payment, marks every step before it done', () => {
    renderWithProviders(<BookingStepper active="payment" />);
    expect(steps().filter((s) => s.done)).toHaveLength(5);
    expect(screen.getByTestId('booking-step-current').textContent).toBe('Step 6 of 6: Payment');
  });

  it('on the information screen, marks only the seat and the options done', () => {
    renderWithProviders(<BookingStepper active="information" />);
    expect(steps().filter((s) => s.done).map((s) => s.label)).toEqual(['Choice of a seat', 'Options']);
    expect(screen.getByTestId('booking-step-current').textContent).toBe('Step 3 of 6: Information');
  });
});
