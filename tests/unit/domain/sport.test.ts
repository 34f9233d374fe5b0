import { describe, expect, it } from 'vitest';
import { sportWording } from '../../../src/domain/sport.js';
import en from '../../../src/locales/en/home.json';
import es from '../../../src/locales/es/home.json';
import fr from '../../../src/locales/fr/home.json';
import nl from '../../../src/locales/nl/home.json';
import ru from '../../../src/locales/ru/home.json';

describe('sportWording', () => {
  it('says matches for team sports, shows for spectacles, meetings for athletics, events otherwise', () => {
    expect(['football', 'basketball', 'handball', 'hockey', 'rugby', 'volleyball'].map((s) => sportWording(s as never))).toEqual(Array(6).fill('match'));
    expect(sportWording('spectacles')).toBe('show');
    expect(sportWording('athletism')).toBe('meeting');
    expect(sportWording('others')).toBe('event');
  });

  it('has a home title for every wording in every language (events.title is the generic one)', () => {
    for (const locale of [en, es, fr, nl, ru]) {
      const events = locale.events as Record<string, string>;
      for (const key of ['title', 'title_match', 'title_show', 'title_meeting']) expect(events[key], key).toMatch(/\S/);
    }
  });
});
