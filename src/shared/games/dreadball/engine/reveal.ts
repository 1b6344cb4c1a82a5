/**
 * Whether a decision rolled any die: the undo barrier. A coach may take a decision back only
 * while nothing random has been revealed since, so the engine answers it from the one place every
 * die comes from, the generator state, rather than from a list of event types that could miss a
 * new kind of roll.
 */

import type { DiceState } from '../../../dice/rng';

/** Structural equality of plain JSON data (the generator state is plain data of any shape). */
function samePlain(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) if (!samePlain((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

/** True when the generator moved on from `before` to `after`: at least one die was rolled. */
export function diceRolled(before: DiceState, after: DiceState): boolean {
  // The two known shapes compared field by field (this runs on every decision); any other shape
  // a future generator brings is compared structurally.
  if (before.kind === 'seeded' && after.kind === 'seeded') {
    const a = before.s;
    const b = after.s;
    return a[0] !== b[0] || a[1] !== b[1] || a[2] !== b[2] || a[3] !== b[3];
  }
  if (before.kind === 'scripted' && after.kind === 'scripted') return before.next !== after.next || before.faces.length !== after.faces.length;
  return !samePlain(before, after);
}
