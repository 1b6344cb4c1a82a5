/** Who a Slam, Snatch or Throw may be aimed at, and resolving the chosen target. */

import { zonesForThrower } from '../../pitch/zones';
import { pl, sideOf, standingMask } from '../board';
import type { Run } from '../run';
import { playerThreatens } from '../career/hooks';
import { axialOf, clearRoute, dist, inFront } from '../tables';
import type { ActionCtx, Decision, MatchState } from '../types';
import { clash } from './clash';
import { endAction } from './context';
import { doThrow } from './throw';

export function targets(s: MatchState, a: ActionCtx): Decision[] {
  const out: Decision[] = [];
  scanTargets(s, a, out);
  return out;
}

/**
 * Whether the action has any target: the scan stops at the first one (after most moves of a Slam
 * or Throw the answer is wanted, not the list, and a Throw's line of sight is the costly part).
 */
export function hasTarget(s: MatchState, a: ActionCtx): boolean {
  return scanTargets(s, a, null);
}

/** Lists the targets into `out`, in the prompt's order; with no `out`, true at the first found. */
function scanTargets(s: MatchState, a: ActionCtx, out: Decision[] | null): boolean {
  const p = pl(s, a.player);
  if (p.where !== 'pitch' || p.down) return false;
  if (a.kind === 'slam' || a.kind === 'snatch') {
    for (const o of s.players) {
      if (o.team === p.team || o.where !== 'pitch' || o.down) continue;
      if (!playerThreatens(p, o.hex)) continue;
      if (a.kind === 'snatch' && s.ball.carrier !== o.id) continue;
      if (!out) return true;
      out.push({ kind: 'target', player: o.id });
    }
    return out !== null && out.length > 0;
  }
  if (a.kind !== 'throw' || s.ball.carrier !== p.id) return false;
  const mask = standingMask(s);
  const here = axialOf(p.hex);
  for (const o of s.players) {
    if (o.id === p.id || o.where !== 'pitch' || o.down) continue;
    if (dist(p.hex, o.hex) > 9) continue;
    if (o.team === p.team && o.role === 'guard') continue;
    const there = axialOf(o.hex);
    if (!inFront(p.hex, p.facing, there)) continue;
    if (o.team === p.team && !inFront(o.hex, o.facing, here)) continue;
    if (!clearRoute(here, there, mask)) continue;
    if (!out) return true;
    out.push({ kind: 'target', player: o.id });
  }
  for (const z of zonesForThrower(sideOf(s, p.team), p.hex)) {
    if (z.strikeHex === p.hex) continue;
    const there = axialOf(z.strikeHex);
    if (!inFront(p.hex, p.facing, there) || !clearRoute(here, there, mask)) continue;
    if (!out) return true;
    out.push({ kind: 'target-hex', hex: z.strikeHex });
  }
  return out !== null && out.length > 0;
}

export function doTarget(r: Run, d: Decision): void {
  const a = r.ws.action as ActionCtx;
  if (a.kind === 'throw') doThrow(r, a.player, d);
  else if (d.kind === 'target') clash(r, a.player, d.player, a.kind === 'snatch' ? 'snatch' : 'slam');
  if (r.ws.action === a) endAction(r);
}
