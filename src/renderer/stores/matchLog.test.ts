// The log follows the board: a decision's lines appear when its animation has finished (a fake
// animator holds each one), queued animations play one at a time, and a replay's log stops at the
// replay position.
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseDecision } from '../../shared/games/dreadball/ai/coach';
import { applyDecision, createMatch, legalDecisions, type MatchSetup } from '../../shared/games/dreadball/engine';
import type { Decision, GameEvent } from '../../shared/games/dreadball/engine/types';
import { STOCK_TEAMS } from '../../shared/games/dreadball/teams';
import { useMatchStore } from './match';

const [T0, T1] = STOCK_TEAMS as [(typeof STOCK_TEAMS)[number], (typeof STOCK_TEAMS)[number]];
const SETUP: MatchSetup = { teams: [T0, T1], seed: 77 };
const flush = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

/** The first `n` decisions of a match the easy AI plays against itself. */
function aiLog(n: number): Decision[] {
  let s = createMatch(SETUP);
  const out: Decision[] = [];
  while (out.length < n) {
    const d = chooseDecision(s, legalDecisions(s), 'easy', out.length);
    const res = applyDecision(s, d);
    if (!res.ok) throw new Error(res.error.message);
    out.push(d);
    s = res.state;
  }
  return out;
}

/** An animator whose batches finish only when the test says so. */
function heldAnimator(): { calls: GameEvent[][]; finish: () => void; held: () => number } {
  const waiting: (() => void)[] = [];
  const calls: GameEvent[][] = [];
  const m = useMatchStore();
  m.setAnimator((events) => {
    calls.push([...events]);
    return new Promise<void>((resolve) => waiting.push(resolve));
  });
  return { calls, finish: () => waiting.shift()?.(), held: () => waiting.length };
}

const decisionsIn = (lines: readonly { decision: number }[]): number[] => [...new Set(lines.map((l) => l.decision))];

beforeEach(() => setActivePinia(createPinia()));
afterEach(() => vi.unstubAllGlobals());

