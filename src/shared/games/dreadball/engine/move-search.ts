import type { Direction } from '../../../hex/axial';
import { NEIGHBOURS, OFF_PITCH, PITCH_SIZE, type HexId } from '../pitch/pitch';
import { maxCost, type MoveEnv } from './movement';
import type { Decision } from './types';

/**
 * The move listing: every reachable end with the path needing the fewest rolls, searched over
 * typed scratch arrays. A listing is a `MoveSet`: a count and the end hexes at once, and a
 * decision object (with its path array) only when someone asks for it, since most callers (the
 * fuzzer, the computer coach's rollouts) read a few of the hundreds of ends.
 */

// Scratch buffers for the search, reused between calls (the engine is single-threaded).
const MAX_LAYERS = 20;
const ENDS = PITCH_SIZE * 6;
const parent = new Int32Array(MAX_LAYERS * ENDS);
const minRolls = new Uint8Array(ENDS);
const endNode = new Int32Array(ENDS);
const touched = new Int32Array(ENDS);
/** Per layer, the nodes reached at that cost: one flat array with a start offset per layer. */
const layerNodes = new Int32Array(MAX_LAYERS * ENDS);
const layerStart = new Int32Array(MAX_LAYERS + 1);
const rollsOf = new Uint8Array(MAX_LAYERS * ENDS);

/** Paths already built from this search, by the node that entered their last hex (valid when stamped). */
const entryStamp = new Int32Array(MAX_LAYERS * ENDS);
const entrySlot = new Int32Array(MAX_LAYERS * ENDS);
/** Bumped by every search: a set whose stamp differs must search again before reading the scratch. */
let searches = 0;

/** Per end (hex * 6 + facing): its hex, and the ends a Sprint's turn either way leads to. */
const END_HEX = new Uint8Array(ENDS);
const TURN_ONE = new Uint16Array(ENDS);
const TURN_FIVE = new Uint16Array(ENDS);
for (let e = 0; e < ENDS; e++) {
  const f = e % 6;
  const h = (e - f) / 6;
  END_HEX[e] = h;
  TURN_ONE[e] = h * 6 + ((f + 1) % 6);
  TURN_FIVE[e] = h * 6 + ((f + 5) % 6);
}

/** The neighbour table with the wall as hex PITCH_SIZE, a hex every search marks closed. */
const WALL = PITCH_SIZE;
const NB = Int16Array.from(NEIGHBOURS, (t) => (t === OFF_PITCH ? WALL : t));
/** Per search: not 0 on the hexes the mover may not step onto (taken but his own, the enemy access hex, the wall). */
const closed = new Int16Array(PITCH_SIZE + 1);

const UNREACHED = 255;
const FROM_START = -1;

interface SearchResult {
  stamp: number;
  /** How many ends (hex * 6 + facing) were reached: `touched[0 .. reached)`, in the order first reached. */
  reached: number;
  /** Node of the best way onto the bench, or -1. */
  exitNode: number;
}

/**
 * Layer by layer over movement units spent. A label (hex, facing, units) is kept only when it
 * needs fewer rolls than every cheaper (or as cheap) label of the same end, so each end is expanded once or
 * twice rather than once per layer. Rolls counted: dodges, the Sprint extra, and a Guard entering
 * the loose ball's hex. The inner loops spell the labelling out rather than call a helper: this is
 * the engine's hottest code.
 */
