/** Players falling, the armour test that follows a knock-down, injuries (into the cage) and deaths. */

import { type HexId, OFF_PITCH } from '../pitch/pitch';
import { scatter } from './ball/scatter';
import { looseBallHex, pl } from './board';
import { emit, type Run, set } from './run';
import { roleMods, single } from './tests';

/** A player ends up lying in `hex` (a failed roll moves him there first). */
export function fall(r: Run, pid: number, hex: HexId): void {
  const p = set(r, pid, { hex, down: true });
  emit(r, { type: 'fall', player: pid, hex });
  if (r.ws.ball.carrier === pid) scatter(r, hex, p.team === r.ws.rushing);
  else if (looseBallHex(r.ws) === hex) scatter(r, hex, false);
}

function removeFromPitch(r: Run, pid: number, where: 'cage' | 'dead', zone: number): void {
  const p = pl(r.ws, pid);
  const hex = p.hex;
  const carried = r.ws.ball.carrier === pid;
  set(r, pid, { where, hex: OFF_PITCH, down: false, cage: zone, facing: 0 });
  if (carried) scatter(r, hex, p.team === r.ws.rushing);
}

export function armour(r: Run, pid: number, damage: number): void {
  const p = pl(r.ws, pid);
  const n = single(r, pid, 'armour', p.armour, 3, roleMods(p, 'guard'), damage);
  const left = damage - n;
  if (left <= 0) return;
  if (left >= 4) {
    emit(r, { type: 'death', player: pid });
    removeFromPitch(r, pid, 'dead', 0);
  } else {
    emit(r, { type: 'injury', player: pid, zone: left });
    removeFromPitch(r, pid, 'cage', left);
  }
}

export function knockDown(r: Run, pid: number): void {
  const p = pl(r.ws, pid);
  if (p.where === 'pitch' && !p.down) fall(r, pid, p.hex);
}
