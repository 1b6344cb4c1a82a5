// Rülerball decisions, events and odds as words (keys under `rulerball.` in the four locales). The
// screen words them with vue-i18n; nothing here is English. The odds are the engine's previews'.
import type { Words } from '../../shared/words';
import type { Decision, GameEvent, MatchState } from '../../shared/games/rulerball/engine/types';
import type { RulerballPreview } from '../../shared/games/rulerball';
import { squareLabel, type RBLooks } from './rulerballBoard';
import { winnerFirst } from './resultScore';

const w = (key: string, params?: Record<string, string | number | Words>): Words => (params ? { key: `rulerball.${key}`, params } : { key: `rulerball.${key}` });
const pct = (p: number): number => Math.round(p * 100);

/** "#7 Sera Quill (skater)": a figure as the prompts and the log name it. */
export function figureWords(s: MatchState, id: number, looks?: RBLooks): Words {
  const f = s.figures[id];
  if (!f) return w('figure.unknown', { id });
  const team = f.seat === 'home' ? 0 : 1;
  const ofTeam = s.figures.filter((x) => x.seat === f.seat);
  const number = looks?.[team].numbers[ofTeam.indexOf(f)] ?? ofTeam.indexOf(f) + 1;
  return w('figure.name', { number, name: f.name, kind: w(`kind.${f.kind}`) });
}

const seatTeam = (s: MatchState, seat: 'home' | 'away'): Words => w('team', { name: s.teams[seat === 'home' ? 0 : 1].name });

export function decisionWords(s: MatchState, d: Decision, looks?: RBLooks): Words {
  const fig = (id: number): Words => figureWords(s, id, looks);
  switch (d.kind) {
    case 'move': {
      const base = w(d.speed === 0 ? 'decision.stop' : 'decision.move', { figure: fig(d.figure), speed: d.speed, square: squareLabel(d.to) });
      // `figure` is the biker; `tow` is the team-mate riding behind him.
      if (d.tow !== undefined) return w('decision.towed', { move: base, rider: fig(d.tow) });
      if (d.handOff !== undefined) return w('decision.handOff', { move: base, receiver: fig(d.handOff) });
      return base;
    }
    case 'grab':
      return w(d.grab ? 'decision.grab' : 'decision.letGo', { figure: fig(d.figure) });
    case 'assault':
      return w(d.withBall ? 'decision.ballStrike' : 'decision.assault', { figure: fig(d.figure), target: fig(d.target) });
    case 'hold':
      return w('decision.hold', { figure: fig(d.figure) });
    case 'push':
      return w('decision.push', { square: squareLabel(d.to) });
    case 'shoot':
      return d.interfere === undefined ? w('decision.shoot', { figure: fig(d.figure) }) : w('decision.shootInterfere', { figure: fig(d.figure), biker: fig(d.interfere) });
    case 'no-shot':
      return w('decision.noShot', { figure: fig(d.figure) });
  }
}

/** The preview's rolls as short sentences (a fielding's chance, an assault's table, a shot, the referees). */
export function oddsWords(p: RulerballPreview | null): Words[] {
  if (!p) return [];
  return p.rolls.map((r) => {
    switch (r.kind) {
      case 'skill':
        return w(`odds.${r.what}`, { need: r.need, pct: pct(r.chance) });
      case 'assault':
        return w(r.hold === null ? 'odds.assault' : 'odds.assaultHold', {
          attack: r.attack,
          defend: r.defend,
          down: pct(r.odds.solid + r.odds.crushing),
          push: pct(r.odds.marginal),
          backfire: pct(r.odds.backfire),
          hold: r.hold === null ? 0 : pct(r.hold),
        });
      case 'shot':
        return w('odds.shot', { need: r.need, pct: pct(r.chance) });
      case 'notice':
        return w('odds.notice', { offence: w(`offence.${r.offence}`), pct: pct(r.chance) });
    }
  });
}

/** The short label on a lit square: the first roll's chance. */
export function boardLabel(p: RulerballPreview | null): Words | null {
  const r = p?.rolls[0];
  if (!r) return null;
  if (r.kind === 'assault') return w('board.pct', { pct: pct(r.odds.solid + r.odds.crushing) });
  return w('board.pct', { pct: pct(r.chance) });
}

