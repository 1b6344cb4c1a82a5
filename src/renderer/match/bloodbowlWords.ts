// Blood Bowl decisions and events as words (keys under `bloodbowl.` in the four locales). The
// screen words them with vue-i18n; nothing here is English.
import type { Words } from '../../shared/words';
import type { Decision, GameEvent, MatchState } from '../../shared/games/bloodbowl/engine/types';
import { squareLabel } from './bloodbowlBoard';
import { type BBLooks, shirtNumber } from './bloodbowlLooks';
import { winnerFirst } from './resultScore';

const w = (key: string, params?: Record<string, string | number | Words>): Words => (params ? { key: `bloodbowl.${key}`, params } : { key: `bloodbowl.${key}` });

/** "#3 Lantern 3 (Blitzer)": a player as the prompts and the log name him (numbers from the team's look). */
export function playerWords(s: MatchState, id: number, looks?: BBLooks): Words {
  const p = s.players[id];
  if (!p) return w('player.unknown', { id });
  return w('player.name', { number: shirtNumber(s, id, looks), name: p.name, position: w(`position.${p.position}`) });
}

/** The engine's turnover reasons (engine/context.ts callers), each with words of its own. */
const REASONS = ['knocked-down', 'touchdown', 'carrier-pushed-into-the-crowd', 'time-up', 'interception', 'fumble', 'pass-not-caught', 'failed-pick-up', 'fouler-sent-off'];
const reasonWords = (reason: string): Words => {
  const k = reason.replaceAll(' ', '-');
  return REASONS.includes(k) ? w(`reason.${k}`) : w('reason.other', { reason });
};

const teamWords = (s: MatchState, team: 0 | 1): Words => w('team', { name: s.teams[team].name });

export function decisionWords(s: MatchState, d: Decision, looks?: BBLooks): Words {
  switch (d.kind) {
    case 'roll-off':
    case 'setup-done':
    case 'end-turn':
    case 'time-up':
    case 'end-action':
      return w(`decision.${d.kind}`);
    case 'kick-or-receive':
      return w(`decision.${d.choice}`);
    case 'place':
      return w('decision.place', { player: playerWords(s, d.player, looks), square: squareLabel(d.square) });
    case 'kick':
    case 'step':
    case 'pass':
      return w(`decision.${d.kind}`, { square: squareLabel(d.square) });
    case 'touchback':
      return w('decision.touchback', { player: playerWords(s, d.player, looks) });
    case 'action':
      return w(`decision.action.${d.action}`, { player: playerWords(s, d.player, looks) });
    case 'block':
    case 'hand-off':
    case 'foul':
      return w(`decision.${d.kind}`, { player: playerWords(s, d.target, looks) });
    case 'reroll':
      return w(`decision.reroll.${d.use}`);
    case 'block-face':
      return w(`face.${d.face}`);
    case 'push':
      return d.square === 'crowd' ? w('decision.crowd') : w('decision.push', { square: squareLabel(d.square) });
    case 'follow-up':
      return w(d.follow ? 'decision.follow' : 'decision.stay');
    case 'intercept':
      return d.player === null ? w('decision.noIntercept') : w('decision.intercept', { player: playerWords(s, d.player, looks) });
  }
}

