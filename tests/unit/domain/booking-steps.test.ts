import { describe, expect, it } from 'vitest';
import { stepMarks } from '../../../src/domain/booking-steps.js';

describe('stepMarks', () => {
  it('marks a step done only once the screen that does it is passed', () => {
    expect(stepMarks('seat')).toEqual({ seat: 'current', options: 'upcoming', information: 'upcoming', paymentType: 'upcoming', summary: 'upcoming', payment: 'upcoming' });
    expect(stepMarks('information')).toEqual({ seat: 'done', options: 'done', information: 'current', paymentType: 'upcoming', summary: 'upcoming', payment: 'upcoming' });
    // The summary screen is where the payment type is chosen.
    expect(stepMarks('summary')).toEqual({ seat: 'done', options: 'done', information: 'done', paymentType: 'current', summary: 'current', payment: 'upcoming' });
    expect(stepMarks('payment')).toEqual({ seat: 'done', options: 'done', information: 'done', paymentType: 'done', summary: 'done', payment: 'current' });
  });
});
