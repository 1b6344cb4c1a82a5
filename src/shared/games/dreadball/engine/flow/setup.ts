/**
 * Set-up: the home team places its players on its half, then the away team; the first rush starts.
 * Until a coach says he is done he may pick up any player he has placed (there is only one set-up
 * a match, so every player of his on the pitch was placed in it) and place him again, as at the
 * table; once done, his set-up is fixed.
 */

import { type HexId, OFF_PITCH, PITCH_SIZE } from '../../pitch/pitch';
import { onPitchCount, other, pl, sideOf } from '../board';
import { askLast, emit, FACINGS, type Run, set } from '../run';
import { coachOf, TOKENS_PER_RUSH } from '../state';
import { SETUP_HEXES } from '../tables';
import type { Decision, MatchState } from '../types';
import { startRush } from './rush';

const takenMark = new Int32Array(PITCH_SIZE);
let lastMark = 0;

function nextMark(): number {
  if (lastMark === 0x7fffffff) {
    takenMark.fill(0);
    lastMark = 0;
  }
  return ++lastMark;
}

/**
 * The set-up prompt's decisions in a fixed order, without building them: every (bench player,
 * free hex) placement while fewer than six are on, then "done", then a pick-up per placed player
 * (last, so that whatever took the first listed decision before pick-ups existed still does).
 */
export class SetupList {
  readonly count: number;
  private readonly bench: number[] = [];
  private readonly free: HexId[] = [];
  private readonly placed: number[] = [];

  constructor(s: MatchState) {
    const t = s.setupTeam;
    if (onPitchCount(s, t) < 6) {
      // A new mark per listing on one shared array rather than a zeroed array per listing.
      const mark = nextMark();
      for (const p of s.players) if (p.where === 'pitch') takenMark[p.hex] = mark;
      for (const h of SETUP_HEXES[sideOf(s, t)]) if (takenMark[h] !== mark) this.free.push(h);
      for (const p of s.players) if (p.team === t && p.where === 'bench') this.bench.push(p.id);
    }
    for (const p of s.players) if (p.team === t && p.where === 'pitch') this.placed.push(p.id);
    this.count = this.bench.length * this.free.length + 1 + this.placed.length;
  }

  at(i: number): Decision {
    const places = this.bench.length * this.free.length;
    if (i < places) {
      const f = this.free.length;
      return { kind: 'place', player: this.bench[(i / f) | 0] as number, hex: this.free[i % f] as HexId };
    }
    if (i === places) return { kind: 'setup-done' };
    const pid = this.placed[i - places - 1];
    if (pid === undefined) throw new RangeError(`set-up decision ${i} is not in a list of ${this.count}`);
    return { kind: 'unplace', player: pid };
  }
}

/** 1 on the hexes each side may set up on. */
const SETUP_HEX: Readonly<Record<'home' | 'away', Uint8Array>> = (() => {
  const mark = (hexes: readonly HexId[]): Uint8Array => {
    const a = new Uint8Array(PITCH_SIZE);
    for (const h of hexes) a[h] = 1;
    return a;
  };
  return { home: mark(SETUP_HEXES.home), away: mark(SETUP_HEXES.away) };
})();

/** Whether `d` is one of the set-up prompt's decisions, checked directly rather than by listing them. */
export function isSetupDecision(s: MatchState, d: Decision): boolean {
  const t = s.setupTeam;
  switch (d.kind) {
    case 'setup-done':
      return true;
    case 'unplace': {
      const p = Number.isInteger(d.player) ? s.players[d.player] : undefined;
      return p !== undefined && p.team === t && p.where === 'pitch';
    }
    case 'place': {
      const p = Number.isInteger(d.player) ? s.players[d.player] : undefined;
      if (!p || p.team !== t || p.where !== 'bench' || !Number.isInteger(d.hex) || SETUP_HEX[sideOf(s, t)][d.hex] !== 1) return false;
      if (onPitchCount(s, t) >= 6) return false;
      for (const o of s.players) if (o.where === 'pitch' && o.hex === d.hex) return false;
      return true;
    }
    default:
      return false;
  }
}

export function doPlace(r: Run, pid: number, hex: HexId): void {
  const p = set(r, pid, { where: 'pitch', hex, down: false });
  emit(r, { type: 'placed', player: pid, hex });
  // The facing question is the last thing placing a player does: asked without a throw.
  const d = askLast(r, 'facing', p.team, pid, FACINGS);
  if (!d) return;
  const facing = d.kind === 'facing' ? d.facing : 0;
  set(r, pid, { facing });
  emit(r, { type: 'faced', player: pid, facing });
}

/** A placed player is picked up: back on the bench, his hex free again. */
export function doUnplace(r: Run, pid: number): void {
  const hex = pl(r.ws, pid).hex;
  set(r, pid, { where: 'bench', hex: OFF_PITCH, down: false, facing: 0 });
  emit(r, { type: 'unplaced', player: pid, hex });
}

export function doSetupDone(r: Run): void {
  const ws = r.ws;
  emit(r, { type: 'setup-done', coach: coachOf(ws.setupTeam) });
  if (ws.setupTeam === ws.home) {
    ws.setupTeam = other(ws.setupTeam);
    return;
  }
  ws.phase = 'rush';
  ws.rush = 1;
  ws.rushing = ws.home === -1 ? 0 : ws.home;
  ws.tokens = TOKENS_PER_RUSH;
  startRush(r);
}
