import type { Direction } from '../../../hex/axial';
import { OFF_PITCH, PITCH_SIZE, type HexId } from '../pitch/pitch';
import { dirBetween, turnCost } from './tables';

/**
 * Movement for Run, Sprint and the movement part of Slam, Snatch and Throw.
 *
 * A move decision is a path of hex ids plus a final facing. `OFF_PITCH` as the last hex means
 * "onto the own bench" (substitution out, only from the own access hex). A player on the bench
 * must start the path with the own access hex (substitution in; it costs one hex like any other).
 *
 * One submitted path may use at most one Sprint extra (the unit after the allowance); once a
 * roll has been made the engine asks again, so further extras are planned one at a time.
 */
export interface MoveEnv {
  /** Player id + 1 standing or lying on each hex, 0 for empty. */
  occ: Int16Array;
  /** 1 when a standing opponent of the mover threatens the hex. */
  threatened: Uint8Array;
  /** Hex of the loose ball, or -1. */
  ballHex: HexId;
  ownAccess: HexId;
  enemyAccess: HexId;
  /** Jack or Striker: entering the ball hex is a pick-up and ends the move. */
  picker: boolean;
  /** May step from the own access hex onto the bench. */
  canExit: boolean;
  /** The mover's hex, or OFF_PITCH when on the bench. */
  start: HexId;
  facing: Direction;
  sprint: boolean;
  /** Units left within the allowance. */
  remaining: number;
  /** Whether one Sprint extra may follow the allowance. */
  extras: boolean;
}

export interface MoveUnit {
  kind: 'enter' | 'step' | 'turn' | 'exit';
  from: HexId;
  to: HexId;
  /** Facing after the unit. */
  facing: Direction;
  dodge: boolean;
  extra: boolean;
  /** The unit enters the loose ball's hex. */
  ball: boolean;
}

export function maxCost(env: MoveEnv): number {
  return env.remaining + (env.extras ? 1 : 0);
}

function free(env: MoveEnv, h: HexId): boolean {
  return h !== env.enemyAccess && (h === env.start || env.occ[h] === 0);
}

/** Checks a path; returns its units in order, or a reason it is not legal. */
export function validatePath(env: MoveEnv, path: readonly HexId[], facing: Direction): MoveUnit[] | string {
  if (!Number.isInteger(facing) || facing < 0 || facing > 5) return 'facing must be 0-5';
  const units: MoveUnit[] = [];
  const limit = maxCost(env);
  let cur = env.start;
  let f: Direction = env.facing;
  let cost = 0;
  const push = (u: MoveUnit): void => {
    u.extra = cost + 1 > env.remaining;
    units.push(u);
    cost++;
  };
  for (let i = 0; i < path.length; i++) {
    const h = path[i] as HexId;
    if (units.length > 0 && units[units.length - 1]?.ball && env.picker) return 'a pick-up ends the move';
    if (h === OFF_PITCH) {
      if (i !== path.length - 1) return 'the bench can only be the last step';
      if (!env.canExit) return 'this player may not leave the pitch now';
      if (cur !== env.ownAccess) return 'the bench is reached only from the own access hex';
      if (facing !== 0) return 'leaving the pitch takes facing 0';
      push({ kind: 'exit', from: cur, to: OFF_PITCH, facing: f, dodge: env.threatened[cur] === 1, ball: false, extra: false });
      continue;
    }
    if (!Number.isInteger(h) || h < 0 || h >= PITCH_SIZE) return `hex ${h} is not on the pitch`;
    if (cur === OFF_PITCH) {
      if (i !== 0 || h !== env.ownAccess) return 'a substitute enters through the own access hex';
      if (!free(env, h)) return 'the access hex is blocked';
      // A substitute may come in facing any way: the way of its next step, or the final facing.
      const next = path[i + 1];
      const nd = next === undefined || next === OFF_PITCH ? -1 : dirBetween(h, next);
      f = nd === -1 ? facing : nd;
      push({ kind: 'enter', from: OFF_PITCH, to: h, facing: f, dodge: false, ball: h === env.ballHex, extra: false });
      cur = h;
      continue;
    }
    const d = dirBetween(cur, h);
    if (d === -1) return `hex ${h} is not next to hex ${cur}`;
    if (!free(env, h)) return `hex ${h} is occupied or forbidden`;
    if (env.sprint) {
      const t = turnCost(f, d);
      const sense = (d - f + 6) % 6 <= 3 ? 1 : 5;
      for (let k = 0; k < t; k++) {
        f = ((f + sense) % 6) as Direction;
        push({ kind: 'turn', from: cur, to: cur, facing: f, dodge: false, ball: false, extra: false });
      }
    }
    push({ kind: 'step', from: cur, to: h, facing: d, dodge: env.threatened[cur] === 1, ball: h === env.ballHex, extra: false });
    f = d;
    cur = h;
  }
  const last = units[units.length - 1];
  if (cur === OFF_PITCH && last?.kind !== 'exit' && path.length > 0) return 'invalid path';
  if (env.sprint && cur !== OFF_PITCH && last?.kind !== 'exit') {
    const t = turnCost(f, facing);
    if (t > 0 && last?.ball && env.picker) return 'a Sprint picks the ball up before any turn';
    const sense = (facing - f + 6) % 6 <= 3 ? 1 : 5;
    for (let k = 0; k < t; k++) {
      f = ((f + sense) % 6) as Direction;
      push({ kind: 'turn', from: cur, to: cur, facing: f, dodge: false, ball: false, extra: false });
    }
  }
  if (cur === OFF_PITCH && path.length === 0 && facing !== 0) return 'a player on the bench keeps facing 0';
  if (cost > limit) return `the path costs ${cost}, more than ${limit}`;
  return units;
}
