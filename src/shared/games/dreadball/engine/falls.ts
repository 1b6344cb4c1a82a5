/**
 * Players falling, the armour test that follows a knock-down, injuries (into the cage) and deaths.
 * Every one of them names its `cause`: the opponent who knocked the player down (a campaign credits
 * him with the injuries he causes), or null when the player fell by himself.
 */

import { type HexId, OFF_PITCH } from '../pitch/pitch';
import { scatter } from './ball/scatter';
import { looseBallHex, pl } from './board';
import { emit, type Run, set } from './run';
import { roleMods, rollSingle, testOf, withCareer } from './tests';

/** A player ends up lying in `hex` (a failed roll moves him there first); `cause` knocked him down. */
export function fall(r: Run, pid: number, hex: HexId, cause: number | null): void {
  const p = set(r, pid, { hex, down: true });
  emit(r, { type: 'fall', player: pid, hex, cause });
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

/** The armour test against `damage` done by `cause`'s knock-down, and what gets through. */
export function armour(r: Run, pid: number, damage: number, cause: number | null, bySlam: boolean): void {
  const p = pl(r.ws, pid);
  const opponent = cause === null ? null : pl(r.ws, cause);
  const t = withCareer(testOf(pid, 'armour', p.armour, 3, roleMods(p, 'guard'), damage), { s: r.ws, p, test: 'armour', opponent, bySlam });
  const n = rollSingle(r, t, cause);
  const left = damage - n;
  if (left <= 0) return;
  if (left >= 4) {
    emit(r, { type: 'death', player: pid, cause });
    removeFromPitch(r, pid, 'dead', 0);
  } else {
    emit(r, { type: 'injury', player: pid, zone: left, cause });
    removeFromPitch(r, pid, 'cage', left);
  }
}

/** `cause` knocks `pid` down where he stands (a spectacular Slam, a throw at him). */
export function knockDown(r: Run, pid: number, cause: number): void {
  const p = pl(r.ws, pid);
  if (p.where === 'pitch' && !p.down) fall(r, pid, p.hex, cause);
}
