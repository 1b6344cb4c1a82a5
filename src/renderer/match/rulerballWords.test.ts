// Rülerball's words on screen: every decision, odds line and event of played games, and one event
// of every kind, words to a message that exists in all four languages with the parameters it uses;
// the board's picture and the squares decisions are chosen on follow the state.
import { describe, expect, it } from 'vitest';
import { playRandom } from '../../shared/game/playout';
import { rulerball } from '../../shared/games/rulerball';
import type { GameEvent, MatchSetup, MatchState } from '../../shared/games/rulerball/engine/types';
import { STOCK_TEAMS } from '../../shared/games/rulerball/teams/stock';
import { rosterOfTeam } from '../../shared/games/rulerball/teams/teamFile';
import { problemsOf } from './wordsCheck';
import { boardStateOf, looksOf, squareOfDecision } from './rulerballBoard';
import { boardLabel, decisionWords, eventWords, oddsWords } from './rulerballWords';

const setup = (a: number, b: number, seed: number): MatchSetup => ({ teams: [rosterOfTeam(`stock-${a}`, STOCK_TEAMS[a]!), rosterOfTeam(`stock-${b}`, STOCK_TEAMS[b]!)], seed });

const EVERY_EVENT: GameEvent[] = [
  { type: 'turn-start', period: 1, minute: 3, counted: true },
  { type: 'turn-start', period: 2, minute: 3, counted: false },
  { type: 'released', figure: 0 },
  { type: 'cannon', rolls: [3, 4], speed: 13 },
  { type: 'field', figure: 5, roll: 4, need: 3, ok: true },
  { type: 'field', figure: 5, roll: 1, need: 3, ok: false },
  { type: 'ball-hits', figure: 0, roll: 2, need: 4, dodged: false },
  { type: 'ball-hits', figure: 0, roll: 5, need: 4, dodged: true },
  ...(['gutter', 'stopped', 'laps-run-out', 'ball-in-motion', 'penalty', 'dropped-inside'] as const).map((reason): GameEvent => ({ type: 'ball-dead', reason, cell: null })),
  { type: 'initiative', roll: 5, sector: 5 },
  { type: 'enters', figure: 1, cell: 110 },
  { type: 'move', figure: 1, speed: 3, from: 100, path: [99, 98, 97], stop: 'exact' },
  { type: 'move', figure: 1, speed: 5, from: 100, path: [99, 98, 97], stop: 'controlled' },
  { type: 'move', figure: 1, speed: 5, from: 100, path: [99], stop: 'blocked' },
  { type: 'stands', figure: 1 },
  { type: 'tow', biker: 7, rider: 1, path: [60] },
  { type: 'grab', biker: 7, rider: 12, grab: true },
  { type: 'grab', biker: 7, rider: 12, grab: false },
  { type: 'hand-off', giver: 5, receiver: 1, roll: 5, need: 3, ok: true },
  { type: 'hand-off', giver: 5, receiver: 1, roll: 1, need: 3, ok: false },
  { type: 'pick-up', figure: 1, roll: 5, need: 3, ok: true },
  { type: 'pick-up', figure: 1, roll: 1, need: 3, ok: false },
  ...(['too-many-stopped', 'assault-biker', 'biker-ram', 'assault-fallen', 'ball-strike', 'biker-in-mouth', 'biker-shot-interference', 'grab-opposing-biker'] as const).flatMap((offence): GameEvent[] => [
    { type: 'offence', figure: 2, offence, rolls: [6, 6], noticed: true },
    { type: 'offence', figure: 2, offence, rolls: [1, 1], noticed: false },
  ]),
  { type: 'penalty', figure: 2, offence: 'ball-strike', minutes: 3 },
  { type: 'penalty', figure: 2, offence: 'ball-strike', minutes: null },
  { type: 'goal-cancelled', figure: 1 },
  ...(['backfire', 'miss', 'marginal', 'solid', 'crushing'] as const).map((result): GameEvent => ({ type: 'assault', attacker: 0, defender: 10, attack: [3, 4], defend: [2, 2], attackTotal: 11, defendTotal: 7, margin: 4, result })),
  { type: 'push', figure: 10, from: 40, to: 41 },
  { type: 'slowed', figure: 10, speed: 2 },
  { type: 'knocked-down', figure: 10, cell: 41 },
  { type: 'armour', figure: 10, rolls: [6, 5], broken: true },
  { type: 'armour', figure: 10, rolls: [1, 2], broken: false },
  ...(['shaken', 'injured', 'unconscious', 'dead'] as const).map((result): GameEvent => ({ type: 'injury', figure: 10, rolls: [3, 3], result })),
  { type: 'hold-ball', figure: 1, roll: 4, need: 3, ok: true },
  { type: 'hold-ball', figure: 1, roll: 1, need: 3, ok: false },
  { type: 'steal', figure: 11, from: 1 },
  { type: 'dropped', figure: 1, cell: 40 },
  { type: 'activated', team: 'home' },
  { type: 'screen-barred', team: 'away' },
  { type: 'shot', figure: 1, rolls: [5, 4], need: 7, goal: true },
  { type: 'shot', figure: 1, rolls: [1, 2], need: 7, goal: false },
  { type: 'goal', team: 'home', score: [1, 0] },
  { type: 'reset', receiver: 'away' },
  { type: 'period-end', period: 1 },
  { type: 'match-end', winner: 'home', score: [2, 1] },
  { type: 'match-end', winner: null, score: [1, 1] },
];

