import { describe, expect, it } from 'vitest';
import { describeLessons } from '../../../game/lesson-suite';
import { rulerball } from '../index';
import { buildPosition } from '../scenario';
import { cellAt, sectorOf } from '../track/track';
import { RB_LESSONS, rbLessonById } from './lessons';
import { rbDiceLeft, rbLessonSetup, rbLessonStart, rbSolve } from './run';
import { RB_LESSON_IDS } from './types';

describeLessons('Rülerball', {
  door: rulerball,
  ids: RB_LESSON_IDS,
  lessons: RB_LESSONS,
  byId: rbLessonById,
  start: rbLessonStart,
  diceLeft: rbDiceLeft,
});

describe('Rülerball lessons', () => {
  it('name their teams and figures as the setup the screen shows', () => {
    const s = rbLessonStart(rbLessonById('moving'));
    const setup = rbLessonSetup();
    expect(s.teams.map((t) => t.name)).toEqual(setup.teams.map((t) => t.name));
    expect(s.figures.map((f) => f.name)).toEqual([...setup.teams[0].figures, ...setup.teams[1].figures].map((f) => f.name));
    // Plain figures: no upgrade of the stock teams changes the lessons' numbers.
    expect(setup.teams.every((t) => t.figures.every((f) => f.upgrades.length === 0))).toBe(true);
  });

  it('teach what they say: the controlled square, the field, the hand-off, a solid hit, the goal, the tow, the referees, the activation lap, the screen', () => {
    const events = (id: string) => rbSolve(rbLessonById(id)).events;
    expect(events('moving').find((e) => e.type === 'move')).toMatchObject({ speed: 5, stop: 'controlled', path: [cellAt(2, 5, 1), cellAt(2, 5, 0), cellAt(2, 4, 2)] });
    expect(events('fielding')).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'field', need: 3, ok: true }), expect.objectContaining({ type: 'marked', sector: 5 })]));
    expect(events('handOff').find((e) => e.type === 'hand-off')).toMatchObject({ need: 2, ok: true });
    const hit = events('assault');
    expect(hit.find((e) => e.type === 'assault')).toMatchObject({ margin: 5, result: 'solid' });
    expect(hit.find((e) => e.type === 'injury')).toMatchObject({ result: 'shaken' });
    expect(events('shot').find((e) => e.type === 'shot')).toMatchObject({ need: 4, goal: true });
    expect(events('tow').find((e) => e.type === 'tow')).toMatchObject({ biker: 7, rider: 0 });
    expect(events('referees').find((e) => e.type === 'offence')).toMatchObject({ figure: 0, offence: 'assault-biker', noticed: true });
    expect(events('referees').find((e) => e.type === 'penalty')).toMatchObject({ figure: 0, minutes: 3 });
    // The activation lap: every plain move of Lune crosses the twelfth line into the marked sector 4;
    // a hand-off to Vel stays in sector 5, and the lesson refuses it.
    const lap = rbLessonById('activation');
    const start = rbLessonStart(lap);
    expect(start.possession).toMatchObject({ team: 'home', marked: 4, crossings: 11, sinceActivation: null });
    const offered = rulerball.legal(start).decisions.flatMap((d) => (d.kind === 'move' ? [d] : []));
    expect(offered.filter((d) => d.handOff === undefined).every((d) => d.figure === 5 && sectorOf(d.to) === 4)).toBe(true);
    const handOff = offered.find((d) => d.handOff !== undefined)!;
    expect(sectorOf(handOff.to)).toBe(5);
    expect(lap.steps[0]!.accept(handOff, start)).toBe(false);
    // Applied, the hand-off would keep the count short of the lap: nothing activated.
    const handed = rulerball.apply(buildPosition(lap.position, [6, 6, 6]).state, handOff);
    if (!handed.ok) throw new Error(handed.error.message);
    expect(handed.state.ball).toMatchObject({ at: 'held', figure: 0 });
    expect(handed.state.possession).toMatchObject({ team: 'home', crossings: 11, sinceActivation: null });
    const played = rbSolve(lap);
    expect(played.events.find((e) => e.type === 'activated')).toEqual({ type: 'activated', team: 'home' });
    expect(played.state.possession).toMatchObject({ crossings: 12, sinceActivation: 0 });
    // The screen: Vel's stop in sector 7 carries no risk and calls no referee; the same stop with no
    // offense on the track (so no screen) would be the third figure stopped, a risky act.
    const screen = rbLessonById('screen');
    const before = rbLessonStart(screen);
    const stop = rulerball.legal(before).decisions.find((d) => d.kind === 'move' && d.figure === 0 && d.speed === 0)!;
    expect(rulerball.preview(before, stop)).toBeNull();
    expect(rulerball.preview({ ...before, possession: null }, stop)?.rolls).toEqual([expect.objectContaining({ kind: 'notice', offence: 'too-many-stopped', figure: 0 })]);
    const stopped = rbSolve(screen);
    expect(stopped.events.filter((e) => e.type === 'offence')).toEqual([]);
    expect(stopped.state.figures.filter((f) => f.seat === 'home' && f.cell !== null && f.speed === 0)).toHaveLength(3);
  });
});
