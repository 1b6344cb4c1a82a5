// Turns engine events into log lines: an i18n key, its parameters and the figures it mentions.
// Pure: no Vue, no rules (the events already say what happened).
import type { DieFace } from '../../shared/dice/test';
import type { GameEvent } from '../../shared/games/dreadball/engine/types';
import { DIRECTION_NAMES } from '../../shared/hex/axial';
import { OFF_PITCH } from '../../shared/games/dreadball/pitch/pitch';
import { type Cast, hexName, playerName } from './names';
import { winnerFirst } from './resultScore';

/** A parameter: plain text or number, or another message to translate first. */
export type Param = string | number | { key: string; params?: Record<string, Param> };

/** The dice of a line: a test's (with its target), or a plain roll's (roll-off, launch, scatter: no target). */
export interface DiceRecord {
  faces: DieFace[];
  target: number | null;
  successes: number | null;
  needed: number | null;
}

/** Plain dice (no target): the roll-off's two, the launch and wall dice, the scatter's direction and distance. */
const plain = (...faces: number[]): DiceRecord => ({ faces: faces.map((face) => ({ face, source: 'team' }) as DieFace), target: null, successes: null, needed: null });

export interface LogLine {
  /** Position in the whole log, stable across re-renders. */
  id: number;
  /** Index of the decision whose events made this line. */
  decision: number;
  /** Message key under `match.log`. */
  key: string;
  params: Record<string, Param>;
  /** Player ids the line mentions (hover highlights them). */
  players: number[];
  /** The number that picks the message's plural form, when it has forms. */
  count?: number;
  /** Set on test lines: the dice log shows them. */
  dice?: DiceRecord;
}

const m = (key: string, params?: Record<string, Param>): Param => (params ? { key, params } : { key });