describe('Rülerball words and board picture', () => {
  it('words one event of every kind in all four languages', () => {
    const s = rulerball.createMatch(setup(0, 1, 1));
    const looks = looksOf(setup(0, 1, 1));
    const problems: string[] = [];
    let worded = 0;
    for (const e of EVERY_EVENT) {
      const w = eventWords(s, e, looks);
      if (w) {
        worded++;
        problems.push(...problemsOf(w));
      }
    }
    expect(problems).toEqual([]);
    expect(worded).toBe(EVERY_EVENT.length);
  });

  it('words a tow as the biker towing his rider, not the other way round', () => {
    const s = rulerball.createMatch(setup(0, 1, 1));
    const w = decisionWords(s, { kind: 'move', figure: 7, speed: 4, to: 100, tow: 0 });
    expect(w).toMatchObject({ key: 'rulerball.decision.towed', params: { move: { params: { figure: { params: { kind: { key: 'rulerball.kind.biker' } } } } }, rider: { params: { kind: { key: 'rulerball.kind.skater' } } } } });
  });

  it('says when a move was cut short, and why: the speed set is not the squares moved', () => {
    const s = rulerball.createMatch(setup(0, 1, 1));
    const looks = looksOf(setup(0, 1, 1));
    const move = (speed: number, path: number[], stop: 'exact' | 'controlled' | 'blocked') => eventWords(s, { type: 'move', figure: 1, speed, from: 100, path, stop }, looks);
    expect(move(5, [99, 98, 97], 'controlled')).toMatchObject({ key: 'rulerball.log.moveControlled', params: { speed: 5, steps: 3 } });
    expect(move(5, [99], 'blocked')).toMatchObject({ key: 'rulerball.log.moveBlocked', params: { speed: 5, steps: 1 } });
    // Stopped by a controlled square on the last step of the speed set: a plain move.
    expect(move(3, [99, 98, 97], 'controlled')).toMatchObject({ key: 'rulerball.log.move', params: { speed: 3 } });
  });

  it('words every decision, odds line and event of random games, and puts every square decision on the track', () => {
    const problems: string[] = [];
    let odds = 0;
    for (const seed of [1, 2]) {
      const su = setup(seed % 4, (seed + 1) % 4, seed);
      const looks = looksOf(su);
      const played = playRandom(rulerball, su, seed, 5000);
      expect(played.problems).toEqual([]);
      played.steps.forEach((step, i) => {
        if (i % 7 !== 0) return;
        const s = step.before as MatchState;
        for (const d of rulerball.legal(s).decisions) {
          problems.push(...problemsOf(decisionWords(s, d, looks)));
          const p = rulerball.preview(s, d);
          for (const w of oddsWords(p)) {
            odds++;
            problems.push(...problemsOf(w));
          }
          const label = boardLabel(p);
          if (label) problems.push(...problemsOf(label));
          const sq = squareOfDecision(s, d);
          if (d.kind === 'move' || d.kind === 'push') expect(sq).toBe(d.to);
          if (sq !== null) expect(sq >= 0 && sq < 144).toBe(true);
        }
      });
      let s = played.initial as MatchState;
      for (const step of played.steps) {
        const r = rulerball.apply(s, step.decision);
        if (!r.ok) throw new Error(r.error.message);
        for (const e of r.events) {
          const w = eventWords(r.state, e, looks);
          if (w) problems.push(...problemsOf(w));
        }
        s = r.state;
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(odds).toBeGreaterThan(0);
  });

  it('draws each figure where the state has it, the ball with its carrier, and the same team twice in two colours', () => {
    const su = setup(2, 2, 3);
    const looks = looksOf(su);
    expect(looks[0].colour).not.toBe(looks[1].colour);
    let s = rulerball.createMatch(su);
    for (let i = 0; i < 200 && s.ball.at !== 'held'; i++) {
      const r = rulerball.apply(s, rulerball.legal(s).decisions[0]!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    const pic = boardStateOf(s, (k) => k[0]!.toUpperCase(), looks);
    expect(pic.figures).toHaveLength(s.figures.length);
    for (const f of s.figures) {
      const drawn = pic.figures.find((x) => x.id === f.id)!;
      expect(drawn.cell).toBe(drawn.where === 'track' ? f.cell : null);
      expect(drawn.glyph).toBe(f.kind[0]!.toUpperCase());
    }
    if (s.ball.at === 'held') expect(pic.ball).toEqual({ carrier: s.ball.figure });
    expect(pic.actor).toBe(s.actor);
  });
});
