import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../../random/mulberry32';
import { applyDecision } from '../door';
import { legalDecisions } from '../legal';
import { keenPlayer, pickTeams } from '../sim';
import { createMatch } from '../state';
import type { MatchState } from '../types';
import { actionChoices, anyoneCanAct } from './declare';

describe('anyoneCanAct', () => {
  it("says whether the action prompt's list holds an action, on every state of random games", () => {
    let yes = 0;
    let no = 0;
    const check = (s: MatchState): void => {
      const expected = actionChoices(s).some((d) => d.kind === 'action');
      expect(anyoneCanAct(s)).toBe(expected);
      if (expected) yes++;
      else no++;
    };
    for (const seed of [21, 22, 23, 24, 25, 26]) {
      const random = mulberry32(seed);
      let s = createMatch({ teams: pickTeams(seed), seed });
      while (s.phase !== 'over') {
        if (s.phase === 'rush') {
          check(s);
          // The same state with the rush's tokens nearly gone and in sudden death, where fewer can act.
          check({ ...s, tokens: 1, suddenDeath: true });
          check({ ...s, tokens: 0 });
        }
        const r = applyDecision(s, keenPlayer(s, legalDecisions(s), random));
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(yes).toBeGreaterThan(100);
    expect(no).toBeGreaterThan(100);
  });
});
