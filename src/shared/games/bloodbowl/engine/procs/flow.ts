/**
 * The match flow (rules file, "Pitch and match", "Set-up and kick-off"): roll-off, the kick or
 * receive choice, two halves of drives, the turns of a drive, and the end.
 */
import { type TeamIndex } from '../../pitch/pitch';
import { koRecovers } from '../../tables/injury';
import { type Ctx, d6, emit, frameAt, other, pop, push, writable, writableTeam } from '../context';
import { fieldable } from './setup';
import type { Frame } from '../types';
import type { Handler } from './handler';

export const TURNS_PER_HALF = 8;

type F<K extends Frame['kind']> = Extract<Frame, { kind: K }>;

export const rollOff: Handler<F<'roll-off'>> = {
  ask: () => ({ decider: 0, prompt: 'roll-off', decisions: [{ kind: 'roll-off' }] }),
  run(ctx) {
    pop(ctx);
    for (;;) {
      const rolls: [number, number] = [d6(ctx), d6(ctx)];
      const winner: TeamIndex | null = rolls[0] === rolls[1] ? null : rolls[0] > rolls[1] ? 0 : 1;
      emit(ctx, { type: 'roll-off', rolls, winner });
      if (winner !== null) return push(ctx, { kind: 'choose-kick', winner });
    }
  },
};

export const chooseKick: Handler<F<'choose-kick'>> = {
  ask: (_s, f) => ({
    decider: f.winner,
    prompt: 'kick-or-receive',
    decisions: [
      { kind: 'kick-or-receive', choice: 'kick' },
      { kind: 'kick-or-receive', choice: 'receive' },
    ],
  }),
  run(ctx, f, d) {
    if (d?.kind !== 'kick-or-receive') return;
    pop(ctx);
    ctx.s.firstKicking = d.choice === 'kick' ? f.winner : other(f.winner);
    emit(ctx, { type: 'kick-choice', team: f.winner, choice: d.choice });
    push(ctx, { kind: 'end' });
    push(ctx, { kind: 'half', half: 2, started: false, nextKicking: null });
    push(ctx, { kind: 'half', half: 1, started: false, nextKicking: null });
  },
};

const hasTurns = (ctx: Ctx): boolean => ctx.s.teams.some((t) => t.turns < TURNS_PER_HALF);

export const half: Handler<F<'half'>> = {
  ask: () => null,
  run(ctx, f) {
    const s = ctx.s;
    if (!f.started) {
      f.started = true;
      s.half = f.half;
      const kicking = f.half === 1 ? (s.firstKicking as TeamIndex) : other(s.firstKicking as TeamIndex);
      for (const i of [0, 1] as const) {
        const t = writableTeam(ctx, i);
        t.turns = 0;
        t.rerollsLeft = t.rerolls;
      }
      emit(ctx, { type: 'half-start', half: f.half, kicking });
      push(ctx, { kind: 'drive', kicking, started: false });
      return;
    }
    // A drive ended: after a touchdown the scorers kick, if the half has turns left.
    const scorer = f.nextKicking;
    f.nextKicking = null;
    if (scorer !== null && hasTurns(ctx)) {
      push(ctx, { kind: 'drive', kicking: scorer, started: false });
      return;
    }
    pop(ctx);
    emit(ctx, { type: 'half-end', half: f.half });
  },
};

/** Every player back off the pitch; stunned players recover; knocked-out players roll 4+ to return. */
function clearPitch(ctx: Ctx, kicking: TeamIndex): void {
  ctx.s.ball = { at: 'none' };
  for (const p of ctx.s.players) {
    const off = p.where === 'pitch';
    // Only the players something changes for are copied (the rest are off the pitch already).
    if (!off && p.status === 'standing' && !p.justStunned && !p.acted) continue;
    const w = writable(ctx, p.id);
    if (off) {
      w.where = 'reserves';
      w.square = null;
    }
    w.status = 'standing';
    w.justStunned = false;
    w.acted = false;
  }
  for (const team of [kicking, other(kicking)]) {
    for (const p of ctx.s.players) {
      if (p.team !== team || p.where !== 'ko') continue;
      const r = d6(ctx);
      const recovered = koRecovers(r);
      if (recovered) writable(ctx, p.id).where = 'reserves';
      emit(ctx, { type: 'ko-recovery', player: p.id, roll: r, recovered });
    }
  }
}

export const drive: Handler<F<'drive'>> = {
  ask: () => null,
  run(ctx, f) {
    const s = ctx.s;
    if (f.started) {
      pop(ctx);
      // The half this drive belonged to, now on top: it learns who scored (copied to be written).
      const halfFrame = frameAt(ctx, s.stack.length - 1);
      if (halfFrame?.kind === 'half') halfFrame.nextKicking = s.scored;
      s.scored = null;
      return;
    }
    f.started = true;
    clearPitch(ctx, f.kicking);
    emit(ctx, { type: 'drive-start', kicking: f.kicking });
    const receiving = other(f.kicking);
    const empty = ([0, 1] as const).filter((t) => fieldable(s, t) === 0);
    if (empty.length > 0) {
      // A team with nobody to set up (LRB): both turn counters advance 2, and the other team
      // scores if it can field anyone.
      for (const t of empty) emit(ctx, { type: 'no-players', team: t });
      for (const i of [0, 1] as const) {
        const t = writableTeam(ctx, i);
        t.turns = Math.min(TURNS_PER_HALF, t.turns + 2);
      }
      if (empty.length === 1) {
        const scorer = other(empty[0] as TeamIndex);
        writableTeam(ctx, scorer).score++;
        s.scored = scorer;
        emit(ctx, { type: 'touchdown', player: -1, team: scorer, score: [s.teams[0].score, s.teams[1].score] });
      }
      return;
    }
    push(ctx, { kind: 'turns', next: receiving });
    push(ctx, { kind: 'kick', team: f.kicking, kicked: false });
    push(ctx, { kind: 'setup', team: receiving });
    push(ctx, { kind: 'setup', team: f.kicking });
  },
};

export const turns: Handler<F<'turns'>> = {
  ask: () => null,
  run(ctx, f) {
    const s = ctx.s;
    if (s.scored !== null) return pop(ctx);
    const team = s.teams[f.next].turns < TURNS_PER_HALF ? f.next : s.teams[other(f.next)].turns < TURNS_PER_HALF ? other(f.next) : null;
    if (team === null) return pop(ctx);
    f.next = other(team);
    writableTeam(ctx, team).turns++;
    push(ctx, { kind: 'turn', team });
    startTurn(ctx, team);
  },
};

function startTurn(ctx: Ctx, team: TeamIndex): void {
  const s = ctx.s;
  s.acting = team;
  s.turnover = null;
  s.used = { blitz: false, pass: false, handOff: false, foul: false };
  if (s.teams[team].rerollUsedThisTurn) writableTeam(ctx, team).rerollUsedThisTurn = false;
  for (const p of s.players) {
    if (!p.acted && !p.usedDodge) continue;
    const w = writable(ctx, p.id);
    w.acted = false;
    w.usedDodge = false;
  }
  emit(ctx, { type: 'turn-start', team, turn: s.teams[team].turns, half: s.half });
}

export const end: Handler<F<'end'>> = {
  ask: () => null,
  run(ctx) {
    pop(ctx);
    const s = ctx.s;
    const score: [number, number] = [s.teams[0].score, s.teams[1].score];
    const winner: TeamIndex | null = score[0] === score[1] ? null : score[0] > score[1] ? 0 : 1;
    s.result = { winner, score };
    s.acting = null;
    emit(ctx, { type: 'match-end', winner, score });
  },
};
