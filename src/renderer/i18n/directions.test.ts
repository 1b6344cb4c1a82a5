// The facing buttons name a hex direction by its short form (match.dirShort). The short form must
// be the language's own: a Polish reader takes an English W for wschód, east, the opposite of west.
import { describe, expect, it } from 'vitest';
import { DIRECTION_NAMES } from '../../shared/hex/axial';
import { messages } from './messages';

/** The first letter, without accents ("Südosten" → s, "ś" → s). */
const initial = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toLowerCase();

describe('short directions', () => {
  for (const [language, tree] of Object.entries(messages)) {
    it(`in ${language}, start as the direction's own name does`, () => {
      const { dir, dirShort } = tree.match;
      const wrong = DIRECTION_NAMES.filter((d) => initial(dirShort[d]) !== initial(dir[d])).map((d) => `${d}: ${dirShort[d]} for ${dir[d]}`);
      expect(wrong).toEqual([]);
      // Six different buttons, never two the same.
      expect(new Set(DIRECTION_NAMES.map((d) => dirShort[d])).size).toBe(6);
    });

    it(`in ${language}, a lesson quoting a facing button names a direction the buttons show`, () => {
      const [before, after] = tree.match.choice.facing.split('{dir}') as [string, string];
      const shown = new Set(DIRECTION_NAMES.map((d) => `${before}${tree.match.dirShort[d]}${after}`));
      const texts = JSON.stringify([tree.lessons, tree.bbLessons, tree.rbLessons]);
      const quoted = [...texts.matchAll(/[“«„]([^”»“]+)[”»“]/g)].map((m) => m[1] as string).filter((q) => q.startsWith(before) && q.length <= before.length + 8);
      expect(quoted.length).toBeGreaterThan(0);
      expect(quoted.filter((q) => !shown.has(q))).toEqual([]);
    });
  }

  it('Polish uses Polish letters (Pn, Pd, Wsch, Zach)', () => {
    expect(Object.values(messages.pl.match.dirShort).sort()).toEqual(['Pd-Wsch', 'Pd-Zach', 'Pn-Wsch', 'Pn-Zach', 'Wsch', 'Zach']);
  });
});