describe('the log follows the board', () => {
  it("shows a decision's lines only once its animation has finished", async () => {
    const saved: unknown[][] = [];
    const save = vi.fn(async (r: { decisions: unknown[] }) => (saved.push(r.decisions), { ok: true, value: { id: 'm1', name: 'm', savedAt: '' } }));
    vi.stubGlobal('rushline', { matches: { save, load: vi.fn() } });
    vi.stubGlobal('window', globalThis);
    const m = useMatchStore();
    const anim = heldAnimator();
    m.start(SETUP, { A: 'human', B: 'human' });
    const done = m.decide(m.legal.decisions[0] as Decision);
    await flush();
    expect(anim.held()).toBe(1);
    // The engine and the save are already past the roll-off; the log is not.
    expect(m.decisions).toHaveLength(1);
    expect(saved.at(-1)).toHaveLength(1);
    expect(m.lines.map((l) => l.key)).toContain('rollOff');
    expect(m.shownLines).toEqual([]);
    anim.finish();
    await done;
    expect(m.shownLines).toEqual(m.lines);
  });

  it('queued animations play one at a time and each adds its own lines when it ends', async () => {
    const m = useMatchStore();
    const anim = heldAnimator();
    m.restore(SETUP, aiLog(6), undefined, true);
    void m.replayTo(1);
    void m.replayTo(2);
    void m.replayTo(3);
    await flush();
    expect(m.replayAt).toBe(3);
    expect(anim.calls).toHaveLength(1); // the second waits for the first
    expect(m.shownLines).toEqual([]);
    anim.finish();
    await flush();
    expect(anim.calls).toHaveLength(2);
    expect(decisionsIn(m.shownLines)).toEqual([0]);
    anim.finish();
    await flush();
    expect(decisionsIn(m.shownLines)).toEqual([0, 1]);
    anim.finish();
    await flush();
    expect(decisionsIn(m.shownLines)).toEqual([0, 1, 2]);
    expect(m.animating).toBe(false);
  });

  it('a jump while animating drops the queued animations and shows the log up to the jump', async () => {
    const m = useMatchStore();
    const anim = heldAnimator();
    m.restore(SETUP, aiLog(10), undefined, true);
    void m.replayTo(1);
    void m.replayTo(2);
    await flush();
    void m.replayTo(8);
    expect(decisionsIn(m.shownLines)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    anim.finish();
    await flush();
    expect(anim.calls).toHaveLength(1); // the second step was never played
    expect(m.animating).toBe(false);
    expect(decisionsIn(m.shownLines)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('an animation that never ends (its screen was left mid-way)', () => {
  it('does not hold up the next match: it starts idle and plays its own animations', async () => {
    const m = useMatchStore();
    const stuck = heldAnimator();
    m.start(SETUP, { A: 'human', B: 'human' });
    void m.decide(m.legal.decisions[0] as Decision);
    await flush();
    expect(stuck.held()).toBe(1);
    expect(m.animating).toBe(true);
    // A new match while that animation still waits: nothing of the old one carries over.
    m.start(SETUP, { A: 'human', B: 'human' });
    expect(m.animating).toBe(false);
    const next = heldAnimator();
    const played = m.decide(m.legal.decisions[0] as Decision);
    await flush();
    expect(next.held()).toBe(1);
    next.finish();
    await played;
    expect(m.animating).toBe(false);
    expect(decisionsIn(m.shownLines)).toEqual([0]);
    // The old animation ending late changes nothing in the new match.
    stuck.finish();
    await flush();
    expect(m.animating).toBe(false);
    expect(m.queue).toEqual([]);
    expect(decisionsIn(m.shownLines)).toEqual([0]);
  });
});

describe('the log of a replay', () => {
  it('shows only the decisions up to the replay position, stepping forward and back', async () => {
    const m = useMatchStore();
    const log = aiLog(30);
    m.restore(SETUP, log, 'saved-id', true);
    expect(m.lines.length).toBeGreaterThan(30);
    expect(m.shownLines).toEqual([]);
    await m.replayTo(12);
    expect(decisionsIn(m.shownLines)).toEqual(decisionsIn(m.lines).filter((d) => d < 12));
    await m.replayTo(13); // one step forward animates (no animator here: at once)
    expect(Math.max(...m.shownLines.map((l) => l.decision))).toBe(decisionsIn(m.lines).filter((d) => d < 13).at(-1));
    await m.replayTo(11);
    expect(m.shownLines.every((l) => l.decision < 11)).toBe(true);
    await m.replayTo(0);
    expect(m.shownLines).toEqual([]);
    await m.replayTo(log.length);
    expect(m.shownLines).toEqual(m.lines);
    m.watchReplay(false);
    expect(m.shownLines).toEqual(m.lines);
  });
});

describe('the session follows the match', () => {
  it('plays, opens a replay, steps it, and leaves it back to the match at the end of its log', async () => {
    const m = useMatchStore();
    expect(m.session.kind).toBe('none');
    m.restore(SETUP, aiLog(4));
    expect(m.session.kind).toBe('playing');
    expect(m.replayMode).toBe(false);
    m.watchReplay(true);
    await flush();
    expect(m.session).toMatchObject({ kind: 'replay', at: 0 });
    await m.replayTo(2);
    expect(m.replayAt).toBe(2);
    // In a replay nothing is decided and nothing is taken back.
    expect(m.legal.decisions).toEqual([]);
    expect(await m.decide({ kind: 'roll-off' })).toBe(false);
    expect(m.undo()).toBe(false);
    m.watchReplay(false);
    expect(m.session.kind).toBe('playing');
    expect(m.decisions).toHaveLength(4);
    expect(m.state?.phase).not.toBe('over'); // four decisions in, the match goes on
    m.reset();
    expect(m.session.kind).toBe('none');
  });

  it('counts each decision still animating, not its events', async () => {
    const m = useMatchStore();
    const anim = heldAnimator();
    m.start(SETUP, { A: 'human', B: 'human' });
    const done = m.decide(m.legal.decisions[0] as Decision);
    await flush();
    expect(m.session.batches).toBe(1);
    expect(m.animating).toBe(true);
    anim.finish();
    await done;
    expect(m.session.batches).toBe(0);
    expect(m.animating).toBe(false);
  });
});
