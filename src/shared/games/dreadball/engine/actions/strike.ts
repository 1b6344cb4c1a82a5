/** A Strike: points for the zone (one more from the bonus hex), a relaunch, the rush ends. */

import { OFF_PITCH } from '../../pitch/pitch';
import type { StrikeZone } from '../../pitch/zones';
import { pl } from '../board';
import { addScore } from '../flow/score';
import { emit, type Run } from '../run';

export function strike(r: Run, aid: number, zone: StrikeZone): void {
  const ws = r.ws;
  const a = pl(ws, aid);
  const bonus = a.hex === zone.bonusHex;
  const points = zone.points + (bonus ? 1 : 0);
  emit(r, { type: 'strike', player: aid, zone: zone.name, points, bonus });
  ws.ball = { hex: OFF_PITCH, carrier: -1 };
  ws.launchPending = true;
  addScore(r, a.team, points);
  if (ws.phase === 'rush') ws.rushEnd = 'strike';
}