/** The log lines of one decision's events. Consecutive steps of one figure become one line. */
export function linesFromEvents(events: readonly GameEvent[], cast: Cast, decision: number, firstId: number): LogLine[] {
  const out: LogLine[] = [];
  const add = (key: string, params: Record<string, Param>, players: number[], dice?: DiceRecord, count?: number): void => {
    out.push({ id: firstId + out.length, decision, key, params, players, ...(count === undefined ? {} : { count }), ...(dice ? { dice } : {}) });
  };
  const name = (id: number): string => playerName(cast, id);
  const team = (coach: 'A' | 'B'): string => cast.teams[coach === 'A' ? 0 : 1].name;
  for (let i = 0; i < events.length; i++) {
    const e = events[i] as GameEvent;
    switch (e.type) {
      case 'roll-off':
        if (e.winner) add('rollOff', { a: e.faces[0], b: e.faces[1], teamA: cast.teams[0].name, teamB: cast.teams[1].name, winner: team(e.winner) }, [], plain(e.faces[0], e.faces[1]));
        else add('rollOffTie', { a: e.faces[0], b: e.faces[1] }, [], plain(e.faces[0], e.faces[1]));
        break;
      case 'side-chosen':
        add('sideChosen', { team: team(e.coach), side: m(`match.side.${e.side}`) }, []);
        break;
      case 'placed':
        add('placed', { player: name(e.player), hex: hexName(e.hex) }, [e.player]);
        break;
      case 'unplaced':
        add('unplaced', { player: name(e.player), hex: hexName(e.hex) }, [e.player]);
        break;
      case 'faced':
        add('faced', { player: name(e.player), facing: m(`match.dir.${DIRECTION_NAMES[e.facing]}`) }, [e.player]);
        break;
      case 'setup-done':
        add('setupDone', { team: team(e.coach) }, []);
        break;
      case 'rush-start':
        add(e.suddenDeath ? 'rushStartSudden' : 'rushStart', { rush: e.rush, team: team(e.coach) }, []);
        break;
      case 'rush-end':
        add('rushEnd', { rush: e.rush, team: team(e.coach), reason: m(`match.rushEnd.${e.reason}`) }, []);
        break;
      case 'sudden-death':
        add('suddenDeath', {}, []);
        break;
      case 'action':
        add(e.free ? 'actionFree' : 'action', { player: name(e.player), action: m(`match.action.${e.action}`), tokens: e.tokensLeft }, [e.player], undefined, e.tokensLeft);
        break;
      case 'action-end':
      case 'ball-step':
        break;
      case 'no-target':
        add('noTarget', { player: name(e.player) }, [e.player]);
        break;
      case 'step': {
        let last = e;
        let n = 1;
        while (i + 1 < events.length) {
          const next = events[i + 1] as GameEvent;
          if (next.type !== 'step' || next.player !== e.player) break;
          last = next;
          n++;
          i++;
        }
        // A substitute steps on from the bench (no "from" hex); one hex needs no count.
        const key = e.from === OFF_PITCH ? 'movedFromBench' : n === 1 ? 'movedOne' : 'moved';
        add(key, { player: name(e.player), from: hexName(e.from), to: hexName(last.to), n }, [e.player], undefined, n);
        break;
      }
      case 'turn':
        add('turned', { player: name(e.player), facing: m(`match.dir.${DIRECTION_NAMES[e.facing]}`) }, [e.player]);
        break;
      case 'substitution':
        add(e.into === 'pitch' ? 'subIn' : 'subOut', { player: name(e.player) }, [e.player]);
        break;
      case 'test': {
        const params: Record<string, Param> = {
          player: name(e.player),
          test: m(`match.test.${e.test}`),
          dice: e.dice,
          coach: e.coachDice,
          target: e.target,
          successes: e.successes,
          faces: e.faces.map((f) => f.face).join(' ') || '—',
          outcome: m(`match.outcome.${e.outcome}`),
        };
        if (e.needed !== null) params.needed = e.needed;
        add(e.needed === null ? 'testOpposed' : 'test', params, [e.player], { faces: [...e.faces], target: e.target, successes: e.successes, needed: e.needed });
        break;
      }
      case 'clash':
        add(e.winner === 'tie' ? 'clashTie' : e.spectacular ? 'clashSpectacular' : 'clash', {
          attacker: name(e.attacker),
          defender: name(e.defender),
          a: e.attackerSuccesses,
          d: e.defenderSuccesses,
          winner: e.winner === 'attacker' ? name(e.attacker) : e.winner === 'defender' ? name(e.defender) : '',
        }, [e.attacker, e.defender]);
        break;
      case 'push':
        add('pushed', { player: name(e.player), from: hexName(e.from), to: hexName(e.to) }, [e.player]);
        break;
      case 'follow-up':
        add('followUp', { player: name(e.player), to: hexName(e.to) }, [e.player]);
        break;
      case 'fall':
        add('fall', { player: name(e.player) }, [e.player]);
        break;
      case 'stand':
        add('stand', { player: name(e.player) }, [e.player]);
        break;
      case 'injury':
        add('injury', { player: name(e.player), zone: e.zone }, [e.player]);
        break;
      case 'death':
        add('death', { player: name(e.player) }, [e.player]);
        break;
      case 'cage-moves': {
        const ids = [...e.toBench, ...e.toZone1, ...e.toZone2];
        if (ids.length > 0) add('cageMoves', { team: team(e.team), n: ids.length }, ids, undefined, ids.length);
        break;
      }
      case 'ball-launched':
        add(e.wallRoll === null ? 'launch' : 'launchWall', { side: m(`match.side.${e.side}`), roll: e.roll, wall: e.wallRoll ?? 0, hex: hexName(e.hexes[e.hexes.length - 1] ?? -1) }, [], e.wallRoll === null ? plain(e.roll) : plain(e.roll, e.wallRoll));
        break;
      case 'scatter':
        add('scatter', { from: hexName(e.from), roll: e.directionRoll, direction: m(`match.dir.${DIRECTION_NAMES[e.direction]}`), distance: e.distance }, [], plain(e.directionRoll, e.distance), e.distance);
        break;
      case 'bounce':
        add('bounce', { hex: hexName(e.hex) }, []);
        break;
      case 'ball-stops': {
        // The launch line already says where the ball stopped.
        const before = events[i - 1];
        if (before?.type === 'ball-launched' && before.hexes[before.hexes.length - 1] === e.hex) break;
        add('ballStops', { hex: hexName(e.hex) }, []);
        break;
      }
      case 'ball-held':
        add(`held.${e.how}`, { player: name(e.player) }, [e.player]);
        break;
      case 'fumble':
        add('fumble', { player: name(e.player) }, [e.player]);
        break;
      case 'strike':
        add(e.bonus ? 'strikeBonus' : 'strike', { player: name(e.player), points: e.points }, [e.player]);
        break;
      case 'score':
        add('score', { team: team(e.coach), points: e.points, a: e.score[0], b: e.score[1], teamA: cast.teams[0].shortName, teamB: cast.teams[1].shortName }, []);
        break;
      case 'free-action-offered':
        add('freeOffered', { player: name(e.player) }, [e.player]);
        break;
      case 'free-action-declined':
        add('freeDeclined', { player: name(e.player) }, [e.player]);
        break;
      case 'free-action-lost':
        add('freeLost', { player: name(e.player) }, [e.player]);
        break;
      case 'career-used':
        add('careerUsed', { player: name(e.player), ability: m(e.ability === 'pitch-control' ? 'league.words.teamUpgrades.pitch-control' : `league.words.abilities.${e.ability}`) }, [e.player]);
        break;
      case 'launch-rerolled':
        add('launchRerolled', { team: team(e.coach), roll: e.roll }, [], plain(e.roll));
        break;
      case 'sponsorship':
        add(e.gained ? 'sponsorshipGained' : 'sponsorshipMissed', { team: team(e.coach), roll: e.roll, unspent: e.unspent }, [], plain(e.roll));
        break;
      case 'coach-dice-spent':
        add('coachDice', { team: team(e.coach), n: e.count, left: e.left }, [], undefined, e.count);
        break;
      case 'landslide':
        add('landslide', { team: team(e.winner) }, []);
        break;
      case 'match-end':
        if (e.winner) add('matchEnd', { team: team(e.winner), reason: m(`match.result.${e.reason}`), ...winnerFirst(e.score, e.winner === 'A' ? 0 : 1) }, []);
        else add('matchEndDraw', { reason: m(`match.result.${e.reason}`), a: e.score[0], b: e.score[1] }, []);
        break;
    }
  }
  return out;
}

