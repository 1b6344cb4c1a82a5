/**
 * Set-up: the home team places its players on its half, then the away team; the first rush starts.
 * Until a coach says he is done he may pick up any player he has placed (there is only one set-up
 * a match, so every player of his on the pitch was placed in it) and place him again, as at the
 * table; once done, his set-up is fixed.
 */

import { type HexId, OFF_PITCH, PITCH_SIZE } from '../../pitch/pitch';
import { onPitchCount, other, pl, sideOf } from '../board';
import { ask, emit, FACINGS, type Run, set } from '../run';
import { coachOf, TOKENS_PER_RUSH } from '../state';
import { SETUP_HEXES } from '../tables';
import type { Decision, MatchState } from '../types';
import { startRush } from './rush';

export function setupChoices(s: MatchState): Decision[] {
  const t = s.setupTeam;
  const out: Decision[] = [];
  if (onPitchCount(s, t) < 6) {
    const taken = new Uint8Array(PITCH_SIZE);
    for (const p of s.players) if (p.where === 'pitch') taken[p.hex] = 1;
    const hexes = SETUP_HEXES[sideOf(s, t)];
    for (const p of s.players) {
      if (p.team !== t || p.where !== 'bench') continue;
      for (const h of hexes) if (taken[h] === 0) out.push({ kind: 'place', player: p.id, hex: h });
    }
  }
  out.push({ kind: 'setup-done' });
  // Last, so that whatever took the first listed decision before pick-ups existed still does.
  for (const p of s.players) if (p.team === t && p.where === 'pitch') out.push({ kind: 'unplace', player: p.id });
  return out;
}

export function doPlace(r: Run, pid: number, hex: HexId): void {
  const p = set(r, pid, { where: 'pitch', hex, down: false });
  emit(r, { type: 'placed', player: pid, hex });
  const d = ask(r, 'facing', p.team, pid, FACINGS);
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
