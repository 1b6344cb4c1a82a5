import { describe, expect, it } from 'vitest';
import { createMatch } from '../../shared/games/bloodbowl/engine';
import type { MatchState } from '../../shared/games/bloodbowl/engine/types';
import { STOCK_ROSTERS } from '../../shared/games/bloodbowl/teams/stock';
import { boardStateOf } from './bloodbowlBoard';

describe('the Blood Bowl board state', () => {
  it('fades the players who have acted only in their own team turn', () => {
    const s0 = createMatch({ teams: [STOCK_ROSTERS.human, STOCK_ROSTERS.orc], seed: 1 });
    // Two players of each team have acted; team 1 is acting, so team 0's flags are from its last turn.
    const s: MatchState = { ...s0, acting: 1, players: s0.players.map((p) => ({ ...p, acted: s0.players.filter((q) => q.team === p.team).indexOf(p) < 2 })) };
    const shown = boardStateOf(s, () => 'X').figures;
    expect(shown.filter((f) => f.acted).map((f) => f.team)).toEqual([1, 1]);
    expect(boardStateOf({ ...s, acting: 0 }, () => 'X').figures.filter((f) => f.acted).map((f) => f.team)).toEqual([0, 0]);
  });
});
