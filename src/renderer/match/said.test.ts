// What the Blood Bowl and Rülerball screens say when asked (L, B, G), their boards' labels and the
// boards in words: every Words of played games exists in all four languages with its parameters,
// and a few fixed positions say what a player would need to hear.
import { describe, expect, it } from 'vitest';
import { playRandom } from '../../shared/game/playout';
import { bloodbowl } from '../../shared/games/bloodbowl';
import { buildPosition } from '../../shared/games/bloodbowl/scenario';
import { STOCK_ROSTERS } from '../../shared/games/bloodbowl/teams/stock';
import { rulerball } from '../../shared/games/rulerball';
import { rbLessonById } from '../../shared/games/rulerball/lessons/lessons';
import { rbLessonSetup, rbLessonStart } from '../../shared/games/rulerball/lessons/run';
import type { Words } from '../../shared/words';
import * as bb from './bloodbowlSaid';
import { looksOf } from './rulerballBoard';
import * as rb from './rulerballSaid';
import { problemsOf } from './wordsCheck';

const allProblems = (ws: readonly Words[]): string[] => ws.flatMap(problemsOf);

describe('Blood Bowl: what the screen says', () => {
  it('words every answer, label and zone of a played match in all four languages', () => {
    const played = playRandom(bloodbowl, { teams: [STOCK_ROSTERS.human, STOCK_ROSTERS.orc], seed: 7 }, 7, 3000);
    const problems: string[] = [];
    played.steps.forEach((step, i) => {
      if (i % 11 !== 0) return;
      const s = step.before;
      const ws: Words[] = [bb.ballWords(s), bb.boardLabelWords(s), ...bb.gameWords(s, false), ...bb.gameWords(s, true)];
      for (const p of s.players) ws.push(bb.lookWords(s, p.id));
      for (const z of bb.boardByZone(s)) ws.push(z.title, ...z.items);
      problems.push(...allProblems(ws));
    });
    expect(problems).toEqual([]);
  });

  it('tells where a player stands, how, with the ball or not, and the tackle zones on his square', () => {
    const s = buildPosition({ teams: ['human', 'orc'], players: [{ id: 8, at: [10, 7] }, { id: 21, at: [11, 7] }, { id: 22, at: [11, 8], status: 'prone' }, { id: 6, at: [20, 3] }], ball: { carrier: 6 } }, []);
    expect(bb.lookWords(s, 8)).toMatchObject({ key: 'bloodbowl.said.look', params: { square: '11, 8', zones: 1, status: { key: 'bloodbowl.said.status.standing' } } });
    expect(bb.lookWords(s, 22)).toMatchObject({ params: { status: { key: 'bloodbowl.said.status.prone' } } });
    expect(bb.lookWords(s, 6)).toMatchObject({ key: 'bloodbowl.said.lookBall', params: { square: '21, 4', zones: 0 } });
    expect(bb.lookWords(s, 0)).toMatchObject({ key: 'bloodbowl.said.lookOff', params: { box: { key: 'bbscreen.box.reserves' } } });
    expect(bb.ballWords(s)).toMatchObject({ key: 'bloodbowl.said.ballCarried', params: { square: '21, 4' } });
    const zones = bb.boardByZone(s);
    expect(zones.map((z) => [z.zone, z.items.length])).toEqual([
      [0, 3],
      [1, 1],
      ['dugouts', 2],
    ]);
    expect(zones[1]!.items[0]).toMatchObject({ key: 'bloodbowl.said.playerBall' });
    expect(zones[2]!.items[0]).toMatchObject({ params: { reserves: 10, ko: 0 } });
    const loose = buildPosition({ teams: ['human', 'orc'], ball: { at: [3, 2] } }, []);
    expect(bb.ballWords(loose)).toMatchObject({ key: 'bloodbowl.said.ballLoose', params: { square: '4, 3' } });
    expect(bb.boardByZone(loose)[0]!.items).toEqual([{ key: 'bloodbowl.said.looseBall', params: { square: '4, 3' } }]);
  });

  it('says the score, the half, the turns and whose turn it is', () => {
    const s = buildPosition({ teams: ['human', 'orc'], score: [2, 1], half: 2, turns: [5, 4] }, []);
    const [score, who] = bb.gameWords(s, false);
    expect(score).toMatchObject({ params: { homeScore: 2, awayScore: 1, half: 2, homeTurns: 5, awayTurns: 4 } });
    expect(who).toMatchObject({ key: 'bloodbowl.said.toPlay', params: { team: s.teams[0].name } });
    expect(bb.gameWords(s, true)[1]).toMatchObject({ key: 'bloodbowl.said.over' });
  });
});

