import { describe, expect, it } from 'vitest';
import { pluralIndex } from './plural';

describe('plural forms follow each language', () => {
  it('Polish: one for 1, few for 2-4 and 22-24, many for 5-21 and 25', () => {
    expect([1, 2, 5, 12, 22, 25].map((n) => pluralIndex('pl', n, 3))).toEqual([0, 1, 2, 2, 1, 2]);
    expect(pluralIndex('pl', 0, 3)).toBe(2);
  });

  it('English, Spanish and German: one for 1, other for the rest', () => {
    for (const language of ['en', 'es', 'de'] as const) expect([0, 1, 2, 5, 21, 1_000_000].map((n) => pluralIndex(language, n, 2))).toEqual([1, 0, 1, 1, 1, 1]);
  });

  it('a message with a zero form first uses it for 0 only', () => {
    expect([0, 1, 2, 5].map((n) => pluralIndex('pl', n, 4))).toEqual([0, 1, 2, 3]);
    expect([0, 1, 2].map((n) => pluralIndex('en', n, 3))).toEqual([0, 1, 2]);
  });

  it('never points past the forms a message has', () => {
    expect(pluralIndex('pl', 5, 2)).toBe(1);
    expect(pluralIndex('pl', 5, 1)).toBe(0);
  });
});
