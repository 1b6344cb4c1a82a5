import { describe, expect, it } from 'vitest';
import { describeLessons } from '../../../game/lesson-suite';
import { bloodbowl } from '../index';
import { squareAt, xOf, yOf } from '../pitch/pitch';
import { BB_LESSONS, bbLessonById } from './lessons';
import { bbDiceLeft, bbLessonStart, bbSolve } from './run';
import { BB_LESSON_IDS } from './types';

describeLessons('Blood Bowl', {
  door: bloodbowl,
  ids: BB_LESSON_IDS,
  lessons: BB_LESSONS,
  byId: bbLessonById,
  start: bbLessonStart,
  diceLeft: bbDiceLeft,
});

describe('Blood Bowl lessons teach what they say', () => {
  it('the Dodge, the re-roll, the pick-up and touchdown, two block dice, the pass and catch, the Blitz, going for it, the hand-off, the foul, the set-up, the kick-off, the turnover, the interception', () => {
    const kinds = (id: string) => bbSolve(bbLessonById(id)).events.map((e) => (e.type === 'test' ? `test:${e.test}:${e.ok}` : e.type));
    expect(kinds('moving')).toContain('test:dodge:true');
    expect(kinds('rerolls')).toEqual(expect.arrayContaining(['test:dodge:false', 'reroll', 'test:dodge:true']));
    expect(kinds('pickUp')).toEqual(expect.arrayContaining(['test:pick-up:true', 'touchdown']));
    const block = bbSolve(bbLessonById('block')).events;
    expect(block.find((e) => e.type === 'block')).toMatchObject({ dice: 2, chooser: 0 });
    expect(block.find((e) => e.type === 'block-dice')).toMatchObject({ faces: ['attacker-down', 'defender-down'] });
    expect(block.find((e) => e.type === 'armour')).toMatchObject({ rolls: [3, 4], broken: false });
    expect(kinds('pass')).toEqual(expect.arrayContaining(['test:pass:true', 'test:catch:true']));
    // The Blitz: one die at equal strength, and no Dodge past the orc lying down.
    const blitz = bbSolve(bbLessonById('blitz'));
    expect(blitz.events.find((e) => e.type === 'block')).toMatchObject({ dice: 1 });
    expect(blitz.events.filter((e) => e.type === 'test')).toEqual([]);
    expect(blitz.state.used.blitz).toBe(true);
    expect(bbSolve(bbLessonById('goForIt')).events.filter((e) => e.type === 'test')).toEqual([expect.objectContaining({ test: 'gfi', needed: 2, ok: true })]);
    expect(bbSolve(bbLessonById('handOff')).events.find((e) => e.type === 'test')).toMatchObject({ test: 'catch', modifier: 1, needed: 3, ok: true });
    const foul = bbSolve(bbLessonById('foul')).events;
    expect(foul.find((e) => e.type === 'foul')).toMatchObject({ assists: 1 });
    expect(foul.find((e) => e.type === 'armour')).toMatchObject({ rolls: [4, 5], modifier: 1, broken: true });
    expect(foul.find((e) => e.type === 'sent-off')).toBeUndefined();
    // The set-up: with three to place and none on the line, only line squares outside the full wide zones are offered.
    const setUp = bbLessonById('setUp');
    const start = bbLessonStart(setUp);
    const offered = new Set(bloodbowl.legal(start).decisions.flatMap((d) => (d.kind === 'place' ? [d.square] : [])));
    expect([...offered].map((q) => [xOf(q), yOf(q)]).sort((a, b) => (a[1] as number) - (b[1] as number))).toEqual([4, 5, 6, 7, 8, 9, 10].map((y) => [12, y]));
    expect(bbSolve(setUp).events.filter((e) => e.type === 'placed')).toHaveLength(3);
    // The kick-off: scatter 3 straight on, one bounce back, a catch at 4+ with no modifier.
    const kick = bbSolve(bbLessonById('kickOff')).events;
    expect(kick.find((e) => e.type === 'kick')).toMatchObject({ direction: 5, distance: 3, lands: squareAt(23, 7) });
    expect(kick.find((e) => e.type === 'bounce')).toMatchObject({ direction: 4, to: squareAt(22, 7) });
    expect(kick.find((e) => e.type === 'test')).toMatchObject({ test: 'catch', player: 20, modifier: 0, needed: 4, ok: true });
    // The turnover: no re-roll to offer, the fall ends the turn before Lantern 10 acts.
    const turnover = bbSolve(bbLessonById('turnover')).events;
    expect(turnover.find((e) => e.type === 'test')).toMatchObject({ test: 'dodge', roll: 1, ok: false });
    expect(turnover.find((e) => e.type === 'turnover')).toMatchObject({ team: 0, reason: 'knocked-down' });
    expect(turnover.find((e) => e.type === 'armour')).toMatchObject({ rolls: [3, 4], broken: false });
    expect(turnover.at(-1)).toMatchObject({ type: 'turn-start', team: 1 });
    // Lantern 10 never got to act: the only action of the lesson is Lantern 9's.
    expect(turnover.filter((e) => e.type === 'action')).toEqual([expect.objectContaining({ player: 8 })]);
    // The interception: the orc coach's reply sends his Lineman #10 Tusker 10 at the ball first; the pass is rolled after his miss.
    const intercepted = bbSolve(bbLessonById('interception'));
    expect(intercepted.repliesUsed).toBe(1);
    expect(intercepted.events.filter((e) => e.type === 'test').map((e) => e.type === 'test' && [e.test, e.needed, e.ok])).toEqual([
      ['interception', 6, false],
      ['pass', 4, true],
      ['catch', 3, true],
    ]);
    expect(intercepted.events.find((e) => e.type === 'pass')).toMatchObject({ distance: 6, outcome: 'accurate' });
  });
});
