// What Rülerball's screen says to a player who does not see the track: the answers of the keys
// that ask (L, B, G), the board's label and the track in words, sector by sector. Words only (keys
// under `rulerball.said.`); the screen words them in the app's language.
import { type Words, words } from '../../shared/words';
import type { Figure, MatchState } from '../../shared/games/rulerball/engine/types';
import { SECTORS, sectorOf } from '../../shared/games/rulerball/track/track';
import { type RBLooks, squareLabel } from './rulerballBoard';
import { figureWords } from './rulerballWords';

const w = (key: string, params?: Record<string, string | number | Words>): Words => words(`rulerball.said.${key}`, params);
const holds = (s: MatchState, id: number): boolean => s.ball.at === 'held' && s.ball.figure === id;
const teamName = (s: MatchState, f: Figure): string => s.teams[f.seat === 'home' ? 0 : 1].name;

export function ballWords(s: MatchState, looks?: RBLooks): Words {
  const b = s.ball;
  if (b.at === 'held') {
    const cell = s.figures[b.figure]?.cell;
    return w('ballHeld', { figure: figureWords(s, b.figure, looks), square: cell === null || cell === undefined ? '' : squareLabel(cell) });
  }
  if (b.at === 'loose') return w('ballLoose', { square: squareLabel(b.cell), speed: b.speed, kind: w(`ballKind.${b.kind}`) });
  // After the final whistle the cannon fires no more: no ball is waiting for it.
  return w(s.result ? 'ballOver' : 'ballNone');
}

/** Where a figure off the track is: its box and for how long, or waiting at its tunnel. */
function offWords(s: MatchState, f: Figure): Words {
  const entry = s.boxes.find((b) => b.figure === String(f.id));
  if (!entry) return w(`state.${f.state}`);
  const time = entry.time.kind === 'minutes' ? w('boxMinutes', { minutes: entry.time.minutes }) : w(`boxFor.${entry.time.kind}`);
  return w('inBox', { box: w(`box.${entry.box}`), time });
}

/** A figure in full: where it is, standing or not, its speed, the ball. */
export function lookWords(s: MatchState, id: number, looks?: RBLooks): Words {
  const f = s.figures[id];
  if (!f) return w('nobody');
  const who = { figure: figureWords(s, id, looks), team: teamName(s, f) };
  if (f.cell === null) return w('lookOff', { ...who, state: offWords(s, f) });
  return w(holds(s, id) ? 'lookBall' : 'look', { ...who, square: squareLabel(f.cell), state: w(`state.${f.state}`), speed: f.speed });
}

/**
 * The holding team's count as the screen gives it, or null (no count, or the match is over): towards
 * activation from the marked sector, then the offense's sectors towards the 36 it has to shoot. A
 * count pushed back behind its mark is below 0 in the engine (it goes back with the ball): given as 0.
 * `key` names the words under `rulerball.said.` and `rulerball.status.lap.`.
 */
export function lapCount(s: MatchState): { key: 'counting' | 'offense'; params: { team: string; crossings: number; sector?: number } } | null {
  const p = s.possession;
  if (!p || s.result) return null;
  const team = s.teams[p.team === 'home' ? 0 : 1].name;
  if (p.sinceActivation === null) return { key: 'counting', params: { team, sector: p.marked, crossings: Math.max(0, p.crossings) } };
  return { key: 'offense', params: { team, crossings: p.sinceActivation } };
}

/** The score, the clock, the step, and whose count the ball is on. */
export function gameWords(s: MatchState): Words[] {
  const [home, away] = s.teams;
  const out: Words[] = [w('score', { home: home.name, homeScore: home.score, away: away.name, awayScore: away.score })];
  if (s.result) return [...out, w('over')];
  out.push(w('clock', { period: s.clock.period, minute: s.clock.minute, step: words(`rulerball.status.step.${s.step}`) }));
  const lap = lapCount(s);
  if (lap) out.push(w(lap.key, lap.params));
  return out;
}

/** The board's label: the score, the ball and how many figures are on the track. */
export function boardLabelWords(s: MatchState, looks?: RBLooks): Words {
  const [home, away] = s.teams;
  return w('boardLabel', { home: home.name, homeScore: home.score, away: away.name, awayScore: away.score, ball: ballWords(s, looks), figures: s.figures.filter((f) => f.cell !== null).length });
}

export interface RBZone {
  /** A sector (1-12), or 'boxes' for the figures off the track. */
  zone: number | 'boxes';
  title: Words;
  items: Words[];
}

/** The track sector by sector (each sector's figures inner ring first, and a loose ball), then the figures off it. */
export function boardBySector(s: MatchState, looks?: RBLooks): RBZone[] {
  const zones: RBZone[] = [];
  for (let sector = 1; sector <= SECTORS; sector++) {
    const here = s.figures.filter((f): f is Figure & { cell: number } => f.cell !== null && sectorOf(f.cell) === sector).sort((a, b) => a.cell - b.cell);
    const items = here.map((f) => w(holds(s, f.id) ? 'figureBall' : 'figure', { figure: figureWords(s, f.id, looks), team: teamName(s, f), square: squareLabel(f.cell), state: w(`state.${f.state}`), speed: f.speed }));
    if (s.ball.at === 'loose' && sectorOf(s.ball.cell) === sector) items.push(w('looseBall', { square: squareLabel(s.ball.cell), speed: s.ball.speed }));
    if (items.length > 0) zones.push({ zone: sector, title: w('sector', { sector }), items });
  }
  const off = s.figures.filter((f) => f.cell === null).map((f) => w('lookOff', { figure: figureWords(s, f.id, looks), team: teamName(s, f), state: offWords(s, f) }));
  if (off.length > 0) zones.push({ zone: 'boxes', title: w('offTrack'), items: off });
  return zones;
}
