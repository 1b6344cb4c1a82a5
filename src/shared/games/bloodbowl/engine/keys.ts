/** A decision's key: its fields in a fixed order, equal exactly for equal decisions. */
import type { Decision } from './types';

export function keyOf(d: Decision): string {
  const parts: string[] = [d.kind];
  for (const k of Object.keys(d).sort()) if (k !== 'kind') parts.push(`${k}=${String((d as unknown as Record<string, unknown>)[k])}`);
  return parts.join(' ');
}
