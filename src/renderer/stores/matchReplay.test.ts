// A replay that plays by itself: one decision after the last one's animations and a pause that
// the speed shortens; pause stops at once, the end stops, leaving stops; a step or a jump (to a
// rush, to a log line) takes over from playing.
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseDecision } from '../../shared/games/dreadball/ai/coach';
import { applyDecision, createMatch, legalDecisions, type MatchSetup } from '../../shared/games/dreadball/engine';
import type { Decision, GameEvent } from '../../shared/games/dreadball/engine/types';
import { STOCK_TEAMS } from '../../shared/games/dreadball/teams';
import { useMatchStore } from './match';
import { fasterOf, replayPace, rushAt, rushStartsOf } from './matchReplay';

const [T0, T1] = STOCK_TEAMS as [(typeof STOCK_TEAMS)[number], (typeof STOCK_TEAMS)[number]];
const SETUP: MatchSetup = { teams: [T0, T1], seed: 77 };

/** The first `n` decisions of a match the easy AI plays against itself, and their events. */
function aiLog(n: number): { log: Decision[]; events: GameEvent[][] } {
  let s = createMatch(SETUP);
  const log: Decision[] = [];
  const events: GameEvent[][] = [];
  while (log.length < n && s.phase !== 'over') {
    const d = chooseDecision(s, legalDecisions(s), 'easy', log.length);
    const res = applyDecision(s, d);
    if (!res.ok) throw new Error(res.error.message);
    log.push(d);
    events.push(res.events);
    s = res.state;
  }
  return { log, events };
}
const LOG = aiLog(120);

/** An animator whose batches finish only when the test says so. */
function heldAnimator(): { finish: () => void; held: () => number } {
  const waiting: (() => void)[] = [];
  useMatchStore().setAnimator(() => new Promise<void>((resolve) => waiting.push(resolve)));
  return { finish: () => waiting.shift()?.(), held: () => waiting.length };
}

beforeEach(() => {
  setActivePinia(createPinia());
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the pace of a playing replay', () => {
  it('shortens the pause and speeds the animations as the speed rises', () => {
    expect(replayPace(2).gapMs).toBeLessThan(replayPace(1).gapMs);
    expect(replayPace(4).gapMs).toBeLessThan(replayPace(2).gapMs);
    expect([replayPace(1).animation, replayPace(2).animation, replayPace(4).animation]).toEqual(['normal', 'fast', 'instant']);
    // The coach's own faster setting is kept.
    expect(fasterOf('fast', replayPace(1).animation)).toBe('fast');
    expect(fasterOf('normal', replayPace(4).animation)).toBe('instant');
  });
});

describe('the rushes of a log', () => {
  it('are found from the rush-start events, each at the position right after its decision', () => {
    const starts = rushStartsOf(LOG.events);
    expect(starts.length).toBeGreaterThan(2);
    expect(starts.map((s) => s.rush)).toEqual(starts.map((_, i) => i + 1));
    for (const s of starts) expect(LOG.events[s.at - 1]?.some((e) => e.type === 'rush-start' && e.rush === s.rush)).toBe(true);
    expect(rushAt(starts, 0)).toBeNull();
    const second = starts[1]!;
    expect(rushAt(starts, second.at)?.rush).toBe(2);
    expect(rushAt(starts, second.at - 1)?.rush).toBe(1);
  });
});

describe('playing a replay', () => {
  it('plays one decision after the last one has finished animating, then waits the pause', async () => {
    const m = useMatchStore();
    const anim = heldAnimator();
    m.restore(SETUP, LOG.log, undefined, true);
    void m.playReplay();
    expect(m.replayPlaying).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(m.replayAt).toBe(1);
    // The board still animates the first: a long wait plays nothing more.
    await vi.advanceTimersByTimeAsync(5000);
    expect(m.replayAt).toBe(1);
    anim.finish();
    await vi.advanceTimersByTimeAsync(replayPace(1).gapMs - 10);
    expect(m.replayAt).toBe(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(m.replayAt).toBe(2);
  });

  it('goes faster at 4x: a shorter pause between decisions', async () => {
    const m = useMatchStore();
    m.restore(SETUP, LOG.log, undefined, true);
    m.setReplaySpeed(4);
    void m.playReplay();
    await vi.advanceTimersByTimeAsync(replayPace(4).gapMs * 3 + 5);
    expect(m.replayAt).toBe(4);
    expect(m.replaySpeed).toBe(4);
  });

  it('pausing stops at once, even during the pause between two decisions', async () => {
    const m = useMatchStore();
    m.restore(SETUP, LOG.log, undefined, true);
    void m.playReplay();
    await vi.advanceTimersByTimeAsync(replayPace(1).gapMs + 5);
    expect(m.replayAt).toBe(2);
    m.toggleReplayPlay();
    expect(m.replayPlaying).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(m.replayAt).toBe(2);
    // Playing again goes on from there.
    m.toggleReplayPlay();
    await vi.advanceTimersByTimeAsync(0);
    expect(m.replayAt).toBe(3);
  });

  it('stops at the end; playing at the end starts from the beginning', async () => {
    const m = useMatchStore();
    const short = LOG.log.slice(0, 5);
    m.restore(SETUP, short, undefined, true);
    m.setReplaySpeed(4);
    void m.playReplay();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(m.replayAt).toBe(5);
    expect(m.replayPlaying).toBe(false);
    void m.playReplay();
    await vi.advanceTimersByTimeAsync(0);
    expect(m.replayAt).toBe(1);
  });

  it('leaving the replay stops it', async () => {
    const m = useMatchStore();
    m.restore(SETUP, LOG.log, undefined, true);
    void m.playReplay();
    await vi.advanceTimersByTimeAsync(0);
    m.watchReplay(false);
    expect(m.replayPlaying).toBe(false);
    expect(m.replayMode).toBe(false);
    const at = m.decisions.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(m.decisions).toHaveLength(at);
    expect(m.replayMode).toBe(false);
  });

  it('a step, a jump to a rush or to a log line takes over: the replay pauses there', async () => {
    const m = useMatchStore();
    m.restore(SETUP, LOG.log, undefined, true);
    void m.playReplay();
    await vi.advanceTimersByTimeAsync(0);
    const third = m.rushStarts[2]!;
    await m.replayTo(third.at);
    expect(m.replayPlaying).toBe(false);
    expect(m.replayAt).toBe(third.at);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(m.replayAt).toBe(third.at);
    // A log line jumps to the position right after its decision: the line is the last one shown.
    const line = m.lines.find((l) => l.decision > third.at + 3)!;
    void m.playReplay();
    await m.replayToLine(line.decision);
    expect(m.replayPlaying).toBe(false);
    expect(m.replayAt).toBe(line.decision + 1);
    expect(m.shownLines.at(-1)?.decision).toBe(line.decision);
    expect(m.shownLines).toContainEqual(line);
  });

  it('a new match stops the replay of the last one', async () => {
    const m = useMatchStore();
    m.restore(SETUP, LOG.log, undefined, true);
    void m.playReplay();
    await vi.advanceTimersByTimeAsync(0);
    m.restore(SETUP, LOG.log.slice(0, 10), undefined, true);
    expect(m.replayPlaying).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(m.replayAt).toBe(0);
  });
});
