/** The launch at the start of a rush after a Strike (or the first rush): the ball comes out of the launch hole. */

import type { Axial } from '../../../../hex/axial';
import type { HexId } from '../../pitch/pitch';
import { LAUNCH_WALL_HEXES, launchPath } from '../../pitch/zones';
import { catchTest } from '../ball/catch';
import { scatter } from '../ball/scatter';
import { canSee, occupant, sideOf, standingAt } from '../board';
import { teamHas } from '../career/hooks';
import { coachOf } from '../state';
import { ask, emit, type Run } from '../run';
import { axialOf } from '../tables';
import type { PlayerRec } from '../types';

export function launch(r: Run): void {
  const ws = r.ws;
  const side = sideOf(ws, ws.rushing);
  const path = launchPath(side);
  const first = pitchControl(r, r.dice.d6());
  const hexes: HexId[] = [];
  const reach = first <= 5 ? 2 * first : 10;
  let wallRoll: number | null = null;
  let stop: PlayerRec | null = null;
  let prev: Axial = (() => {
    const a = axialOf(path[0] as HexId);
    const b = axialOf(path[1] as HexId);
    return { q: 2 * a.q - b.q, r: 2 * a.r - b.r };
  })();
  let cameFrom = prev;
  const visit = (h: HexId): boolean => {
    hexes.push(h);
    const o = standingAt(ws, h);
    if (o) {
      stop = o;
      cameFrom = prev;
      return true;
    }
    prev = axialOf(h);
    return false;
  };
  let stopped = false;
  for (let i = 0; i < reach && !stopped; i++) stopped = visit(path[i] as HexId);
  if (!stopped && first === 6) {
    wallRoll = r.dice.d6();
    visit((LAUNCH_WALL_HEXES[side] as readonly HexId[])[wallRoll <= 3 ? 0 : 1] as HexId);
  }
  emit(r, { type: 'ball-launched', side, roll: first, wallRoll, hexes });
  const end = hexes[hexes.length - 1] as HexId;
  ws.ball = { hex: end, carrier: -1 };
  ws.launchPending = false;
  const catcher = stop as PlayerRec | null;
  if (catcher) {
    let lost = false;
    if (catcher.role !== 'guard' && canSee(ws, catcher, cameFrom)) {
      if (catchTest(r, catcher.id, 0)) return;
      lost = catcher.team === ws.rushing;
    }
    scatter(r, end, lost);
    return;
  }
  if (occupant(ws, end)) {
    scatter(r, end, false);
    return;
  }
  emit(r, { type: 'ball-stops', hex: end });
}

/**
 * Pitch Control: once per match each team holding it may have the launch die rolled again, the
 * rushing team asked first; the new result stands.
 */
function pitchControl(r: Run, roll: number): number {
  const ws = r.ws;
  let face = roll;
  for (const team of [ws.rushing, ws.rushing === 0 ? 1 : 0] as const) {
    if (!teamHas(ws, team, 'launchReroll') || ws.pitchControlUsed?.[team]) continue;
    const d = ask(
      r,
      'career',
      team,
      -1,
      [
        { kind: 'career', ability: 'pitch-control', use: true },
        { kind: 'career', ability: 'pitch-control', use: false },
      ],
      { launchRoll: face },
    );
    if (d.kind !== 'career' || !d.use) continue;
    const used: [boolean, boolean] = ws.pitchControlUsed ? [ws.pitchControlUsed[0], ws.pitchControlUsed[1]] : [false, false];
    used[team] = true;
    ws.pitchControlUsed = used;
    emit(r, { type: 'launch-rerolled', coach: coachOf(team), roll: face });
    face = r.dice.d6();
  }
  return face;
}
