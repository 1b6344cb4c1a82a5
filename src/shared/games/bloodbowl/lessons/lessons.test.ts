import { describe, expect, it } from 'vitest';
import { describeLessons } from '../../../game/lesson-suite';
import { bloodbowl } from '../index';
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
  it('the Dodge, the re-roll, the pick-up and touchdown, two block dice, the pass and catch, the Blitz, going for it, the hand-off, the foul', () => {
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
  });
});
