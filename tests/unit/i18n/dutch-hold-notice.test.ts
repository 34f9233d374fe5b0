import { describe, expect, it } from 'vitest';
import { clientTexts } from './locale-texts.js';

/**
 * The notice beside the seat picker when the fan already has an unpaid order says how long the new
 * seats stay held. In Dutch the clause lacked its verb ("zolang die bestelling, tot 10:58").
 */
describe('Dutch hold notice', () => {
  it('says the seats stay reserved as long as the unpaid order runs, in a whole sentence', () => {
    const notice = clientTexts('nl').find(([where]) => where.endsWith('joinsOrder'));
    expect(notice?.[1]).toMatch(/ze blijven gereserveerd zolang die bestelling loopt, tot \{\{time\}\}\.$/);
  });
});
