import type { Direction } from '../../../hex/axial';
import { NEIGHBOURS, OFF_PITCH, PITCH_SIZE, type HexId } from '../pitch/pitch';
import { dirBetween, turnCost } from './tables';
import type { Decision } from './types';

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

// Scratch buffers for the listing search, reused between calls (the engine is single-threaded).
const MAX_LAYERS = 20;
const ENDS = PITCH_SIZE * 6;
const parent = new Int32Array(MAX_LAYERS * ENDS);
const minRolls = new Uint8Array(ENDS);
const endNode = new Int32Array(ENDS);
const touched = new Int32Array(ENDS);
const layerLists: number[][] = Array.from({ length: MAX_LAYERS }, () => []);
const rollsOf = new Uint8Array(MAX_LAYERS * ENDS);
const blockedScratch = new Uint8Array(PITCH_SIZE);
/** Per search node: its hex, and how many hexes its path lists (the start hex included). */
const nodeHex = new Uint8Array(MAX_LAYERS * ENDS);
const nodeLen = new Uint8Array(MAX_LAYERS * ENDS);

/** Paths already built in this listing, by the node that entered their last hex (valid when stamped with the call). */
const entryStamp = new Int32Array(MAX_LAYERS * ENDS);
const entrySlot = new Int32Array(MAX_LAYERS * ENDS);
let listCalls = 0;

const UNREACHED = 255;
const FROM_START = -1;

/**
 * Every reachable end (hex, facing) with the path needing the fewest rolls (ties: fewest units).
 * Rolls counted: dodges, the Sprint extra, and a Guard entering the loose ball's hex.
 *
 * The search runs layer by layer over movement units spent. A label (hex, facing, units) is kept
 * only when it needs fewer rolls than every cheaper label of the same end, so each end is
 * expanded once or twice rather than once per layer.
 */
export function listMoves(env: MoveEnv): Decision[] {
  const limit = Math.min(maxCost(env), MAX_LAYERS - 1);
  const out: Decision[] = [];
  minRolls.fill(UNREACHED);
  let nTouched = 0;
  for (let c = 0; c <= limit; c++) (layerLists[c] as number[]).length = 0;
  const sprint = env.sprint;
  const reach = (c: number, end: number, r: number, p: number): void => {
    const old = minRolls[end] as number;
    if (r >= old) return;
    if (old === UNREACHED) touched[nTouched++] = end;
    minRolls[end] = r;
    const n = c * ENDS + end;
    const h = (end / 6) | 0;
    parent[n] = p;
    rollsOf[n] = r;
    nodeHex[n] = h;
    nodeLen[n] = p === FROM_START ? 1 : (nodeLen[p] as number) + (nodeHex[p] === h ? 0 : 1);
    endNode[end] = n;
    (layerLists[c] as number[]).push(n);
  };
  if (env.start !== OFF_PITCH) reach(0, env.start * 6 + (sprint ? env.facing : 0), 0, FROM_START);
  else if (env.ownAccess !== OFF_PITCH && env.occ[env.ownAccess] === 0 && limit >= 1) {
    const r0 = 1 > env.remaining ? 1 : 0;
    if (sprint) for (let f = 0; f < 6; f++) reach(1, env.ownAccess * 6 + f, r0, FROM_START);
    else reach(1, env.ownAccess * 6, r0, FROM_START);
  }
  let exitBest = UNREACHED;
  let exitNode = -1;
  const picker = env.picker;
  const ballHex = env.ballHex;
  // 1 where the mover may not step: occupied (but its own start hex) or the enemy access hex.
  const occ = env.occ;
  for (let i = 0, size = PITCH_SIZE; i < size; i++) blockedScratch[i] = occ[i] !== 0 ? 1 : 0;
  if (env.start !== OFF_PITCH) blockedScratch[env.start] = 0;
  if (env.enemyAccess !== OFF_PITCH) blockedScratch[env.enemyAccess] = 1;
  const blocked = blockedScratch;
  const threatened = env.threatened;
  // Read once: an imported binding can cost a property lookup per use (tsx's CommonJS output).
  const neighbours = NEIGHBOURS;
  const off = OFF_PITCH;
  for (let c = 0; c < limit; c++) {
    const list = layerLists[c] as number[];
    const extra = c + 1 > env.remaining ? 1 : 0;
    for (let i = 0; i < list.length; i++) {
      const n = list[i] as number;
      const r = rollsOf[n] as number;
      const end = n - c * ENDS;
      if ((minRolls[end] as number) < r) continue;
      const f = end % 6;
      const h = (end - f) / 6;
      if (picker && h === ballHex && h !== env.start) continue;
      if (env.canExit && h === env.ownAccess) {
        const er = r + (env.threatened[h] as number) + extra;
        if (er < exitBest) {
          exitBest = er;
          exitNode = n;
        }
      }
      const dodge = threatened[h] as number;
      if (sprint) {
        const base = h * 6;
        reach(c + 1, base + ((f + 1) % 6), r + extra, n);
        reach(c + 1, base + ((f + 5) % 6), r + extra, n);
        const t = neighbours[base + f] as number;
        if (t !== off && blocked[t] === 0) reach(c + 1, t * 6 + f, r + dodge + extra + (!picker && t === ballHex ? 1 : 0), n);
      } else {
        const base = h * 6;
        const step = r + dodge + extra;
        for (let d = 0; d < 6; d++) {
          const t = neighbours[base + d] as number;
          if (t === off || blocked[t] !== 0) continue;
          reach(c + 1, t * 6, step + (!picker && t === ballHex ? 1 : 0), n);
        }
      }
    }
  }
  const skip = env.start !== OFF_PITCH ? 1 : 0;
  // Ends reached through the same node on entering their hex (a Sprint's turns on the spot) have
  // the same path: it is built once and shared, as a Run's six facings share theirs.
  const built: HexId[][] = [];
  const stamp = ++listCalls;
  const pathOf = (n: number): HexId[] => {
    let entry = n;
    if (sprint) {
      const h = nodeHex[n] as number;
      for (let p = parent[entry] as number; p !== FROM_START && nodeHex[p] === h; p = parent[entry] as number) entry = p;
      if (entryStamp[entry] === stamp) return built[entrySlot[entry] as number] as HexId[];
    }
    const len = (nodeLen[entry] as number) - skip;
    const hexes: HexId[] = new Array<HexId>(len);
    let k = len - 1;
    let lastH = -2;
    for (let cur = entry; k >= 0; cur = parent[cur] as number) {
      const h = nodeHex[cur] as number;
      if (h !== lastH) hexes[k--] = h;
      lastH = h;
    }
    if (sprint) {
      entryStamp[entry] = stamp;
      entrySlot[entry] = built.length;
      built.push(hexes);
    }
    return hexes;
  };
  for (let i = 0; i < nTouched; i++) {
    const end = touched[i] as number;
    const path = pathOf(endNode[end] as number);
    if (sprint) out.push({ kind: 'move', path, facing: (end % 6) as Direction });
    else for (let g = 0; g < 6; g++) out.push({ kind: 'move', path, facing: g as Direction });
  }
  if (env.start === OFF_PITCH) out.push({ kind: 'move', path: [], facing: 0 });
  if (exitNode !== -1) out.push({ kind: 'move', path: [...pathOf(exitNode), OFF_PITCH], facing: 0 });
  return out;
}
