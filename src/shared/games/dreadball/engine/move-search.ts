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
const blockedScratch = new Uint8Array(PITCH_SIZE);
/** Per search node: its hex, and how many hexes its path lists (the start hex included). */
const nodeHex = new Uint8Array(MAX_LAYERS * ENDS);
const nodeLen = new Uint8Array(MAX_LAYERS * ENDS);

/** Paths already built from this search, by the node that entered their last hex (valid when stamped). */
const entryStamp = new Int32Array(MAX_LAYERS * ENDS);
const entrySlot = new Int32Array(MAX_LAYERS * ENDS);
/** Bumped by every search: a set whose stamp differs must search again before reading the scratch. */
let searches = 0;

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
 * needs fewer rolls than every cheaper label of the same end, so each end is expanded once or
 * twice rather than once per layer. Rolls counted: dodges, the Sprint extra, and a Guard entering
 * the loose ball's hex.
 */
function search(env: MoveEnv): SearchResult {
  const stamp = ++searches;
  const limit = Math.min(maxCost(env), MAX_LAYERS - 1);
  minRolls.fill(UNREACHED);
  let nTouched = 0;
  const sprint = env.sprint;
  // Nodes of layer c are layerNodes[layerStart[c] .. layerStart[c + 1]); layers fill in order,
  // since a node of layer c only ever reaches layer c + 1.
  let top = 0;
  let open = 0;
  layerStart[0] = 0;
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
    layerNodes[top++] = n;
  };
  if (env.start !== OFF_PITCH) reach(0, env.start * 6 + (sprint ? env.facing : 0), 0, FROM_START);
  else if (env.ownAccess !== OFF_PITCH && env.occ[env.ownAccess] === 0 && limit >= 1) {
    // The entry is layer 1; layer 0 is empty.
    layerStart[1] = 0;
    open = 1;
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
  for (let c = open; c < limit; c++) {
    const from = layerStart[c] as number;
    const to = top;
    layerStart[c + 1] = to;
    const extra = c + 1 > env.remaining ? 1 : 0;
    for (let i = from; i < to; i++) {
      const n = layerNodes[i] as number;
      const r = rollsOf[n] as number;
      const end = n - c * ENDS;
      if ((minRolls[end] as number) < r) continue;
      const f = end % 6;
      const h = (end - f) / 6;
      if (picker && h === ballHex && h !== env.start) continue;
      if (env.canExit && h === env.ownAccess) {
        const er = r + (threatened[h] as number) + extra;
        if (er < exitBest) {
          exitBest = er;
          exitNode = n;
        }
      }
      const dodge = threatened[h] as number;
      const base = h * 6;
      if (sprint) {
        reach(c + 1, base + ((f + 1) % 6), r + extra, n);
        reach(c + 1, base + ((f + 5) % 6), r + extra, n);
        const t = neighbours[base + f] as number;
        if (t !== off && blocked[t] === 0) reach(c + 1, t * 6 + f, r + dodge + extra + (!picker && t === ballHex ? 1 : 0), n);
      } else {
        const step = r + dodge + extra;
        for (let d = 0; d < 6; d++) {
          const t = neighbours[base + d] as number;
          if (t === off || blocked[t] !== 0) continue;
          reach(c + 1, t * 6, step + (!picker && t === ballHex ? 1 : 0), n);
        }
      }
    }
  }
  return { stamp, reached: nTouched, exitNode };
}

/** The hexes of node n's path (the start hex left out when the mover is on the pitch). */
function pathTo(n: number, skip: number): HexId[] {
  const len = (nodeLen[n] as number) - skip;
  const hexes: HexId[] = new Array<HexId>(len);
  let k = len - 1;
  let lastH = -2;
  for (let cur = n; k >= 0; cur = parent[cur] as number) {
    const h = nodeHex[cur] as number;
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
  private readonly perEnd: number;
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
      const h = nodeHex[entry] as number;
      for (let p = parent[entry] as number; p !== FROM_START && nodeHex[p] === h; p = parent[entry] as number) entry = p;
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
