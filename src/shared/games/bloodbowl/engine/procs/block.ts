/**
 * A block (rules file, "Blocks"): dice from Strength with assists, the blocker's coach rolls and
 * may re-roll all the dice (Block skill or team re-roll), the stronger side's coach chooses the
 * face; then the push (chain pushes, the crowd), the follow-up chosen before any other die,
 * armour and injury for every player knocked down in the order they fell, and the ball last.
 */
import type { SquareId } from '../../pitch/pitch';
import { type BlockFace, blockDice, blockFace } from '../../tables/block-dice';
import { assists, playerAt } from '../board';
import { type Ctx, d6, emit, playerOf, pop, push, writable } from '../context';
import { ballWith, knockDown } from '../falls';
import { fall, rollArmour, rollInjury } from '../injury';
import { rerollChoices, spendReroll } from '../rerolls';
import { stumbleIsPush } from '../skills';
import { outcomeOf } from '../../odds/block';
import { checkTouchdown } from '../touchdown';
import type { Decision, Frame, MatchState, Question } from '../types';
import type { Handler } from './handler';

type Block = Extract<Frame, { kind: 'block' }>;

/** Strengths with assists, dice and chooser of a block as it stands. */
export function blockStrengths(s: MatchState, attacker: number, defender: number) {
  const a = playerOf(s, attacker);
  const d = playerOf(s, defender);
  const attackerST = a.st + assists(s, a, d);
  const defenderST = d.st + assists(s, d, a);
  const { dice, chooser } = blockDice(attackerST, defenderST);
  return { attackerST, defenderST, dice, chooser: chooser === 'attacker' ? a.team : d.team };
}

function rollDice(ctx: Ctx, f: Block): void {
  const rolls = Array.from({ length: f.dice }, () => d6(ctx));
  f.faces = rolls.map(blockFace);
  emit(ctx, { type: 'block-dice', rolls, faces: f.faces });
}

/**
 * Nothing better can come of a re-roll: the blocker's coach chooses and a face knocks the
 * defender down cleanly. The re-roll question is then not asked (docs/bloodbowl-engine.md).
 */
function bestForBlocker(s: MatchState, f: Block): boolean {
  const dodge = stumbleIsPush(playerOf(s, f.defender));
  return f.chooser === playerOf(s, f.attacker).team && f.faces.some((face) => outcomeOf(face, dodge) === 'defender-down');
}

function distinctFaces(f: Block): BlockFace[] {
  return [...new Set(f.faces)];
}

function resolveFace(ctx: Ctx, f: Block, face: BlockFace): void {
  const s = ctx.s;
  const a = playerOf(s, f.attacker);
  const d = playerOf(s, f.defender);
  f.face = face;
  emit(ctx, { type: 'block-face', face });
  if (face === 'attacker-down' || face === 'both-down') {
    f.downs = face === 'both-down' ? [f.attacker, f.defender] : [f.attacker];
    f.stage = 'knock-downs';
    return;
  }
  if (face === 'defender-down' || (face === 'defender-stumbles' && !stumbleIsPush(d))) f.downs = [f.defender];
  f.stage = 'push';
  const index = s.stack.length - 1;
  push(ctx, { kind: 'push', block: index, from: a.square as SquareId, victim: d.id, chosen: null });
}

function knockDowns(ctx: Ctx, f: Block): void {
  const s = ctx.s;
  // The crowd's injury rolls first: its players went out in the pushes, before anyone fell.
  for (const id of f.crowd ?? []) rollInjury(ctx, writable(ctx, id), true);
  for (const id of f.downs) {
    if (playerOf(s, id).where !== 'pitch') continue;
    const p = writable(ctx, id);
    const sq = p.square as SquareId;
    if (ballWith(ctx, p) && f.ball === null) f.ball = { kind: 'bounce', from: sq };
    fall(ctx, p);
    rollArmour(ctx, p, 0);
  }
  const ball = f.ball;
  pop(ctx);
  if (!ball) return void checkTouchdown(ctx);
  s.ball = { at: 'ground', square: ball.from };
  checkTouchdown(ctx);
  push(ctx, ball.kind === 'bounce' ? { kind: 'bounce', from: ball.from, kick: false } : { kind: 'throw-in', from: ball.from, edge: ball.edge });
}

export const block: Handler<Block> = {
  ask(s, f): Question | null {
    const a = playerOf(s, f.attacker);
    if (f.stage === 'reroll') return { decider: a.team, prompt: 'reroll', decisions: rerollChoices(s, a, 'block') };
    if (f.stage === 'choose' && distinctFaces(f).length > 1) {
      return { decider: f.chooser, prompt: 'block-face', decisions: distinctFaces(f).map((face): Decision => ({ kind: 'block-face', face })) };
    }
    if (f.stage === 'follow-up') {
      const first = f.pushed[0];
      if (!first || playerAt(s, first.from) || a.status !== 'standing' || a.where !== 'pitch') return null;
      return {
        decider: a.team,
        prompt: 'follow-up',
        decisions: [
          { kind: 'follow-up', follow: true },
          { kind: 'follow-up', follow: false },
        ],
      };
    }
    return null;
  },
  run(ctx, f, d) {
    const s = ctx.s;
    const a = playerOf(s, f.attacker);
    switch (f.stage) {
      case 'roll': {
        if (f.result && !f.result.ok) {
          // The GFI square paying for a Blitz's block failed: down in his own square.
          pop(ctx);
          knockDown(ctx, writable(ctx, a.id));
          return;
        }
        delete f.result;
        const st = blockStrengths(s, f.attacker, f.defender);
        f.dice = st.dice;
        f.chooser = st.chooser;
        emit(ctx, { type: 'block', attacker: f.attacker, defender: f.defender, dice: st.dice, chooser: st.chooser, attackerST: st.attackerST, defenderST: st.defenderST });
        rollDice(ctx, f);
        f.stage = rerollChoices(s, a, 'block').length > 0 && !bestForBlocker(s, f) ? 'reroll' : 'choose';
        return;
      }
      case 'reroll':
        if (d?.kind === 'reroll' && d.use !== 'none') {
          spendReroll(ctx, a, 'block', d.use);
          f.rerolled = true;
          rollDice(ctx, f);
        }
        f.stage = 'choose';
        return;
      case 'choose':
        resolveFace(ctx, f, d?.kind === 'block-face' ? d.face : (f.faces[0] as BlockFace));
        return;
      case 'push':
        f.stage = 'follow-up';
        return;
      case 'follow-up': {
        const first = f.pushed[0];
        if (d?.kind === 'follow-up' && d.follow && first) {
          const follower = writable(ctx, a.id);
          emit(ctx, { type: 'follow-up', player: follower.id, from: follower.square as SquareId, to: first.from });
          follower.square = first.from;
        }
        f.stage = 'knock-downs';
        return;
      }
      default:
        knockDowns(ctx, f);
    }
  },
};
