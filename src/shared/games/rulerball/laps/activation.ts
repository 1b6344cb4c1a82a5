/**
 * The activation lap and the shot clock by laps (rules/rulerball.md, "Activation, offense and
 * laps"). The sector where a team took a fresh ball (or took it from the other team) is marked;
 * carrying it a full lap (12 sector crossings) activates it and makes that team the offense,
 * which then has 3 laps (36 crossings) to shoot before the ball is dead.
 */
import { TUNING } from '../tables/numbers';
import type { Seat } from '../track/places';
import type { Sector } from '../track/track';

export interface Possession {
  /** The team whose count this is. */
  readonly team: Seat;
  /** The sector marked when the count began. */
  readonly marked: Sector;
  /** Sector crossings by the ball since the mark (hand-offs and re-takes within the team keep it). */
  readonly crossings: number;
  /** Crossings since activation; null before. */
  readonly sinceActivation: number | null;
}

/** A team takes the ball from the cannon or from the other team: a new mark and count. */
export function markPossession(team: Seat, sector: Sector): Possession {
  return { team, marked: sector, crossings: 0, sinceActivation: null };
}

export type LapEvent = 'activated' | 'laps-run-out' | null;

/** The ball crossed `n` sector boundaries with its team. */
export function carry(p: Possession, n: number): { readonly possession: Possession; readonly event: LapEvent } {
  if (n <= 0) return { possession: p, event: null };
  if (p.sinceActivation === null) {
    const crossings = p.crossings + n;
    if (crossings < TUNING.activationCrossings) return { possession: { ...p, crossings }, event: null };
    const since = crossings - TUNING.activationCrossings;
    const possession = { ...p, crossings, sinceActivation: since };
    return { possession, event: since >= TUNING.shotCrossings ? 'laps-run-out' : 'activated' };
  }
  const since = p.sinceActivation + n;
  return { possession: { ...p, crossings: p.crossings + n, sinceActivation: since }, event: since >= TUNING.shotCrossings ? 'laps-run-out' : null };
}

/** The offense, if any: the team whose ball is activated. */
export function offense(p: Possession | null): Seat | null {
  return p !== null && p.sinceActivation !== null ? p.team : null;
}

/** Laps the offense has left to shoot (rounded up), or null before activation. */
export function lapsLeft(p: Possession): number | null {
  if (p.sinceActivation === null) return null;
  return Math.max(0, Math.ceil((TUNING.shotCrossings - p.sinceActivation) / TUNING.activationCrossings));
}
