import { describe, expect, it } from 'vitest';
import { suggestEmailFix } from '../../../src/domain/validation/email-suggestion.js';

describe('suggestEmailFix', () => {
  it.each([
    ['fan@gmial.com', 'fan@gmail.com'],
    ['fan@hotmial.com', 'fan@hotmail.com'],
    ['fan@yaho.fr', 'fan@yahoo.fr'],
    ['fan@yahooo.fr', 'fan@yahoo.fr'],
    ['fan@gmail.con', 'fan@gmail.com'],
    ['fan@hotmial.fr', 'fan@hotmail.fr'],
    ['fan@yandx.ru', 'fan@yandex.ru'],
    ['fan@zigo.nl', 'fan@ziggo.nl'],
    ['  Fan@GMIAL.com ', 'fan@gmail.com'],
  ])('suggests %s -> %s', (typed, meant) => {
    expect(suggestEmailFix(typed)).toBe(meant);
  });

  it.each(['fan@gmail.com', 'fan@yahoo.fr', 'fan@orange.fr', 'fan@example.com', 'fan@club-riverside.org', 'fan@mail.ru', 'fan@telenet.be', 'not an address', ''])(
    'leaves %s alone', (typed) => {
      expect(suggestEmailFix(typed)).toBeNull();
    },
  );
});
