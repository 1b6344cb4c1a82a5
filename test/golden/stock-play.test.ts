// Stock play, pinned: league careers add abilities, injuries and team upgrades to the engine, and a
// match of stock teams (no careers) must stay byte-for-byte what it was. Each figure is a hash of
// whole states and decision logs of fixed-seed games; a change to any die, decision or field of a
// stock match changes it. Re-pin only for a deliberate rules change, with the reason in the commit.
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/shared/games/dreadball/engine/sim';
import { playMatch, makeAgent, gameSetup } from '../../src/shared/games/dreadball/ai/tournament';
import { createMatch } from '../../src/shared/games/dreadball/engine/state';
import { STOCK_TEAMS } from '../../src/shared/games/dreadball/teams/team';

/** FNV-1a over the UTF-16 code units of a string, as 8 hex digits. */
function fnv(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

describe('stock matches stay byte-for-byte the same', () => {
  it('a new match of every stock pairing', () => {
    const states = STOCK_TEAMS.flatMap((a) => STOCK_TEAMS.map((b) => JSON.stringify(createMatch({ teams: [a, b], seed: 9 }))));
    expect(fnv(states.join('\n'))).toBe('bf1f8c27');
  });

  it('random games: final states and decision logs', () => {
    const parts: string[] = [];
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const g = playGame({ seed, check: false, replayCheck: false });
      parts.push(JSON.stringify(g.final), JSON.stringify(g.decisions));
    }
    expect(fnv(parts.join('\n'))).toBe('40fe260f');
  }, 120_000);

  it('computer-coached tournament games', () => {
    let t = 0;
    const parts: string[] = [];
    for (const i of [0, 1, 2]) {
      const setup = gameSetup(i, 5);
      const o = playMatch({ ...setup, home: makeAgent('ai:easy'), away: makeAgent('ai:normal'), now: () => t++ });
      parts.push(JSON.stringify({ ...o, entrants: { home: { ...o.entrants.home, thinkMs: [] }, away: { ...o.entrants.away, thinkMs: [] } } }));
    }
    expect(fnv(parts.join('\n'))).toBe('510e58c4');
  }, 300_000);
});
