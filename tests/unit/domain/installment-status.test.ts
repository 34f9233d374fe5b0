import { describe, expect, it } from 'vitest';
import { shownInstallmentStatus } from '../../../src/domain/invoice.js';
import type { InstallmentLine } from '../../../src/domain/invoice.js';

const line = (dueDate: string, status: InstallmentLine['status']): InstallmentLine => ({ position: 2, dueDate, amount: 7016, status });
const now = new Date('2026-11-28T09:30:00.000Z');

describe('an instalment\'s state as the fan reads it', () => {
  it('a scheduled one whose UTC day has come, or passed, is being charged', () => {
    expect(shownInstallmentStatus(line('2026-11-28T00:00:00.000Z', 'scheduled'), now)).toBe('charging');
    expect(shownInstallmentStatus(line('2026-11-27T00:00:00.000Z', 'scheduled'), now)).toBe('charging');
  });
  it('a later one stays scheduled; paid, failed and overdue say themselves', () => {
    expect(shownInstallmentStatus(line('2026-11-29T00:00:00.000Z', 'scheduled'), now)).toBe('scheduled');
    for (const status of ['paid', 'failed', 'overdue'] as const) expect(shownInstallmentStatus(line('2026-11-01T00:00:00.000Z', status), now)).toBe(status);
  });
});
