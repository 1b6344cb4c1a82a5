/**
 * What a decision would roll, with the exact odds, before it is made (the prompts show these and
 * the computer coach reads them): fielding and hand-off rolls along a move, the assault table for
 * an assault, the shot, and the referees' chance to notice a risky act.
 */
import { attackBonus } from './combat/assault';
import { question } from './engine/engine';
import { carrier, inScreen, stoppedCount } from './engine/board';
import { skillNeed } from './engine/ctx';
import { moveOptions, riderBehind } from './engine/moves';
import { shotNeedOf } from './engine/shot';
import type { Decision, Figure, MatchState } from './engine/types';
import { type AssaultOdds, assaultOdds, refereesNotice, shotChance, skillChance } from './odds/odds';
import type { Offence } from './referees/offences';
import { TUNING } from './tables/numbers';
import { MOUTHS } from './track/places';

export type PreviewRoll =
  | { readonly kind: 'skill'; readonly what: 'field' | 'pick-up' | 'hand-off'; readonly figure: number; readonly need: number; readonly chance: number }
  | { readonly kind: 'assault'; readonly attack: number; readonly defend: number; readonly odds: AssaultOdds; readonly hold: number | null }
  | { readonly kind: 'shot'; readonly need: number; readonly chance: number }
  | { readonly kind: 'notice'; readonly offence: Offence; readonly figure: number; readonly chance: number };

export interface RulerballPreview {
  readonly rolls: readonly PreviewRoll[];
}

const notice = (offence: Offence, figure: number): PreviewRoll => ({ kind: 'notice', offence, figure, chance: refereesNotice() });
const skill = (what: 'field' | 'pick-up' | 'hand-off', f: Figure, bonus = 0): PreviewRoll => {
  const need = skillNeed(f.skill, bonus);
  return { kind: 'skill', what, figure: f.id, need, chance: skillChance(need) };
};

// A state is never changed once handed out (engine.ts's `question` relies on it too): a figure's
// move options are found once per state, not once per previewed move (the screen previews every lit
// square, the coach every move).
const optionsFound = new WeakMap<MatchState, Map<number, ReturnType<typeof moveOptions>>>();
function optionsOf(s: MatchState, f: Figure): ReturnType<typeof moveOptions> {
  let byFigure = optionsFound.get(s);
  if (!byFigure) optionsFound.set(s, (byFigure = new Map()));
  let options = byFigure.get(f.id);
  if (!options) byFigure.set(f.id, (options = moveOptions(s, f)));
  return options;
}

function movePreview(s: MatchState, d: Extract<Decision, { kind: 'move' }>): PreviewRoll[] {
  const f = s.figures[d.figure] as Figure;
  const o = optionsOf(s, f).find((x) => x.decision.speed === d.speed && x.decision.to === d.to && x.decision.tow === d.tow && x.decision.handOff === d.handOff);
  if (!o) return [];
  const out: PreviewRoll[] = [];
  const b = s.ball;
  if (b.at === 'loose' && o.path.includes(b.cell) && (f.kind === 'catcher' || (f.kind === 'skater' && b.kind === 'dropped'))) out.push(skill(b.kind === 'fresh' ? 'field' : 'pick-up', f));
  if (d.handOff !== undefined) out.push(skill('hand-off', s.figures[d.handOff] as Figure, TUNING.handOffBonus));
  if (d.speed === 0 && f.state === 'standing' && stoppedCount(s, f.seat, f.id) >= TUNING.stoppedLimit && !inScreen(s, f)) out.push(notice('too-many-stopped', f.id));
  if (f.kind === 'biker' && o.path.some((c) => MOUTHS.includes(c))) out.push(notice('biker-in-mouth', f.id));
  const rider = riderBehind(s, f);
  if (rider && s.grabbed === rider.id && rider.seat !== f.seat) out.push(notice('grab-opposing-biker', rider.id));
  return out;
}

function assaultPreview(s: MatchState, d: Extract<Decision, { kind: 'assault' }>): PreviewRoll[] {
  const a = s.figures[d.figure] as Figure;
  const t = s.figures[d.target] as Figure;
  const fallen = t.state === 'fallen';
  const strength = a.kind === 'biker' ? TUNING.ramStrength : (a.strength as number);
  const attack = strength + attackBonus({ strength, speed: a.speed, withBall: d.withBall === true }, fallen ? 0 : t.speed);
  const defend = t.strength ?? 0;
  const hold = carrier(s)?.id === t.id ? skillChance(skillNeed(t.skill)) : null;
  const out: PreviewRoll[] = [{ kind: 'assault', attack, defend, odds: assaultOdds(attack, defend), hold }];
  if (a.kind === 'biker') out.push(notice('biker-ram', a.id));
  else if (t.kind === 'biker') out.push(notice('assault-biker', a.id));
  if (fallen) out.push(notice('assault-fallen', a.id));
  if (d.withBall) out.push(notice('ball-strike', a.id));
  return out;
}

export function previewDecision(s: MatchState, d: Decision): RulerballPreview | null {
  const q = question(s);
  if (!q) return null;
  let rolls: PreviewRoll[] = [];
  if (d.kind === 'move') rolls = movePreview(s, d);
  else if (d.kind === 'assault') rolls = assaultPreview(s, d);
  else if (d.kind === 'shoot') {
    const f = s.figures[d.figure] as Figure;
    const need = shotNeedOf(s, f, d.interfere === undefined ? null : (s.figures[d.interfere] as Figure));
    rolls = [{ kind: 'shot', need, chance: shotChance(need) }];
    if (d.interfere !== undefined) rolls.push(notice('biker-shot-interference', d.interfere));
  } else if (d.kind === 'grab' && d.grab) rolls = [notice('grab-opposing-biker', d.figure)];
  return rolls.length > 0 ? { rolls } : null;
}
