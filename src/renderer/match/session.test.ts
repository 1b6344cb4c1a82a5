// The session machine: every transition from the modes it allows, and refused from the others.
import { describe, expect, it } from 'vitest';
import {
  IllegalTransition, NO_SESSION, type Session, allowStep, animationDone, animationQueued, begin, decided, end, fallBack, finish,
  holderOf, leaveReplay, mayThink, openReadOnly, openReplay, pause, pausedOf, readOnlyOf, reopen, replayAt, replayPosition, resume,
  show, stopThinking, takeScreen, think, thinkingOf,
} from './session';

const playing = (): Session => begin(NO_SESSION, 'A');
const finished = (): Session => finish(playing());
const replaying = (): Session => openReplay(finished());
const readOnly = (): Session => openReadOnly(NO_SESSION);
const ALL: Record<Session['kind'], () => Session> = { none: () => NO_SESSION, playing, finished, replay: replaying, 'read-only': readOnly };

/** The modes other than `allowed`, each of which must refuse the transition. */
function refusedFrom(allowed: Session['kind'][], step: (s: Session) => Session): void {
  for (const [kind, make] of Object.entries(ALL)) {
    if (allowed.includes(kind as Session['kind'])) continue;
    expect(() => step(make()), `from ${kind}`).toThrow(IllegalTransition);
  }
}

