/** A decision as a short stable string (logs, caches, matching a decision to the listed one). */
import type { Decision } from './types';

export function keyOf(d: Decision): string {
  switch (d.kind) {
    case 'move':
      return `move ${d.figure} s${d.speed} ${d.to}${d.tow === undefined ? '' : ` tow ${d.tow}`}${d.handOff === undefined ? '' : ` hand ${d.handOff}`}`;
    case 'grab':
      return `grab ${d.figure} ${d.grab ? 'yes' : 'no'}`;
    case 'assault':
      return `assault ${d.figure} ${d.target}${d.withBall ? ' ball' : ''}`;
    case 'hold':
      return `hold ${d.figure}`;
    case 'push':
      return `push ${d.to}`;
    case 'shoot':
      return `shoot ${d.figure}${d.interfere === undefined ? '' : ` with ${d.interfere}`}`;
    case 'no-shot':
      return `no-shot ${d.figure}`;
  }
}
