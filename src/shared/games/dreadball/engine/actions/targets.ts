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
  const p = pl(s, a.player);
  const out: Decision[] = [];
  if (p.where !== 'pitch' || p.down) return out;
  if (a.kind === 'slam' || a.kind === 'snatch') {
    for (const o of s.players) {
      if (o.team === p.team || o.where !== 'pitch' || o.down) continue;
      if (!playerThreatens(p, o.hex)) continue;
      if (a.kind === 'snatch' && s.ball.carrier !== o.id) continue;
      out.push({ kind: 'target', player: o.id });
    }
    return out;
  }
  if (a.kind !== 'throw' || s.ball.carrier !== p.id) return out;
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
    out.push({ kind: 'target', player: o.id });
  }
  for (const z of zonesForThrower(sideOf(s, p.team), p.hex)) {
    if (z.strikeHex === p.hex) continue;
    const there = axialOf(z.strikeHex);
    if (!inFront(p.hex, p.facing, there) || !clearRoute(here, there, mask)) continue;
    out.push({ kind: 'target-hex', hex: z.strikeHex });
  }
  return out;
}

export function doTarget(r: Run, d: Decision): void {
  const a = r.ws.action as ActionCtx;
  if (a.kind === 'throw') doThrow(r, a.player, d);
  else if (d.kind === 'target') clash(r, a.player, d.player, a.kind === 'snatch' ? 'snatch' : 'slam');
  if (r.ws.action === a) endAction(r);
}
