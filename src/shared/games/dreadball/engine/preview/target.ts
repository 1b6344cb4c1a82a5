/**
 * The dice a target would bring, before it is chosen: each side's roll of a Slam, Snatch or throw
 * at an opponent, the throw and the catch of a pass, the throw at a Strike hex. Built by the same
 * functions the resolution rolls with.
 */

import { clashRolls, defencePreviews } from '../actions/clash';
import { targets } from '../actions/targets';
import { throwAtRolls } from '../actions/throw-at-opponent';
import { throwRoll } from '../actions/throw-dice';
import { catchMods } from '../ball/catch';
import { rerollOneBy } from '../career/hooks';
import { pl } from '../board';
import { sameDecision } from '../keys';
import { opposedOf } from '../tests';
import type { ActionCtx, Decision, MatchState, PlayerRec, TargetPreview } from '../types';

/** The tests target decision `d` leads to first, or null when `d` is not a legal target now. */
export function targetRolls(s: MatchState, d: Decision): TargetPreview | null {
  const a = targetAction(s);
  if (!a || !targets(s, a).some((x) => sameDecision(x, d))) return null;
  return rollsOf(s, a, d);
}

/**
 * Every target open at the target prompt, in the legal list's order, each with the rolls it would
 * bring (what `targetRolls` gives for it), the targets found once. Empty at any other prompt. The
 * computer coach weighs a Slam, Snatch or Strike at the end of a move with it, on the position the
 * move would reach.
 */
export function targetPreviews(s: MatchState): { decision: Decision; rolls: TargetPreview }[] {
  const a = targetAction(s);
  if (!a) return [];
  const out: { decision: Decision; rolls: TargetPreview }[] = [];
  for (const d of targets(s, a)) {
    const rolls = rollsOf(s, a, d);
    if (rolls) out.push({ decision: d, rolls });
  }
  return out;
}

/** The action whose target is being asked for, or null at any other prompt. */
function targetAction(s: MatchState): ActionCtx | null {
  const a = s.action;
  if (s.phase !== 'rush' || s.prompt || s.freeActions.length > 0 || !a || a.stage !== 'target') return null;
  return a;
}

/** The rolls of target `d` (already known to be legal) of action `a`. */
function rollsOf(s: MatchState, a: ActionCtx, d: Decision): TargetPreview | null {
  const p = pl(s, a.player);
  if (a.kind === 'throw') {
    // A missed Strike at a hex an opponent stands on becomes a throw at him: not listed here.
    if (d.kind === 'target-hex') return { test: { ...throwRoll(s, a, p, d.hex, true, -1), needed: 1 } };
    if (d.kind !== 'target') return null;
    const t = pl(s, d.player);
    if (t.team !== p.team) {
      const { attack, duck } = throwAtRolls(s, a, p, t);
      return { test: opposedOf(attack, duck, null) };
    }
    return {
      test: { ...throwRoll(s, a, p, t.hex, false, -1), needed: 1 },
      catch: catchPreview(s, t),
    };
  }
  if (d.kind !== 'target') return null;
  const t = pl(s, d.player);
  const kind = a.kind === 'snatch' ? 'snatch' : 'slam';
  const { attack, defence } = clashRolls(s, a, p, t, kind, false);
  return { test: opposedOf(attack, defence, null), defences: defencePreviews(s, a, p, t, kind) };
}

/** A team-mate's catch of a pass, as far as it is known before the throw (its base is the throw's successes). */
function catchPreview(s: MatchState, t: PlayerRec): NonNullable<TargetPreview['catch']> {
  const out: NonNullable<TargetPreview['catch']> = { player: t.id, test: 'catch', target: t.skill, modifiers: catchMods(s, t) };
  const reroll = rerollOneBy(t, 'catch');
  if (reroll) out.rerollOne = reroll;
  return out;
}