describe('Rülerball: what the screen says', () => {
  it('words every answer, label and sector of a played match in all four languages', () => {
    const su = rbLessonSetup();
    const looks = looksOf(su);
    const played = playRandom(rulerball, { ...su, seed: 3 }, 3, 3000);
    const problems: string[] = [];
    played.steps.forEach((step, i) => {
      if (i % 11 !== 0) return;
      const s = step.before;
      const ws: Words[] = [rb.ballWords(s, looks), rb.boardLabelWords(s, looks), ...rb.gameWords(s)];
      for (const f of s.figures) ws.push(rb.lookWords(s, f.id, looks));
      for (const z of rb.boardBySector(s, looks)) ws.push(z.title, ...z.items);
      problems.push(...allProblems(ws));
    });
    expect(problems).toEqual([]);
  });

  it('tells where a figure is, its speed and the ball; a figure off the track, its box', () => {
    const s = rbLessonStart(rbLessonById('handOff'));
    expect(rb.lookWords(s, 5)).toMatchObject({ key: 'rulerball.said.lookBall', params: { speed: 2, state: { key: 'rulerball.said.state.standing' } } });
    expect(rb.lookWords(s, 0)).toMatchObject({ key: 'rulerball.said.look', params: { speed: 2 } });
    expect(rb.lookWords(s, 1)).toMatchObject({ key: 'rulerball.said.lookOff', params: { state: { key: 'rulerball.said.inBox', params: { box: { key: 'rulerball.said.box.out' }, time: { key: 'rulerball.said.boxFor.game' } } } } });
    expect(rb.ballWords(s)).toMatchObject({ key: 'rulerball.said.ballHeld' });
    const sectors = rb.boardBySector(s);
    expect(sectors.map((z) => z.zone)).toEqual([4, 5, 'boxes']);
    expect(sectors[1]!.items).toHaveLength(2);
    expect(sectors[2]!.items).toHaveLength(17);
    const fresh = rbLessonStart(rbLessonById('fielding'));
    expect(rb.ballWords(fresh)).toMatchObject({ key: 'rulerball.said.ballLoose', params: { speed: 10, kind: { key: 'rulerball.said.ballKind.fresh' } } });
  });

  it('after the final whistle, no ball waits for the cannon: the ball is none because the match is over', () => {
    const played = playRandom(rulerball, { ...rbLessonSetup(), seed: 3 }, 3, 3000);
    const end = { ...played.final, ball: { at: 'none' as const } };
    expect(end.result).not.toBeNull();
    expect(rb.ballWords(end)).toMatchObject({ key: 'rulerball.said.ballOver' });
    expect(rb.boardLabelWords(end)).toMatchObject({ params: { ball: { key: 'rulerball.said.ballOver' } } });
    expect(rb.ballWords({ ...end, result: null })).toMatchObject({ key: 'rulerball.said.ballNone' });
  });

  it('says the score, the clock and step, and the lap count or the offense', () => {
    const counting = rbLessonStart(rbLessonById('handOff'));
    expect(rb.gameWords(counting)).toEqual([
      expect.objectContaining({ key: 'rulerball.said.score' }),
      expect.objectContaining({ key: 'rulerball.said.clock', params: expect.objectContaining({ period: 1, minute: 1 }) }),
      expect.objectContaining({ key: 'rulerball.said.counting', params: expect.objectContaining({ sector: 1, crossings: 0 }) }),
    ]);
    expect(rb.gameWords(rbLessonStart(rbLessonById('shot')))[2]).toMatchObject({ key: 'rulerball.said.offense', params: { crossings: 0 } });
    // Pushed back behind its mark the count goes below 0 in the engine; it is said as 0.
    const behind = { ...counting, possession: { ...counting.possession!, crossings: -1 } };
    expect(rb.gameWords(behind)[2]).toMatchObject({ key: 'rulerball.said.counting', params: { crossings: 0 } });
    // The status bar reads the same count; none once the match is over.
    expect(rb.lapCount(behind)).toEqual({ key: 'counting', params: { team: counting.teams[0].name, sector: 1, crossings: 0 } });
    expect(rb.lapCount({ ...counting, result: { winner: null, score: [0, 0] } })).toBeNull();
  });
});
