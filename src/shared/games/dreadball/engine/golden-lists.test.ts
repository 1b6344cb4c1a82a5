// The engine's speed work must not change a thing a caller sees: every prompt's full legal list
// (its order and every path), the decision taken, its events, `revealedDice` and the states, hashed
// over fixed-seed games of the keen random player and of the computer coach. Re-pin only for a
// deliberate rules change, with the reason in the commit.
import { describe, expect, it } from 'vitest';
import { makeAgent, gameSetup, playMatch } from '../ai/tournament';
import { applyDecision } from './door';
import { legalDecisions } from './legal';
import { keenPlayer, pickTeams } from './sim';
import { mulberry32 } from '../../../random/mulberry32';
import { createMatch } from './state';

/** FNV-1a over the UTF-16 code units of a string, folded into a running hash. */
function fnv(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

describe('legal lists, decisions and events stay the same', () => {
  it('keen random games: every full legal list, decision, event list and state', () => {
    let h = 0x811c9dc5;
    let steps = 0;
    for (const seed of [11, 12, 13, 14]) {
      const random = mulberry32(seed ^ 0x5bd1e995);
      let s = createMatch({ teams: pickTeams(seed), seed });
      while (s.phase !== 'over') {
        const legal = legalDecisions(s);
        h = fnv(h, `${legal.decider} ${legal.prompt} ${JSON.stringify(legal.decisions)}`);
        const d = keenPlayer(s, legal, random);
        const r = applyDecision(s, d);
        if (!r.ok) throw new Error(r.error.message);
        h = fnv(h, `${JSON.stringify(d)} ${r.revealedDice} ${JSON.stringify(r.events)} ${JSON.stringify(r.state)}`);
        s = r.state;
        steps++;
      }
    }
    expect(steps).toBe(1092);
    expect(h.toString(16).padStart(8, '0')).toBe('dd70c471');
  }, 120_000);

  it('a computer-coached game (Easy against Normal): its outcome and log', () => {
    let t = 0;
    const setup = gameSetup(3, 5);
    const o = playMatch({ ...setup, home: makeAgent('ai:easy'), away: makeAgent('ai:normal'), now: () => t++ });
    const text = JSON.stringify({ ...o, entrants: { home: { ...o.entrants.home, thinkMs: [] }, away: { ...o.entrants.away, thinkMs: [] } } });
    expect(fnv(0x811c9dc5, text).toString(16).padStart(8, '0')).toBe('a6bb47ec');
  }, 120_000);
});