function search(env: MoveEnv): SearchResult {
  // The module's tables as locals: a module binding is read through the context (with a check
  // that it is initialised) at every use in the loops below.
  const mins = minRolls;
  const ends = touched;
  const parents = parent;
  const rolls = rollsOf;
  const nodeOf = endNode;
  const nodes = layerNodes;
  const starts = layerStart;
  const hexOfEnd = END_HEX;
  const turnOne = TURN_ONE;
  const turnFive = TURN_FIVE;
  const stamp = ++searches;
  const limit = Math.min(maxCost(env), MAX_LAYERS - 1);
  mins.fill(UNREACHED);
  let nTouched = 0;
  const sprint = env.sprint;
  // Nodes of layer c are nodes[starts[c] .. starts[c + 1]); layers fill in order,
  // since a node of layer c only ever reaches layer c + 1.
  let top = 0;
  let open = 0;
  starts[0] = 0;
  // The first labels (no closure for them: one capturing `top` and `nTouched` would move those
  // counters into a heap context for the whole search).
  const start = env.start;
  if (start !== OFF_PITCH) {
    const end = start * 6 + (sprint ? env.facing : 0);
    ends[nTouched++] = end;
    mins[end] = 0;
    parents[end] = FROM_START;
    rolls[end] = 0;
    nodeOf[end] = end;
    nodes[top++] = end;
  } else if (env.ownAccess !== OFF_PITCH && env.occ[env.ownAccess] === 0 && limit >= 1) {
    // The entry is layer 1; layer 0 is empty. Each entry end is new, so each is labelled.
    open = 1;
    starts[1] = 0;
    const r0 = 1 > env.remaining ? 1 : 0;
    for (let f = 0, fs = sprint ? 6 : 1; f < fs; f++) {
      const end = env.ownAccess * 6 + f;
      const n = ENDS + end;
      ends[nTouched++] = end;
      mins[end] = r0;
      parents[n] = FROM_START;
      rolls[n] = r0;
      nodeOf[end] = n;
      nodes[top++] = n;
    }
  }
  let exitBest = UNREACHED;
  let exitNode = -1;
  const picker = env.picker;
  const ballHex = env.ballHex;
  // A Guard pays a roll to enter the loose ball's hex; a Jack or Striker stops there (a pick-up).
  const guardBall = picker ? -2 : ballHex;
  const stopAt = picker && ballHex !== start ? ballHex : -2;
  const exitFrom = env.canExit ? env.ownAccess : -2;
  // The mover may not step onto an occupied hex (but its own start hex) or the enemy access hex.
  const occ = env.occ;
  // The occupancy itself (a copy of the same type is a plain memory copy), then the exceptions.
  closed.set(occ);
  if (start !== OFF_PITCH) closed[start] = 0;
  if (env.enemyAccess !== OFF_PITCH) closed[env.enemyAccess] = 1;
  closed[WALL] = 1;
  const threatened = env.threatened;
  // Read once: an imported binding can cost a property lookup per use (tsx's CommonJS output).
  const neighbours = NB;
  const shut = closed;
  const remaining = env.remaining;
  for (let c = open; c < limit; c++) {
    const from = starts[c] as number;
    const to = top;
    starts[c + 1] = to;
    const extra = c + 1 > remaining ? 1 : 0;
    const next = (c + 1) * ENDS;
    // Every label of this layer stands: a label is made only with fewer rolls than every label of
    // its end so far (all of a cheaper or the same layer), and only a label of the same layer,
    // which is the same node, lowers it before the layer is expanded. A label of layer c + 1 with
    // fewer rolls, made while this layer is expanded, does not make one of layer c redundant (it
    // has a unit less left).
    for (let i = from; i < to; i++) {
      const n = nodes[i] as number;
      const r = rolls[n] as number;
      const end = n - c * ENDS;
      const h = hexOfEnd[end] as number;
      if (h === stopAt) continue;
      const dodge = threatened[h] as number;
      if (h === exitFrom) {
        const er = r + dodge + extra;
        if (er < exitBest) {
          exitBest = er;
          exitNode = n;
        }
      }
      const base = h * 6;
      if (sprint) {
        // Turn one way, turn the other, step ahead: the three units open to a Sprint, in this order.
        const turn = r + extra;
        let e = turnOne[end] as number;
        let old = mins[e] as number;
        if (turn < old) {
          if (old === UNREACHED) ends[nTouched++] = e;
          mins[e] = turn;
          const m = next + e;
          parents[m] = n;
          rolls[m] = turn;
          nodeOf[e] = m;
          nodes[top++] = m;
        }
        e = turnFive[end] as number;
        old = mins[e] as number;
        if (turn < old) {
          if (old === UNREACHED) ends[nTouched++] = e;
          mins[e] = turn;
          const m = next + e;
          parents[m] = n;
          rolls[m] = turn;
          nodeOf[e] = m;
          nodes[top++] = m;
        }
        const t = neighbours[end] as number;
        if (shut[t] !== 0) continue;
        e = t * 6 + (end - base);
        const rr = turn + dodge + (t === guardBall ? 1 : 0);
        old = mins[e] as number;
        if (rr < old) {
          if (old === UNREACHED) ends[nTouched++] = e;
          mins[e] = rr;
          const m = next + e;
          parents[m] = n;
          rolls[m] = rr;
          nodeOf[e] = m;
          nodes[top++] = m;
        }
      } else {
        const step = r + dodge + extra;
        for (let d = 0; d < 6; d++) {
          const t = neighbours[base + d] as number;
          if (shut[t] !== 0) continue;
          const e = t * 6;
          const rr = step + (t === guardBall ? 1 : 0);
          const old = mins[e] as number;
          if (rr >= old) continue;
          if (old === UNREACHED) ends[nTouched++] = e;
          mins[e] = rr;
          const m = next + e;
          parents[m] = n;
          rolls[m] = rr;
          nodeOf[e] = m;
          nodes[top++] = m;
        }
      }
    }
  }
  return { stamp, reached: nTouched, exitNode };
}

/** The hex of search node n. */
function hexOf(n: number): number {
  return END_HEX[n % ENDS] as number;
}

/** The hexes of node n's path (the start hex left out when the mover is on the pitch). */
function pathTo(n: number, skip: number): HexId[] {
  // Turns on the spot repeat a hex along the parent chain: count the distinct hexes first.
  let len = -skip;
  let lastH = -2;
  for (let cur = n; cur !== FROM_START; cur = parent[cur] as number) {
    const h = hexOf(cur);
    if (h !== lastH) len++;
    lastH = h;
  }
  const hexes: HexId[] = new Array<HexId>(len);
  let k = len - 1;
  lastH = -2;
  for (let cur = n; k >= 0; cur = parent[cur] as number) {
    const h = hexOf(cur);
    if (h !== lastH) hexes[k--] = h;
    lastH = h;
  }
  return hexes;
}

