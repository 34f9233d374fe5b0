import { describe, expect, it } from 'vitest';
import { socialNetwork } from '../../../src/app/layout/icons.js';

describe('the network of a footer link', () => {
  it('goes by the address first: a YouTube link on example.com is not X', () => {
    expect(socialNetwork('YouTube', 'https://www.youtube.com/@example')).toBe('youtube');
    expect(socialNetwork('Our videos', 'https://youtu.be/xyz')).toBe('youtube');
    expect(socialNetwork('Follow us', 'https://x.com/fcriverside')).toBe('x');
    expect(socialNetwork('Instagram', 'https://m.instagram.com/example')).toBe('instagram');
  });

  it('then by a whole word of the title, never by letters inside a word', () => {
    expect(socialNetwork('X', 'https://example.com/')).toBe('x');
    expect(socialNetwork('Experience', 'https://example.com/')).toBeNull();
    expect(socialNetwork('Club shop', 'not a url')).toBeNull();
  });
});
