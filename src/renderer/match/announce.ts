// What a screen reader is told of a match: each decision's outcome in a few plain sentences (at the
// chosen level), the score and rush when they change, the ball, a player's surroundings, and the
// board by zone. Pure: the engine's state and events (as log lines), words through `t`.
import { RUSHES } from '../../shared/games/dreadball/engine/state';
import type { MatchState } from '../../shared/games/dreadball/engine/types';
import { DIRECTION_NAMES } from '../../shared/hex/axial';
import { OFF_PITCH, hexOf, halfOf } from '../../shared/games/dreadball/pitch';
import type { Announcements } from '../../shared/settings';
import { hexParts, threatMap } from './hexWords';
import { type LogLine, type Translate, renderLine } from './logLines';
import { type Cast, hexName, playerName } from './names';

/** Test lines: said without their dice at the "results" level ("#3 Osei (TRO), dodge: passed"). */
const TESTS = new Set(['test', 'testOpposed']);

/** The sentences of some log lines at this level: tests with or without their dice. */
export function outcomeTexts(lines: readonly LogLine[], level: Announcements, t: Translate): string[] {
  // The short form takes the same parameters as the log line, so it is worded by the same code.
  const short: Translate = (key, params, plural) => {
    const k = key.startsWith('match.log.test') ? 'match.announce.test' : key;
    return plural === undefined ? t(k, params) : t(k, params, plural);
  };
  return lines.map((l) => renderLine(l, level === 'results' && TESTS.has(l.key) ? short : t));
}

export function scoreText(s: MatchState, t: Translate): string {
  return t('match.announce.score', { a: s.teams[0].name, as: s.score[0], b: s.teams[1].name, bs: s.score[1] });
}

export function rushText(s: MatchState, t: Translate): string {
  return t('match.announce.rush', { rush: s.rush, of: RUSHES, team: s.teams[s.rushing].name });
}

/** The score and the rush, said when a decision changed them. */
export function changeTexts(before: MatchState | null, after: MatchState, t: Translate): string[] {
  const out: string[] = [];
  if (after.phase === 'rush' && (!before || before.rush !== after.rush || before.phase !== 'rush')) out.push(rushText(after, t));
  if (before && (before.score[0] !== after.score[0] || before.score[1] !== after.score[1])) out.push(scoreText(after, t));
  return out;
}

/** A hex as the hex list names it, leaving out what the sentence already says (the player, the ball). */
function placeWords(s: MatchState, cast: Cast, hex: number, t: Translate, skip: readonly string[]): string {
  const words = hexParts(s, cast, hex, undefined, t)
    .filter((p) => !skip.includes(p.key))
    .map((p) => (p.count === undefined ? t(`match.hex.${p.key}`, p.params ?? {}) : t(`match.hex.${p.key}`, p.params ?? {}, p.count)));
  return [hexName(hex), ...words].join(' · ');
}

export function ballText(s: MatchState, cast: Cast, t: Translate): string {
  if (s.ball.carrier >= 0) {
    const p = s.players[s.ball.carrier];
    return t('match.announce.ballCarried', { player: playerName(cast, s.ball.carrier), hex: p ? hexName(p.hex) : '' });
  }
  if (s.ball.hex !== OFF_PITCH) return t('match.announce.ballLoose', { hex: placeWords(s, cast, s.ball.hex, t, ['ball', 'facing']) });
  return t('match.announce.ballOff');
}

/**
 * A player and what is around him: where, facing, down, the ball, threats on his hex, neighbours.
 * `threats`: his team's `threatMap`, when the caller has it already.
 */
export function lookText(s: MatchState, cast: Cast, id: number, t: Translate, threats?: ReadonlyMap<number, number>): string {
  const p = s.players[id];
  if (!p) return '';
  const name = playerName(cast, id);
  if (p.where !== 'pitch') return t('match.announce.offPitch', { player: name, place: t(p.where === 'bench' ? 'match.ui.bench' : p.where === 'cage' ? 'match.ui.cage' : 'match.ui.dead', { zone: p.cage }) });
  const parts = [t('match.announce.at', { player: name, hex: placeWords(s, cast, p.hex, t, ['player', 'down', 'facing']), dir: t(`match.dir.${DIRECTION_NAMES[p.facing]}`) })];
  if (p.down) parts.push(t('match.announce.down'));
  if (s.ball.carrier === id) parts.push(t('match.announce.holds'));
  const n = (threats ?? threatMap(s, p.team)).get(p.hex) ?? 0;
  parts.push(n > 0 ? t('match.announce.threatened', { n }, n) : t('match.announce.free'));
  return parts.join('. ') + '.';
}

/** What the canvas shows now, in one sentence: the board's label. */
export function boardLabel(s: MatchState, cast: Cast, t: Translate): string {
  const onPitch = s.players.filter((p) => p.where === 'pitch').length;
  const stage = s.phase === 'rush' || s.phase === 'over' ? rushText(s, t) : t(`match.announce.phase.${s.phase === 'setup' ? 'setup' : 'start'}`);
  return t('match.announce.board', { stage, score: scoreText(s, t), ball: ballText(s, cast, t), n: onPitch }, onPitch);
}

export interface ZoneText {
  zone: 'home' | 'centre' | 'away' | 'off';
  items: string[];
}

/** The board by zone (each half by its team, the centre line, off the pitch): who is where, and the ball. */
export function boardByZone(s: MatchState, cast: Cast, t: Translate): ZoneText[] {
  const zones: ZoneText[] = [
    { zone: 'home', items: [] },
    { zone: 'centre', items: [] },
    { zone: 'away', items: [] },
    { zone: 'off', items: [] },
  ];
  const at = (z: ZoneText['zone']): string[] => (zones.find((x) => x.zone === z) as ZoneText).items;
  const threats = [threatMap(s, 0), threatMap(s, 1)] as const;
  for (const p of s.players) {
    const words = lookText(s, cast, p.id, t, threats[p.team]);
    at(p.where === 'pitch' ? halfOf(hexOf(p.hex)) : 'off').push(words);
  }
  if (s.ball.carrier < 0 && s.ball.hex !== OFF_PITCH) at(halfOf(hexOf(s.ball.hex))).push(ballText(s, cast, t));
  return zones;
}

/** Which team's end a half is: the home team's half is the one it sets up in. */
export function zoneTitle(s: MatchState, zone: ZoneText['zone'], t: Translate): string {
  if (zone === 'centre' || zone === 'off') return t(`match.announce.zone.${zone}`);
  const home = s.home === -1 ? null : s.home;
  const team = home === null ? null : s.teams[zone === 'home' ? home : home === 0 ? 1 : 0];
  return team ? t('match.announce.zone.half', { team: team.name }) : t(`match.announce.zone.${zone}`);
}
