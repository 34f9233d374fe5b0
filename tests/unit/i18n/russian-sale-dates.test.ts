import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The sale notices of the event and pack pages put a full date in their text, and in Russian that
 * date starts with the weekday in the nominative ("пятница, 4 декабря 2026 г. в 20:00"), as Intl
 * writes it. After a preposition or a verb it reads wrong ("В продаже до пятница" was seen on the
 * season ticket page): Russian must introduce it with a colon or in parentheses.
 */
const booking = JSON.parse(readFileSync(join(import.meta.dirname, '../../../src/locales/ru/booking.json'), 'utf8')) as { sale: Record<string, string>; queue: Record<string, string> };
const sale = booking.sale;

describe('Russian sale notices', () => {
  it('introduce the weekday-led date with a colon or a parenthesis', () => {
    const withDate = Object.entries(sale).filter(([, text]) => text.includes('{{date}}'));
    expect(withDate.length).toBeGreaterThan(0);
    expect(withDate.filter(([, text]) => !/(: |\()\{\{date\}\}/.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('do the same in the waiting room (opening and end of admission)', () => {
    // "Продажа откроется пятница, …" and "… места до пятница, …" were seen on a season ticket's queue.
    const texts = ['beforeOpening', 'admitted', 'signIn'].map((key) => [key, booking.queue[key] ?? ''] as const);
    expect(texts.filter(([, text]) => !/(: |\()\{\{time\}\}/.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('say "early bird" in Russian', () => {
    expect(Object.values(sale).filter((text) => /early bird/i.test(text))).toEqual([]);
  });
});
