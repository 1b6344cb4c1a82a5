/**
 * The rolls a move path needs, before it is chosen: for the per-hex risk on the match screen
 * without dry runs. Each test comes from the same function the move will roll it with.
 *
 * A move stops at its first roll and the engine asks `move` again; the rolls listed after the
 * first are those the player meets by carrying on along the same path (nothing else on the
 * pitch moves in between, so their dice stay the same). A failed roll ends the action there.
 */

import type { Direction } from '../../../../hex/axial';
import type { HexId } from '../../pitch/pitch';
import { moveEnv } from '../actions/move-env';
import { pickUpTest } from '../actions/pick-up';
import { moveTest } from '../actions/run-sprint';
import { looseBallHex, pl } from '../board';
import { validatePath } from '../movement';
import type { MatchState, MoveRoll } from '../types';

/** Every roll of `path` + `facing` in order, or why the path is not a legal move now. */
export function moveRolls(s: MatchState, path: readonly HexId[], facing: Direction): MoveRoll[] | string {
  const a = s.action;
  if (s.phase !== 'rush' || s.prompt || s.freeActions.length > 0 || !a || a.stage !== 'move') return 'no move is being asked for';
  const units = validatePath(moveEnv(s, a), path, facing);
  if (typeof units === 'string') return units;
  const p = pl(s, a.player);
  const ball = looseBallHex(s);
  let dodges = a.dodges;
  let extras = a.extras;
  const out: MoveRoll[] = [];
  for (const u of units) {
    if (u.extra) out.push({ kind: 'sprint-extra', from: u.from, to: u.to, test: moveTest(s, p, 'sprint-extra', u.from, ++extras) });
    if (u.dodge) out.push({ kind: 'dodge', from: u.from, to: u.to, test: moveTest(s, p, 'dodge', u.from, ++dodges) });
    if ((u.kind === 'step' || u.kind === 'enter') && u.ball && u.to === ball) {
      // Entering the ball's hex ends the move: a pick-up, or a Guard kicks the ball away.
      if (p.role !== 'guard') out.push({ kind: 'pick-up', from: u.from, to: u.to, test: pickUpTest(s, p, a, u.to) });
      else out.push({ kind: 'kick', from: u.from, to: u.to, test: null });
      break;
    }
  }
  return out;
}
