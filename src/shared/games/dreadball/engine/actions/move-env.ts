/** The movement view of a state for its acting player, as `movement.ts` needs it. */

import { OFF_PITCH, PITCH_SIZE } from '../../pitch/pitch';
import { ACCESS_HEX } from '../../pitch/zones';
import { looseBallHex, pl, sideOf } from '../board';
import { extraThreatTurns } from '../career/hooks';
import type { MoveEnv } from '../movement';
import { nb } from '../tables';
import type { ActionCtx, MatchState } from '../types';

const moveScratchOcc = new Int16Array(PITCH_SIZE);
const moveScratchThreat = new Uint8Array(PITCH_SIZE);

let envState: MatchState | null = null;
let envAction: ActionCtx | null = null;
let envCached: MoveEnv | null = null;

/**
 * The movement view of a settled state for its acting player, kept for the last state asked about
 * (settled states are never changed; runs work on their own copy and call computeMoveEnv).
 */
export function moveEnv(s: MatchState, a: ActionCtx): MoveEnv {
  if (s === envState && a === envAction && envCached) return envCached;
  const env = computeMoveEnv(s, a);
  envState = s;
  envAction = a;
  envCached = env;
  return env;
}

export function computeMoveEnv(s: MatchState, a: ActionCtx): MoveEnv {
  // The scratch arrays are about to change: whatever env was kept no longer describes its state.
  envState = null;
  envCached = null;
  const p = pl(s, a.player);
  moveScratchOcc.fill(0);
  moveScratchThreat.fill(0);
  for (const o of s.players) {
    if (o.where !== 'pitch') continue;
    moveScratchOcc[o.hex] = o.id + 1;
    if (o.team !== p.team && !o.down) {
      for (let k = 5; k <= 7; k++) {
        const t = nb(o.hex, (o.facing + k) % 6);
        if (t !== OFF_PITCH) moveScratchThreat[t] = 1;
      }
      if (o.career) {
        for (const k of extraThreatTurns(o)) {
          const t = nb(o.hex, (o.facing + k + 6) % 6);
          if (t !== OFF_PITCH) moveScratchThreat[t] = 1;
        }
      }
    }
  }
  const side = sideOf(s, p.team);
  return {
    occ: moveScratchOcc,
    threatened: moveScratchThreat,
    ballHex: looseBallHex(s),
    ownAccess: ACCESS_HEX[side],
    enemyAccess: ACCESS_HEX[side === 'home' ? 'away' : 'home'],
    picker: p.role !== 'guard',
    canExit: (a.kind === 'run' || a.kind === 'sprint') && s.ball.carrier !== p.id,
    start: p.where === 'pitch' ? p.hex : OFF_PITCH,
    facing: p.facing,
    sprint: a.plan === 'sprint',
    remaining: Math.max(0, a.allowance - a.used),
    extras: a.extrasAllowed,
  };
}
