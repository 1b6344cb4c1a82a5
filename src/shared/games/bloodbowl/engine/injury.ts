/** Knock-downs, armour, the injury table and the crowd (rules file, "Blocks"). */
import { armourBroken, injuryResult, type InjuryResult } from '../tables/injury';
import { type Ctx, d6, emit, turnover, type WritablePlayer } from './context';

/** Applies an injury result to a player still on the pitch (or just pushed off it). */
function injure(ctx: Ctx, p: WritablePlayer, result: InjuryResult, crowd: boolean): void {
  if (result === 'stunned') {
    if (crowd) {
      p.where = 'reserves';
      p.square = null;
      p.status = 'standing';
    } else {
      p.status = 'stunned';
      p.justStunned = true;
    }
    return;
  }
  p.where = result === 'ko' ? 'ko' : 'casualty';
  p.square = null;
  p.status = 'standing';
}

/** 2d6 on the injury table. */
export function rollInjury(ctx: Ctx, p: WritablePlayer, crowd: boolean): InjuryResult {
  const a = d6(ctx);
  const b = d6(ctx);
  const result = injuryResult(a + b);
  emit(ctx, { type: 'injury', player: p.id, rolls: [a, b], result, crowd });
  injure(ctx, p, result, crowd);
  return result;
}

/** Armour 2d6 (+ modifier) against AV; beaten, an injury roll. Returns the dice for a foul's doubles. */
export function rollArmour(ctx: Ctx, p: WritablePlayer, modifier: number): { rolls: [number, number]; injuryRolls: [number, number] | null } {
  const a = d6(ctx);
  const b = d6(ctx);
  const broken = armourBroken(a + b + modifier, p.av);
  emit(ctx, { type: 'armour', player: p.id, rolls: [a, b], modifier, broken });
  if (!broken) return { rolls: [a, b], injuryRolls: null };
  const before = ctx.events.length;
  rollInjury(ctx, p, false);
  const ev = ctx.events[before];
  return { rolls: [a, b], injuryRolls: ev && ev.type === 'injury' ? ev.rolls : null };
}

/** Puts a player on the ground (face up); a player of the acting team falling is a turnover. */
export function fall(ctx: Ctx, p: WritablePlayer): void {
  if (p.square === null) return;
  p.status = 'prone';
  emit(ctx, { type: 'knocked-down', player: p.id, square: p.square });
  if (p.team === ctx.s.acting) turnover(ctx, 'knocked-down');
}
