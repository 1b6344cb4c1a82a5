/** What must hold of every Rülerball state: the figures, the one ball, the clock and the boxes agree. */
import { FIGURES_PER_TEAM, TUNING } from '../tables/numbers';
import { GUTTER_RING, isCell, ringOf } from '../track/track';
import { onTrack } from './board';
import type { MatchState } from './types';

export function invariants(s: MatchState): string[] {
  const out: string[] = [];
  if (s.figures.length > 2 * FIGURES_PER_TEAM) out.push(`${s.figures.length} figures: at most ${2 * FIGURES_PER_TEAM}`);
  const cells = new Map<number, number>();
  s.figures.forEach((f, i) => {
    if (f.id !== i) out.push(`figure ${i} has id ${f.id}`);
    if (onTrack(f)) {
      if (f.cell === null || !isCell(f.cell)) out.push(`figure ${f.id} is ${f.state} without a square`);
      else if (cells.has(f.cell)) out.push(`figures ${cells.get(f.cell)} and ${f.id} share square ${f.cell}`);
      else cells.set(f.cell, f.id);
    } else if (f.cell !== null) out.push(`figure ${f.id} is ${f.state} but has square ${f.cell}`);
    if (f.speed < 0 || f.speed > f.topSpeed) out.push(`figure ${f.id} has speed ${f.speed} (top ${f.topSpeed})`);
    const boxed = s.boxes.filter((b) => b.figure === String(f.id)).length;
    if (f.state === 'off' && boxed !== 1) out.push(`figure ${f.id} is off the track with ${boxed} box entries`);
    if (f.state !== 'off' && boxed !== 0) out.push(`figure ${f.id} is ${f.state} but in a box`);
  });
  const b = s.ball;
  if (b.at === 'held') {
    const c = s.figures[b.figure];
    if (!c || (c.state !== 'standing' && c.state !== 'fallen')) out.push(`the ball is held by figure ${b.figure}, who is not on his feet or fallen on the track`);
    else if (c.kind === 'biker') out.push(`a biker (figure ${c.id}) holds the ball`);
    if (s.possession === null) out.push('the ball is held with no possession count');
  } else if (b.at === 'loose') {
    if (!isCell(b.cell) || ringOf(b.cell) === GUTTER_RING) out.push(`the loose ball is at ${b.cell}, not on the banked track`);
    if (b.speed <= 0) out.push(`the loose ball has speed ${b.speed}`);
  }
  if (s.clock.period < 1 || s.clock.period > TUNING.periods) out.push(`period ${s.clock.period}`);
  if (s.clock.minute < 0 || s.clock.minute > TUNING.periodMinutes) out.push(`minute ${s.clock.minute}`);
  for (const e of s.boxes) if (e.time.kind === 'minutes' && e.time.minutes <= 0) out.push(`figure ${e.figure} has ${e.time.minutes} minutes left in the box`);
  return out;
}
