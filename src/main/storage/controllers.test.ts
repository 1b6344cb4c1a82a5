// The optional `controllers` field of a match file: v1 files without it still load (hot-seat),
// files with it keep who plays each side, anything else is refused.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeMatch } from '../../shared/saves/decode';

const v1 = readFileSync('test/fixtures/saves/match-v1.rushline-match.json', 'utf8');
const withControllers = (controllers: unknown): string => JSON.stringify({ ...(JSON.parse(v1) as object), controllers });

describe('match file controllers', () => {
  it('decodes a v1 file without controllers (hot-seat)', () => {
    const res = decodeMatch(v1);
    expect(res.ok).toBe(true);
    if (res.ok) expect(res.doc.controllers).toBeUndefined();
  });

  it('decodes and keeps controllers when present', () => {
    const res = decodeMatch(withControllers({ A: 'human', B: 'easy' }));
    expect(res.ok).toBe(true);
    if (res.ok) expect(res.doc.controllers).toEqual({ A: 'human', B: 'easy' });
    const both = decodeMatch(withControllers({ A: 'hard', B: 'normal' }));
    expect(both.ok && both.doc.controllers).toEqual({ A: 'hard', B: 'normal' });
  });

  it('refuses unknown levels, missing sides and extra keys', () => {
    for (const bad of [{ A: 'human', B: 'expert' }, { A: 'human' }, { A: 'human', B: 'easy', C: 'easy' }, 'easy', null]) {
      const res = decodeMatch(withControllers(bad));
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.reason).toBe('schema');
    }
  });
});
