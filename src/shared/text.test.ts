import { describe, expect, it } from 'vitest';
import { DISPLAY_TEXT_PATTERN } from './saves/ids';
import { cutText, withSuffix } from './text';

const hasLoneSurrogate = (s: string) => /\p{Cs}/u.test(s);

describe('cutting text by graphemes', () => {
  it('never leaves a lone surrogate, at every cut position through an emoji', () => {
    const text = 'ab😀cd👨‍👩‍👧e🇪🇸f';
    for (let max = 0; max <= text.length + 1; max++) {
      const cut = cutText(text, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(text.startsWith(cut)).toBe(true);
      expect(hasLoneSurrogate(cut), `max ${max}: ${JSON.stringify(cut)}`).toBe(false);
      expect(DISPLAY_TEXT_PATTERN.test(cut)).toBe(true);
    }
    expect(cutText(text, 3)).toBe('ab');
    expect(cutText(text, 4)).toBe('ab😀');
  });

  it('keeps short text as it is and fits a suffix', () => {
    expect(cutText('Orx', 64)).toBe('Orx');
    expect(withSuffix('Orx', ' (copy)', 32)).toBe('Orx (copy)');
    const long = 'b'.repeat(24) + '😀bb';
    const copy = withSuffix(long, ' (copy)', 32);
    expect(copy.length).toBeLessThanOrEqual(32);
    expect(hasLoneSurrogate(copy)).toBe(false);
    expect(copy.endsWith(' (copy)')).toBe(true);
  });
});
