/** A decision's key: its fields in a fixed order, equal exactly for equal decisions. */
import type { Decision } from './types';

export function keyOf(d: Decision): string {
  const parts: string[] = [d.kind];
  for (const k of Object.keys(d).sort()) if (k !== 'kind') parts.push(`${k}=${String((d as unknown as Record<string, unknown>)[k])}`);
  return parts.join(' ');
}

/** How many own fields a decision has (counted without making the list of its keys). */
export function fieldCount(d: Decision): number {
  let n = 0;
  for (const k in d) if (Object.hasOwn(d, k)) n++;
  return n;
}

/** Same kind and the same value in every field (cheaper than comparing keys). */
export function sameDecision(a: Decision, b: Decision): boolean {
  if (a === b) return true;
  if (a.kind !== b.kind) return false;
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    if (!Object.hasOwn(x, k)) continue;
    if (x[k] !== y[k]) return false;
    n++;
  }
  return n === fieldCount(b);
}
