import { OFF_PITCH, PITCH_SIZE, hexId } from '../pitch/pitch';
import type { MoveEnv } from './movement';

/** For tests: a mover at the centre of an empty pitch, facing 0, with a Run's allowance of 5. */
export function openPitchEnv(over: Partial<MoveEnv> = {}): MoveEnv {
  return {
    occ: new Int16Array(PITCH_SIZE),
    threatened: new Uint8Array(PITCH_SIZE),
    ballHex: OFF_PITCH,
    ownAccess: hexId(-7, -3),
    enemyAccess: hexId(7, 3),
    picker: true,
    canExit: true,
    start: hexId(0, 0),
    facing: 0,
    sprint: false,
    remaining: 5,
    extras: true,
    ...over,
  };
}
