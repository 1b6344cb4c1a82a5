/** Decisions compared by value: a key for maps and logs, and a field-by-field equality. */

import type { Decision } from './types';

export function decisionKey(d: Decision): string {
  switch (d.kind) {
    case 'roll-off':
    case 'setup-done':
    case 'end-rush':
      return d.kind;
    case 'side':
      return `side|${d.side}`;
    case 'place':
      return `place|${d.player}|${d.hex}`;
    case 'unplace':
      return `unplace|${d.player}`;
    case 'facing':
      return `facing|${d.facing}`;
    case 'action':
      return `action|${d.player}|${d.action}`;
    case 'move':
      return `move|${d.path.join(',')}|${d.facing}`;
    case 'target':
      return `target|${d.player}`;
    case 'target-hex':
      return `target-hex|${d.hex}`;
    case 'defend':
      return `defend|${d.choice}`;
    case 'coach-dice':
      return `coach-dice|${d.count}`;
    case 'push':
      return `push|${d.hex}`;
    case 'follow-up':
      return `follow-up|${d.follow}`;
    case 'duck-step':
      return `duck-step|${d.hex}`;
    case 'free-action':
      return `free-action|${d.action}`;
    case 'career':
      return `career|${d.ability}|${d.use}`;
  }
}

/** Field-by-field equality of two decisions (what `decisionKey` would say, without the strings). */
export function sameDecision(a: Decision, b: Decision): boolean {
  if (a.kind !== b.kind) return false;
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  switch (a.kind) {
    case 'roll-off':
    case 'setup-done':
    case 'end-rush':
      return true;
    case 'side':
      return x.side === y.side;
    case 'place':
      return x.player === y.player && x.hex === y.hex;
    case 'facing':
      return x.facing === y.facing;
    case 'action':
      return x.player === y.player && x.action === y.action;
    case 'unplace':
      return x.player === y.player;
    case 'move': {
      const p = x.path as unknown[];
      const q = y.path as unknown[];
      if (x.facing !== y.facing || !Array.isArray(q) || p.length !== q.length) return false;
      for (let i = 0; i < p.length; i++) if (p[i] !== q[i]) return false;
      return true;
    }
    case 'target':
      return x.player === y.player;
    case 'target-hex':
    case 'push':
    case 'duck-step':
      return x.hex === y.hex;
    case 'defend':
      return x.choice === y.choice;
    case 'coach-dice':
      return x.count === y.count;
    case 'follow-up':
      return x.follow === y.follow;
    case 'free-action':
      return x.action === y.action;
    case 'career':
      return x.ability === y.ability && x.use === y.use;
  }
}
