import { describe, expect, it } from 'vitest';
import { bloodbowl } from '../../shared/games/bloodbowl';
import type { MatchState } from '../../shared/games/bloodbowl/engine/types';
import { simSetup } from '../../shared/games/bloodbowl/sim';
import { IDLE_CLOCK, TURN_MS, advance, clockText, turnKey } from './turnClock';

/** A match with the timer, played by its first legal decisions until a team turn is in play. */
function inPlay(turnTimer: boolean): MatchState {
  let s = bloodbowl.createMatch({ ...simSetup(5), turnTimer });
  for (let n = 0; n < 400 && s.acting === null; n++) {
    const legal = bloodbowl.legal(s);
    const d = legal.decisions.find((x) => x.kind === 'setup-done') ?? legal.decisions[0];
    const r = bloodbowl.apply(s, d!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

describe('the Blood Bowl turn clock', () => {
  it('times a team turn only when the match has the timer', () => {
    const timed = inPlay(true);
    expect(timed.acting).not.toBeNull();
    expect(turnKey(timed)).toBe(`${timed.half}:${timed.acting}:${timed.teams[timed.acting!].turns}`);
    expect(turnKey(inPlay(false))).toBeNull();
    expect(turnKey(bloodbowl.createMatch({ ...simSetup(5), turnTimer: true }))).toBeNull();
  });

  it('starts each turn at 4 minutes and counts down only while running', () => {
    let c = advance(IDLE_CLOCK, '1:0:1', 1000, true);
    expect(c).toEqual({ key: '1:0:1', leftMs: TURN_MS });
    c = advance(c, '1:0:1', 1500, true);
    expect(c.leftMs).toBe(TURN_MS - 1500);
    expect(advance(c, '1:0:1', 60_000, false)).toBe(c);
    c = advance(c, '1:0:1', 10 * 60_000, true);
    expect(c.leftMs).toBe(0);
    expect(advance(c, '1:1:1', 0, true)).toEqual({ key: '1:1:1', leftMs: TURN_MS });
    expect(advance(c, null, 500, true)).toEqual({ key: null, leftMs: TURN_MS });
  });

  it('reads as minutes and seconds, rounded up', () => {
    expect(clockText(TURN_MS)).toBe('4:00');
    expect(clockText(222_001)).toBe('3:43');
    expect(clockText(9_000)).toBe('0:09');
    expect(clockText(1)).toBe('0:01');
    expect(clockText(0)).toBe('0:00');
  });
});