/** One log line for an event, or null for the steps the board shows by itself (the marker, a wait). */
export function eventWords(s: MatchState, e: GameEvent, looks?: RBLooks): Words | null {
  const fig = (id: number): Words => figureWords(s, id, looks);
  switch (e.type) {
    case 'turn-start':
      return w(e.counted ? 'log.turn' : 'log.turnUncounted', { period: e.period, minute: e.minute });
    case 'cannon':
      return w('log.cannon', { speed: e.speed });
    case 'ball-dead':
      return w('log.ballDead', { reason: w(`dead.${e.reason}`) });
    case 'initiative':
      return w('log.initiative', { sector: e.sector });
    case 'enters':
      return w('log.enters', { figure: fig(e.figure), square: squareLabel(e.cell) });
    case 'released':
      return w('log.released', { figure: fig(e.figure) });
    case 'move':
    {
      if (e.path.length === 0) return null;
      const square = squareLabel(e.path[e.path.length - 1] as number);
      // Cut short: the speed set is not the squares moved, and the log says why.
      if (e.stop !== 'exact' && e.path.length < e.speed) return w(e.stop === 'controlled' ? 'log.moveControlled' : 'log.moveBlocked', { figure: fig(e.figure), speed: e.speed, square, steps: e.path.length });
      return w('log.move', { figure: fig(e.figure), speed: e.speed, square });
    }
    case 'stands':
      return w('log.stands', { figure: fig(e.figure) });
    case 'tow':
      return w('log.tow', { biker: fig(e.biker), rider: fig(e.rider) });
    case 'grab':
      return w(e.grab ? 'log.grab' : 'log.letGo', { biker: fig(e.biker), rider: fig(e.rider) });
    case 'hand-off':
      return w(e.ok ? 'log.handOff' : 'log.handOffFailed', { giver: fig(e.giver), receiver: fig(e.receiver), roll: e.roll, need: e.need });
    case 'pick-up':
    case 'field':
      return w(e.ok ? `log.${e.type}` : `log.${e.type}Failed`, { figure: fig(e.figure), roll: e.roll, need: e.need });
    case 'ball-hits':
      return w(e.dodged ? 'log.ballDodged' : 'log.ballHits', { figure: fig(e.figure), roll: e.roll, need: e.need });
    case 'offence':
      return w(e.noticed ? 'log.offenceNoticed' : 'log.offenceUnseen', { figure: fig(e.figure), offence: w(`offence.${e.offence}`) });
    case 'penalty':
      return e.minutes === null ? w('log.penaltyLong', { figure: fig(e.figure) }) : w('log.penalty', { figure: fig(e.figure), minutes: e.minutes });
    case 'goal-cancelled':
      return w('log.goalCancelled');
    case 'assault':
      return w('log.assault', { attacker: fig(e.attacker), defender: fig(e.defender), attack: e.attackTotal, defend: e.defendTotal, result: w(`result.${e.result}`) });
    case 'push':
      return e.to === null ? null : w('log.push', { figure: fig(e.figure), square: squareLabel(e.to) });
    case 'slowed':
      return w('log.slowed', { figure: fig(e.figure), speed: e.speed });
    case 'knocked-down':
      return w('log.knockedDown', { figure: fig(e.figure) });
    case 'armour':
      return w(e.broken ? 'log.armourBroken' : 'log.armourHolds', { figure: fig(e.figure) });
    case 'injury':
      return w('log.injury', { figure: fig(e.figure), result: w(`injury.${e.result}`) });
    case 'hold-ball':
      return w(e.ok ? 'log.holdBall' : 'log.holdBallFailed', { figure: fig(e.figure) });
    case 'steal':
      return w('log.steal', { figure: fig(e.figure), from: fig(e.from) });
    case 'dropped':
      return w('log.dropped', { figure: fig(e.figure) });
    case 'activated':
      return w('log.activated', { team: seatTeam(s, e.team) });
    case 'screen-barred':
      return w('log.screenBarred', { team: seatTeam(s, e.team) });
    case 'shot':
      return w(e.goal ? 'log.shotGoal' : 'log.shotMissed', { figure: fig(e.figure), need: e.need, total: e.rolls[0] + e.rolls[1] });
    case 'goal':
      return w('log.goal', { team: seatTeam(s, e.team), home: e.score[0], away: e.score[1] });
    case 'reset':
      return w('log.reset', { team: seatTeam(s, e.receiver) });
    case 'period-end':
      return w('log.periodEnd', { period: e.period });
    case 'match-end':
      return e.winner === null ? w('log.draw', { home: e.score[0], away: e.score[1] }) : w('log.won', { team: seatTeam(s, e.winner), ...winnerFirst(e.score, e.winner === 'home' ? 0 : 1) });
    case 'ball-rolls':
    case 'waits':
    case 'marker':
    case 'marked':
      return null;
  }
}