/** One log line per event worth telling (null for the bookkeeping ones). */
export function eventWords(s: MatchState, e: GameEvent, looks?: BBLooks): Words | null {
  const pl = (id: number): Words => playerWords(s, id, looks);
  switch (e.type) {
    case 'roll-off':
      return e.winner === null ? w('log.rollOffTie', { home: e.rolls[0], away: e.rolls[1] }) : w('log.rollOff', { home: e.rolls[0], away: e.rolls[1], team: teamWords(s, e.winner) });
    case 'kick-choice':
      return w(`log.choice.${e.choice}`, { team: teamWords(s, e.team) });
    case 'half-start':
      return w('log.halfStart', { half: e.half, team: teamWords(s, e.kicking) });
    case 'drive-start':
      return w('log.driveStart', { team: teamWords(s, e.kicking) });
    case 'ko-recovery':
      return w(e.recovered ? 'log.koBack' : 'log.koStays', { player: pl(e.player), roll: e.roll });
    case 'no-players':
      return w('log.noPlayers', { team: teamWords(s, e.team) });
    case 'placed':
      return null;
    case 'setup-done':
      return w('log.setupDone', { team: teamWords(s, e.team) });
    case 'kick':
      return e.lands === null ? w('log.kickOut', { square: squareLabel(e.target) }) : w('log.kick', { square: squareLabel(e.target), lands: squareLabel(e.lands) });
    case 'touchback':
      return w('log.touchback', { player: pl(e.player) });
    case 'turn-start':
      return w('log.turnStart', { team: teamWords(s, e.team), turn: e.turn, half: e.half });
    case 'turn-end':
      return null;
    case 'turnover':
      return w('log.turnover', { team: teamWords(s, e.team), reason: reasonWords(e.reason) });
    case 'action':
      return w(`log.action.${e.action}`, { player: pl(e.player) });
    case 'stand-up':
      return w('log.standUp', { player: pl(e.player) });
    case 'move':
      return null;
    case 'test':
      return w(e.ok ? 'log.testOk' : 'log.testFailed', { player: pl(e.player), test: w(`test.${e.test}`), roll: e.roll, needed: e.needed });
    case 'reroll':
      return w(e.use === 'team' ? 'log.rerollTeam' : 'log.rerollSkill', { player: pl(e.player), skill: e.skill ?? '' });
    case 'block':
      return w('log.block', { attacker: pl(e.attacker), defender: pl(e.defender), dice: e.dice, team: teamWords(s, e.chooser) });
    case 'block-dice':
      return w('log.blockDice', { faces: e.faces.length });
    case 'block-face':
      return w('log.blockFace', { face: w(`face.${e.face}`) });
    case 'push':
      return e.to === null ? w('log.crowdSurf', { player: pl(e.player) }) : w('log.push', { player: pl(e.player), square: squareLabel(e.to) });
    case 'follow-up':
      return w('log.followUp', { player: pl(e.player) });
    case 'knocked-down':
      return w('log.knockedDown', { player: pl(e.player) });
    case 'armour':
      return w(e.broken ? 'log.armourBroken' : 'log.armourHolds', { player: pl(e.player), total: e.rolls[0] + e.rolls[1] + e.modifier });
    case 'injury':
      return w(`log.injury.${e.result}`, { player: pl(e.player) });
    case 'sent-off':
      return w('log.sentOff', { player: pl(e.player) });
    case 'stunned-recovers':
      return null;
    case 'ball-lands':
      return w('log.ballLands', { square: squareLabel(e.square) });
    case 'bounce':
    case 'scatter':
      return e.to === null ? w('log.ballOut') : w(`log.${e.type}`, { square: squareLabel(e.to) });
    case 'throw-in':
      return e.lands === null ? w('log.ballOut') : w('log.throwIn', { square: squareLabel(e.lands) });
    case 'catch':
    case 'pick-up':
    case 'interception':
      return w(`log.${e.type}.${e.ok ? 'ok' : 'failed'}`, { player: pl(e.player) });
    case 'pass':
      return w(`log.pass.${e.outcome}`, { player: pl(e.thrower), square: squareLabel(e.target) });
    case 'hand-off':
      return w('log.handOff', { giver: pl(e.giver), receiver: pl(e.receiver) });
    case 'foul':
      return w('log.foul', { fouler: pl(e.fouler), target: pl(e.target), assists: e.assists });
    case 'touchdown':
      return w('log.touchdown', { player: pl(e.player), team: teamWords(s, e.team), home: e.score[0], away: e.score[1] });
    case 'lost-turn':
      return w('log.lostTurn', { team: teamWords(s, e.team) });
    case 'half-end':
      return w('log.halfEnd', { half: e.half });
    case 'match-end':
      return e.winner === null ? w('log.draw', { home: e.score[0], away: e.score[1] }) : w('log.won', { team: teamWords(s, e.winner), ...winnerFirst(e.score, e.winner) });
  }
}