/** vue-i18n's t (or a test double): a message, its parameters, the count picking a plural form. */
export type Translate = (key: string, params?: Record<string, unknown>, plural?: number) => string;

/** Resolves a parameter tree with a translate function (vue-i18n's `t` or a test double). */
export function renderLine(line: Pick<LogLine, 'key' | 'params' | 'count'>, t: Translate): string {
  const resolve = (p: Param): string | number => (typeof p === 'object' ? t(p.key, p.params ? resolveAll(p.params) : {}) : p);
  const resolveAll = (ps: Record<string, Param>): Record<string, string | number> => {
    const o: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(ps)) o[k] = resolve(v);
    return o;
  };
  return line.count === undefined ? t(`match.log.${line.key}`, resolveAll(line.params)) : t(`match.log.${line.key}`, resolveAll(line.params), line.count);
}

/** The game log as plain text, one line each, for export. */
export function logText(lines: readonly LogLine[], t: Translate): string {
  return lines.map((l) => renderLine(l, t)).join('\n') + '\n';
}

/** The dice log as plain text: who rolled what, faces and successes. */
export function diceText(lines: readonly LogLine[], t: Translate): string {
  return (
    lines
      .filter((l) => l.dice)
      .map((l) => `${renderLine(l, t)} [${(l.dice as DiceRecord).faces.map((f) => (f.source === 'team' ? `${f.face}` : `${f.face}${f.source === 'coach' ? 'c' : '+'}`)).join(' ')}]`)
      .join('\n') + '\n'
  );
}