/**
 * The legal moves of one mover, in a fixed order: for a Run each reached hex with its six facings,
 * for a Sprint each reached (hex, facing); then staying on the bench, then leaving onto it.
 */
export class MoveSet {
  /** How many move decisions there are. */
  readonly count: number;
  private result: SearchResult;
  /** Decisions per reached end: 6 for a Run (one per final facing), 1 for a Sprint. */
  readonly perEnd: number;
  private readonly stay: boolean;
  private readonly skip: number;
  private built: Decision[] | null = null;

  /** `envOf` gives the mover's view again if the scratch arrays were reused by a later search. */
  constructor(private readonly envOf: () => MoveEnv) {
    const env = envOf();
    this.result = search(env);
    this.perEnd = env.sprint ? 1 : 6;
    this.stay = env.start === OFF_PITCH;
    this.skip = env.start !== OFF_PITCH ? 1 : 0;
    this.count = this.result.reached * this.perEnd + (this.stay ? 1 : 0) + (this.result.exitNode !== -1 ? 1 : 0);
  }

  /** The hex decision i ends on: OFF_PITCH for the bench. */
  endHex(i: number): HexId {
    this.fresh();
    const onPitch = this.result.reached * this.perEnd;
    if (i < onPitch) return ((touched[(i / this.perEnd) | 0] as number) / 6) | 0;
    return OFF_PITCH;
  }

  /** How many ends were reached on the pitch: decisions `k * perEnd .. (k + 1) * perEnd - 1` end on `reachedHex(k)`. */
  get reached(): number {
    this.fresh();
    return this.result.reached;
  }

  /** The hex of the k-th reached end. */
  reachedHex(k: number): HexId {
    this.fresh();
    return END_HEX[touched[k] as number] as number;
  }

  /** Decision i, built on demand (a new object and path each time: callers may keep them). */
  at(i: number): Decision {
    if (!Number.isInteger(i) || i < 0 || i >= this.count) throw new RangeError(`move ${i} is not in a list of ${this.count}`);
    this.fresh();
    const onPitch = this.result.reached * this.perEnd;
    if (i < onPitch) {
      const end = touched[(i / this.perEnd) | 0] as number;
      const facing = (this.perEnd === 1 ? end % 6 : i % 6) as Direction;
      return { kind: 'move', path: this.pathOfEnd(end, 0), facing };
    }
    if (this.stay && i === onPitch) return { kind: 'move', path: [], facing: 0 };
    return { kind: 'move', path: [...pathTo(this.result.exitNode, this.skip), OFF_PITCH], facing: 0 };
  }

  /** Every decision, built once; ends reached on the same hex share one path array, as before. */
  all(): Decision[] {
    if (this.built) return this.built;
    this.fresh();
    const out: Decision[] = [];
    const stamp = this.result.stamp;
    const slots: HexId[][] = [];
    for (let i = 0, n = this.result.reached; i < n; i++) {
      const end = touched[i] as number;
      if (this.perEnd === 6) {
        const path = this.pathOfEnd(end, 0);
        for (let g = 0; g < 6; g++) out.push({ kind: 'move', path, facing: g as Direction });
      } else {
        out.push({ kind: 'move', path: this.pathOfEnd(end, stamp, slots), facing: (end % 6) as Direction });
      }
    }
    if (this.stay) out.push({ kind: 'move', path: [], facing: 0 });
    if (this.result.exitNode !== -1) out.push({ kind: 'move', path: [...pathTo(this.result.exitNode, this.skip), OFF_PITCH], facing: 0 });
    this.built = out;
    return out;
  }

  private fresh(): void {
    if (this.result.stamp !== searches) this.result = search(this.envOf());
  }

  /**
   * A Sprint's ends on one hex reached by turning on the spot share the node that entered the hex,
   * so the path is the same: built once per listing when `slots` is given.
   */
  private pathOfEnd(end: number, stamp: number, slots?: HexId[][]): HexId[] {
    let entry = endNode[end] as number;
    if (this.perEnd === 1) {
      const h = hexOf(entry);
      for (let p = parent[entry] as number; p !== FROM_START && hexOf(p) === h; p = parent[entry] as number) entry = p;
      if (slots && entryStamp[entry] === stamp) return slots[entrySlot[entry] as number] as HexId[];
    }
    const hexes = pathTo(entry, this.skip);
    if (slots) {
      entryStamp[entry] = stamp;
      entrySlot[entry] = slots.length;
      slots.push(hexes);
    }
    return hexes;
  }
}

/** Every legal move of the mover, as decisions (the full listing, for callers that want all). */
export function listMoves(env: MoveEnv): Decision[] {
  return new MoveSet(() => env).all();
}
