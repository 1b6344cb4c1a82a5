/** A decision's key: its fields in a fixed order, equal exactly for equal decisions. */
import type { Decision } from './types';

export function keyOf(d: Decision): string {
  const parts: string[] = [d.kind];
  for (const k of Object.keys(d).sort()) if (k !== 'kind') parts.push(`${k}=${String((d as unknown as Record<string, unknown>)[k])}`);
  return parts.join(' ');
}

/** Same kind and the same value in every field (cheaper than comparing keys). */
export function sameDecision(a: Decision, b: Decision): boolean {
  if (a.kind !== b.kind) return false;
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  const kx = Object.keys(x);
  return kx.length === Object.keys(y).length && kx.every((k) => x[k] === y[k]);
}
