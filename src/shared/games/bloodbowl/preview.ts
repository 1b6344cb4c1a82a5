/**
 * The odds of a decision before it is taken (the module's `preview`): a step's GFI, dodge and
 * pick-up tests, a block's dice and P(knock-down), a pass's roll, its interceptors and the
 * catch at the target, a hand-off's catch. Every
 * target and modifier is the one the resolution will roll with (same functions).
 */
import { isScoringEndZone, passDistance, type SquareId } from './pitch/pitch';
import { ACCURATE_CATCH_MODIFIER, agilityTarget, DODGE_MODIFIER, GFI_TARGET, INTERCEPTION_MODIFIER, PICK_UP_MODIFIER } from './tables/agility';
import { carrier, isStanding, playerAt, tackleZones } from './engine/board';
import { playerOf } from './engine/context';
import { blockStrengths } from './engine/procs/block';
import { interceptors, passModifier } from './engine/procs/pass';
import { rerollSkill } from './engine/skills';
import { teamRerollOpen } from './engine/rerolls';
import type { Decision, MatchState, Player, TestName } from './engine/types';
import { type BlockOdds, blockOdds } from './odds/block';
import { type TestOdds, testOdds } from './odds/tests';
import { stumbleIsPush } from './engine/skills';

export interface TestPreview extends TestOdds {
  readonly test: TestName;
  readonly player: number;
  readonly target: number;
  readonly modifier: number;
  /** Whether a skill or a team re-roll could be used on a failure now. */
  readonly rerollable: boolean;
}

export type BloodBowlPreview =
  | { readonly kind: 'step'; readonly tests: readonly TestPreview[]; readonly scores: boolean }
  | {
      readonly kind: 'block';
      readonly attackerST: number;
      readonly defenderST: number;
      readonly odds: BlockOdds;
      /** The odds when the dice are re-rolled on a face that downs the blocker (Block or a team re-roll). */
      readonly withReroll: BlockOdds;
      /** Whether such a re-roll is open now. */
      readonly rerollable: boolean;
      /** A Blitz paying for the block with a GFI square rolls this first. */
      readonly gfi: TestPreview | null;
    }
  | {
      readonly kind: 'pass';
      readonly distance: number;
      readonly throw: TestPreview;
      readonly interceptors: readonly TestPreview[];
      /** The catch of an accurate pass by a standing player on the target square (+1), if one stands there. */
      readonly catch: TestPreview | null;
    }
  | { readonly kind: 'hand-off'; readonly catch: TestPreview };

function testPreview(s: MatchState, p: Player, test: TestName, target: number, modifier: number): TestPreview {
  const rerollable = rerollSkill(p, test) !== null || teamRerollOpen(s, p);
  return { test, player: p.id, target, modifier, rerollable, ...testOdds(target, modifier) };
}

/** An accurate catch (+1, -1 per opposing tackle zone): a hand-off or an accurate pass. */
function catchPreview(s: MatchState, p: Player): TestPreview {
  return testPreview(s, p, 'catch', agilityTarget(p.ag), ACCURATE_CATCH_MODIFIER - tackleZones(s, p.square as SquareId, p.team));
}

export function previewDecision(s: MatchState, d: Decision): BloodBowlPreview | null {
  const top = s.stack[s.stack.length - 1];
  if (!top || top.kind !== 'activation') return null;
  const p = playerOf(s, top.player);
  const from = p.square as SquareId;
  if (d.kind === 'step') {
    const tests: TestPreview[] = [];
    if (top.used >= p.ma) tests.push(testPreview(s, p, 'gfi', GFI_TARGET, 0));
    if (tackleZones(s, from, p.team) > 0) tests.push(testPreview(s, p, 'dodge', agilityTarget(p.ag), DODGE_MODIFIER - tackleZones(s, d.square, p.team)));
    if (s.ball.at === 'ground' && s.ball.square === d.square) tests.push(testPreview(s, p, 'pick-up', agilityTarget(p.ag), PICK_UP_MODIFIER - tackleZones(s, d.square, p.team)));
    const holds = carrier(s)?.id === p.id || (s.ball.at === 'ground' && s.ball.square === d.square);
    return { kind: 'step', tests, scores: holds && isScoringEndZone(p.team, d.square) };
  }
  if (d.kind === 'block') {
    const st = blockStrengths(s, p.id, d.target);
    const chooser = st.chooser === p.team ? 'attacker' : 'defender';
    const dodge = stumbleIsPush(playerOf(s, d.target));
    const dice = st.dice as 1 | 2 | 3;
    const gfi = top.action === 'blitz' && top.used >= p.ma ? testPreview(s, p, 'gfi', GFI_TARGET, 0) : null;
    const rerollable = rerollSkill(p, 'block') !== null || teamRerollOpen(s, p);
    return { kind: 'block', attackerST: st.attackerST, defenderST: st.defenderST, odds: blockOdds(dice, chooser, dodge, false), withReroll: blockOdds(dice, chooser, dodge, true), rerollable, gfi };
  }
  if (d.kind === 'pass') {
    const thrower = testPreview(s, p, 'pass', agilityTarget(p.ag), passModifier(s, p, d.square));
    const inter = interceptors(s, p, d.square).map((o) => testPreview(s, o, 'interception', agilityTarget(o.ag), INTERCEPTION_MODIFIER - tackleZones(s, o.square as SquareId, o.team)));
    const receiver = playerAt(s, d.square);
    const catcher = receiver && isStanding(receiver) ? catchPreview(s, receiver) : null;
    return { kind: 'pass', distance: passDistance(from, d.square), throw: thrower, interceptors: inter, catch: catcher };
  }
  if (d.kind === 'hand-off') return { kind: 'hand-off', catch: catchPreview(s, playerOf(s, d.target)) };
  return null;
}