describe('the session machine', () => {
  it('begins a match only from no match, keeping whether the screen shows', () => {
    const s = begin(show(NO_SESSION, true), 'B');
    expect(s).toMatchObject({ kind: 'playing', holder: 'B', showing: true, thinking: null, paused: false, batches: 0, fallback: false });
    refusedFrom(['none'], (x) => begin(x, 'A'));
  });

  it('ends from every mode: no match, the animations forgotten, the screen as it was', () => {
    for (const make of Object.values(ALL)) {
      const s = end(fallBack(show(make(), true)));
      expect(s).toEqual({ ...NO_SESSION, showing: true });
    }
  });

  it('finishes a played match and reopens it when the end is taken back', () => {
    const f = finish(think(decided(playing(), 'B'), 'A'));
    expect(f).toMatchObject({ kind: 'finished', holder: 'B' });
    expect(thinkingOf(f)).toBeNull();
    expect(reopen(f)).toMatchObject({ kind: 'playing', holder: 'B', thinking: null, steps: 0 });
    refusedFrom(['playing'], finish);
    refusedFrom(['finished'], reopen);
  });

  it('passes the screen to the coach who decided and to the one who takes it at the hand-over', () => {
    expect(holderOf(decided(playing(), 'B'))).toBe('B');
    expect(holderOf(takeScreen(decided(playing(), 'B'), 'A'))).toBe('A');
    expect(holderOf(takeScreen(playing(), null))).toBeNull();
    refusedFrom(['playing'], (s) => decided(s, 'A'));
    refusedFrom(['playing'], (s) => takeScreen(s, 'A'));
    expect(holderOf(NO_SESSION)).toBeNull();
  });

  it('lets one computer think at a time, and stops it', () => {
    const s = think(playing(), 'B');
    expect(thinkingOf(s)).toBe('B');
    expect(mayThink(s)).toBe(false);
    expect(() => think(s, 'A')).toThrow(IllegalTransition);
    const stopped = stopThinking(s);
    expect(thinkingOf(stopped)).toBeNull();
    expect(() => stopThinking(stopped)).toThrow(IllegalTransition);
    refusedFrom(['playing'], (x) => think(x, 'A'));
    refusedFrom([], stopThinking);
    for (const make of Object.values(ALL)) if (make().kind !== 'playing') expect(mayThink(make())).toBe(false);
  });

  it('pauses: no thinking until a step, which allows exactly one; resume plays on', () => {
    const p = pause(playing());
    expect(pausedOf(p)).toBe(true);
    expect(mayThink(p)).toBe(false);
    expect(() => think(p, 'A')).toThrow(IllegalTransition);
    const stepped = allowStep(p);
    expect(mayThink(stepped)).toBe(true);
    const thinking = think(stepped, 'A');
    expect(() => allowStep(thinking)).toThrow(IllegalTransition); // already thinking
    const after = stopThinking(thinking);
    expect(mayThink(after)).toBe(false); // the step is spent
    expect(pausedOf(after)).toBe(true);
    const resumed = resume(after);
    expect(pausedOf(resumed)).toBe(false);
    expect(mayThink(resumed)).toBe(true);
    expect(() => allowStep(resumed)).toThrow(IllegalTransition); // not paused
    refusedFrom(['playing'], pause);
    refusedFrom(['playing'], resume);
    refusedFrom([], allowStep);
  });

  it('remembers a pause through the end and the replay', () => {
    const f = finish(pause(playing()));
    expect(pausedOf(f)).toBe(true);
    expect(pausedOf(openReplay(f))).toBe(true);
    expect(pausedOf(NO_SESSION)).toBe(false);
  });

  it('falls back to the main thread in any mode, until the match ends', () => {
    for (const make of Object.values(ALL)) expect(fallBack(make()).fallback).toBe(true);
    expect(begin(end(fallBack(playing())), 'A').fallback).toBe(false);
  });

  it('opens a replay from a played or finished match, steps it, and leaves it', () => {
    const r = openReplay(decided(playing(), 'B'));
    expect(r).toMatchObject({ kind: 'replay', at: 0, holder: 'B' });
    expect(replayPosition(replayAt(r, 4))).toBe(4);
    expect(() => replayAt(r, -1)).toThrow(IllegalTransition);
    expect(() => replayAt(r, 1.5)).toThrow(IllegalTransition);
    expect(leaveReplay(replayAt(r, 4), true)).toMatchObject({ kind: 'finished', holder: 'B' });
    expect(leaveReplay(r, false)).toMatchObject({ kind: 'playing', holder: 'B', thinking: null });
    expect(replayPosition(playing())).toBe(0);
    refusedFrom(['playing', 'finished'], openReplay);
    refusedFrom(['replay'], (s) => replayAt(s, 1));
    refusedFrom(['replay'], (s) => leaveReplay(s, true));
  });

  it('counts the decisions still animating, in every mode with a match', () => {
    for (const kind of ['playing', 'finished', 'replay'] as const) {
      const two = animationQueued(animationQueued(ALL[kind]()));
      expect(two.batches).toBe(2);
      expect(animationDone(animationDone(two)).batches).toBe(0);
      expect(() => animationDone(ALL[kind]())).toThrow(IllegalTransition);
    }
    expect(() => animationQueued(NO_SESSION)).toThrow(IllegalTransition);
    expect(() => animationDone(NO_SESSION)).toThrow(IllegalTransition);
    // The animations outlive the end of the match's play: a finishing decision still animates.
    expect(finish(animationQueued(playing())).batches).toBe(1);
  });

  it('shows and leaves the screen in any mode', () => {
    for (const make of Object.values(ALL)) {
      expect(show(make(), true).showing).toBe(true);
      expect(show(show(make(), true), false).showing).toBe(false);
      expect(show(make(), true).kind).toBe(make().kind);
    }
  });

  it('opens a match saved under other rules read-only, only from no match: nobody holds, thinks or plays on', () => {
    const r = openReadOnly(fallBack(show(NO_SESSION, true)));
    expect(r).toEqual({ kind: 'read-only', showing: true, batches: 0, fallback: false });
    expect(readOnlyOf(r)).toBe(true);
    for (const make of [playing, finished, replaying]) expect(readOnlyOf(make())).toBe(false);
    expect(readOnlyOf(NO_SESSION)).toBe(false);
    expect(holderOf(r)).toBeNull();
    expect(pausedOf(r)).toBe(false);
    expect(thinkingOf(r)).toBeNull();
    expect(mayThink(r)).toBe(false);
    expect(replayPosition(r)).toBe(0);
    refusedFrom(['none'], openReadOnly);
    // Nothing is decided, replayed or animated there; it only ends (or the screen shows and leaves).
    for (const step of [(x: Session) => decided(x, 'A'), (x: Session) => think(x, 'A'), pause, resume, finish, openReplay, (x: Session) => replayAt(x, 1), (x: Session) => leaveReplay(x, false), (x: Session) => takeScreen(x, 'A'), animationQueued, animationDone]) {
      expect(() => step(r)).toThrow(IllegalTransition);
    }
    expect(show(r, false)).toMatchObject({ kind: 'read-only', showing: false });
    expect(end(r)).toEqual({ ...NO_SESSION, showing: true });
    expect(begin(end(r), 'A').kind).toBe('playing');
  });

  it('names the refused transition and the mode', () => {
    expect(() => finish(NO_SESSION)).toThrow('session: "finish" is not allowed while none');
  });
});
