// The Blood Bowl match store: decisions through the module's door, the quick set-up, undo stopping
// at a roll, the hot-seat hand-over, autosave as game 'bloodbowl' and a reload reaching the same state.
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bloodbowl } from '../../shared/games/bloodbowl';
import type { Decision, MatchSetup } from '../../shared/games/bloodbowl/engine/types';
import { isInHalf } from '../../shared/games/bloodbowl/pitch/pitch';
import { STOCK_ROSTERS } from '../../shared/games/bloodbowl/teams/stock';
import { bloodbowlCoach } from '../../shared/games/bloodbowl/coach';
import type { WorkerLike } from '../ai/computerCoach';
import { ProtocolWorker, until } from '../ai/fakeWorkers';
import { SafeThinker } from '../ai/safeThinker';
import { bloodBowlThinker } from '../match/bloodbowlThinker';
import { useBloodBowlMatch } from './bloodbowlMatch';
import { TURN_MS } from '../match/turnClock';
import { fakeSaves } from '../match/fakeSaves';
import { expectUndoAfterTheEnd } from './undoAfterEnd.testkit';

const SETUP: MatchSetup = { teams: [STOCK_ROSTERS.human, STOCK_ROSTERS.orc], seed: 19 };

/** The engine's first legal decisions (set-up done as soon as it may be) up to the first team turn. */
function logToFirstTurn(setup: MatchSetup): Decision[] {
  let s = bloodbowl.createMatch(setup);
  const log: Decision[] = [];
  while (s.acting === null && log.length < 400) {
    const legal = bloodbowl.legal(s);
    const d = (legal.decisions.find((x) => x.kind === 'setup-done') ?? legal.decisions[0]) as Decision;
    const r = bloodbowl.apply(s, d);
    if (!r.ok) throw new Error(r.error.message);
    log.push(d);
    s = r.state;
  }
  return log;
}

/** Plays up to the first set-up: roll-off, then the winner kicks. */
async function toSetup(m: ReturnType<typeof useBloodBowlMatch>): Promise<void> {
  expect(m.legal.prompt).toBe('roll-off');
  await m.decide({ kind: 'roll-off' });
  if (m.handoverTo) m.acknowledgeHandover();
  expect(m.legal.prompt).toBe('kick-or-receive');
  await m.decide({ kind: 'kick-or-receive', choice: 'kick' });
  if (m.handoverTo) m.acknowledgeHandover();
  expect(m.legal.prompt).toBe('setup');
}

describe('Blood Bowl match store', () => {
  beforeEach(() => setActivePinia(createPinia()));
  afterEach(() => vi.unstubAllGlobals());

  it('plays the engine\'s decisions and refuses an illegal one in the engine\'s words', async () => {
    const m = useBloodBowlMatch();
    m.start(SETUP);
    expect(await m.decide({ kind: 'end-turn' })).toBe(false);
    expect(m.lastError).toMatch(/\w/);
    await toSetup(m);
    expect(m.decisions).toHaveLength(2);
  });

  it('quick set-up places eleven legal players in the team\'s own half and ends its set-up', async () => {
    const m = useBloodBowlMatch();
    m.start(SETUP);
    await toSetup(m);
    const team = m.decider === 'home' ? 0 : 1;
    expect(m.quickSetup()).toBe(true);
    const s = m.state!;
    const placed = s.players.filter((p) => p.team === team && p.where === 'pitch');
    expect(placed).toHaveLength(11);
    for (const p of placed) expect(isInHalf(team, p.square!)).toBe(true);
    expect(m.decisions.at(-1)).toEqual({ kind: 'setup-done' });
    expect(bloodbowl.invariants(s)).toEqual([]);
    // The receivers set up next: the screen goes to the other coach first.
    expect(m.handoverTo).toBe(team === 0 ? 'away' : 'home');
    expect(m.quickSetup()).toBe(false);
    m.acknowledgeHandover();
    expect(m.quickSetup()).toBe(true);
    expect(m.legal.prompt).toBe('kick');
  });

  it('undo takes back placements but never the roll-off', async () => {
    const m = useBloodBowlMatch();
    m.start(SETUP);
    await toSetup(m);
    const before = JSON.stringify(m.state);
    const place = m.legal.decisions.find((d) => d.kind === 'place') as Decision;
    await m.decide(place);
    expect(m.canUndo).toBe(true);
    expect(m.undo()).toBe(true);
    expect(JSON.stringify(m.state)).toBe(before);
    // Back to the kick-or-receive choice (no dice), but the roll-off rolled: undo stops there.
    while (m.undo());
    expect(m.decisions).toHaveLength(1);
    expect(m.canUndo).toBe(false);
  });

  it('after the final whistle, undo follows DreadBall\'s rule: never when the computer played both sides; a person only takes back his own last decision', () => {
    expectUndoAfterTheEnd(bloodbowl, useBloodBowlMatch(), SETUP, 3, 60);
  });

  it('the turn timer: a person\'s turn has 4 minutes of the screen, paused at the hand-over, then the turn ends as a turnover', async () => {
    const m = useBloodBowlMatch();
    m.start({ ...SETUP, turnTimer: true });
    await toSetup(m);
    m.quickSetup();
    m.acknowledgeHandover();
    m.quickSetup();
    // The kick and its catch, by the first legal answers, until a team turn is in play.
    for (let n = 0; n < 20 && m.state!.acting === null; n++) {
      if (m.handoverTo) m.acknowledgeHandover();
      await m.decide(m.legal.decisions[0] as Decision);
    }
    if (m.handoverTo) m.acknowledgeHandover();
    const acting = m.state!.acting!;
    expect(m.legal.decisions.some((d) => d.kind === 'time-up')).toBe(true);
    expect(m.clockTimed).toBe(true);
    m.tickClock(0);
    expect(m.clock.leftMs).toBe(TURN_MS);
    m.tickClock(200_000);
    expect(m.clock.leftMs).toBe(TURN_MS - 200_000);
    expect(m.state!.acting).toBe(acting);
    m.tickClock(40_000);
    await until(() => m.state!.acting !== acting);
    expect(m.decisions.at(-1)).toEqual({ kind: 'time-up' });
    expect(m.state!.teams[acting].turns).toBeGreaterThan(0);
    // The other coach's turn: a new clock, which does not run until he has the screen.
    expect(m.handoverTo).not.toBeNull();
    m.tickClock(60_000);
    expect(m.clock.leftMs).toBe(TURN_MS);
    m.tickClock(60_000);
    expect(m.clock.leftMs).toBe(TURN_MS);
    m.acknowledgeHandover();
    m.tickClock(60_000);
    expect(m.clock.leftMs).toBe(TURN_MS - 60_000);
  });

  it('the turn timer times only a person\'s team turn in a match that has it; each match starts with a clean clock; a dialog holds it', () => {
    const log = logToFirstTurn({ ...SETUP, turnTimer: true });
    const acting = () => (m.state!.acting === 0 ? 'home' : 'away');
    let m = useBloodBowlMatch();
    // The same position three ways: timed for people, not for computers, not without the option.
    m.restore({ ...SETUP, turnTimer: true }, log, undefined, { home: 'human', away: 'human' });
    if (m.handoverTo) m.acknowledgeHandover();
    expect(m.clockTimed).toBe(true);
    m.tickClock(0);
    m.tickClock(200_000);
    expect(m.clock.leftMs).toBe(TURN_MS - 200_000);
    // "Leave the match?" open: the time stands still.
    m.tickClock(30_000, true);
    expect(m.clock.leftMs).toBe(TURN_MS - 200_000);
    // Another match (here the same one opened again) at the same turn: a full 4 minutes, not the 40 s left.
    m.restore({ ...SETUP, turnTimer: true }, log, undefined, { home: 'human', away: 'human' });
    if (m.handoverTo) m.acknowledgeHandover();
    m.tickClock(0);
    expect(m.clock.leftMs).toBe(TURN_MS);
    setActivePinia(createPinia());
    m = useBloodBowlMatch();
    m.restore({ ...SETUP, turnTimer: true }, log, undefined, { home: 'easy', away: 'easy' });
    m.pause();
    expect(m.state!.acting).not.toBeNull();
    expect(m.clockTimed).toBe(false);
    setActivePinia(createPinia());
    m = useBloodBowlMatch();
    m.restore(SETUP, logToFirstTurn(SETUP), undefined, { home: 'human', away: 'human' });
    expect(acting()).toMatch(/home|away/);
    expect(m.clockTimed).toBe(false);
    m.tickClock(TURN_MS);
    expect(m.clock.key).toBeNull();
  });

  it('autosaves as a Blood Bowl match and a reload reaches the same state', async () => {
    const box = fakeSaves();
    const m = useBloodBowlMatch();
    m.start(SETUP);
    await toSetup(m);
    m.quickSetup();
    await m.autosave();
    expect(m.saveId).toBe('m1');
    const file = box.files.get('m1')!;
    expect(file.game).toBe('bloodbowl');
    expect(file.decisions).toHaveLength(m.decisions.length);
    expect(file.controllers).toEqual({ A: 'human', B: 'human' });
    const want = JSON.stringify(m.state);
    setActivePinia(createPinia());
    const again = useBloodBowlMatch();
    expect(await again.load('m1')).toBe(true);
    expect(JSON.stringify(again.state)).toBe(want);
    expect(again.saveId).toBe('m1');
    // Opened from its file, it is saved: leaving asks with "The match is saved".
    expect(again.saving).toBe('saved');
  });

  it('refuses to load another game\'s save, in words', async () => {
    const box = fakeSaves();
    box.files.set('d1', { id: 'd1', game: 'dreadball', setup: {}, decisions: [], controllers: {} });
    const m = useBloodBowlMatch();
    expect(await m.load('d1')).toBe(false);
    expect(m.lastError).toMatch(/not Blood Bowl/);
  });

  it('keeps one save waiting at most: saves asked while one waits are written by it, with the newest match', async () => {
    const box = fakeSaves();
    const m = useBloodBowlMatch();
    m.start(SETUP);
    await toSetup(m);
    await m.autosave();
    const before = box.saves;
    // Asked four times before the first has begun (the quick set-up asks too): one save, of the newest match.
    void m.autosave();
    void m.autosave();
    m.quickSetup();
    await m.autosave();
    expect(box.saves - before).toBe(1);
    expect([...box.files.values()][0]!.decisions).toHaveLength(m.decisions.length);
  });

  it('lets a computer side decide through the installed thinker', async () => {
    const m = useBloodBowlMatch();
    const asked: number[] = [];
    m.setThinker({
      think: async (s, _level, seed) => {
        asked.push(seed);
        return bloodbowl.legal(s).decisions[0] as Decision;
      },
    });
    m.start(SETUP, { home: 'easy', away: 'human' });
    for (let i = 0; i < 50 && m.decisions.length === 0; i++) await new Promise((r) => setTimeout(r, 0));
    expect(m.decisions[0]).toEqual({ kind: 'roll-off' });
    expect(asked.length).toBeGreaterThan(0);
  });

  it('plays computer (Easy) against computer (Normal) to the final whistle, through the worker protocol, the same way twice', async () => {
    const play = async (): Promise<{ decisions: number; score: readonly number[]; log: string }> => {
      setActivePinia(createPinia());
      const m = useBloodBowlMatch();
      m.setThinker(bloodBowlThinker(new SafeThinker(() => new ProtocolWorker())));
      m.start(SETUP, { home: 'easy', away: 'normal' });
      await until(() => m.over, 20_000);
      return { decisions: m.decisions.length, score: m.summary!.score, log: JSON.stringify(m.decisions) };
    };
    const first = await play();
    expect(first.decisions).toBeGreaterThan(200);
    const again = await play();
    // Think seeds come from the match seed and the decision count: the same match again.
    expect(again.log).toBe(first.log);
    expect(again.score).toEqual(first.score);
  }, 60_000);

  it('pauses computer vs computer, steps exactly one decision, and resumes', async () => {
    const m = useBloodBowlMatch();
    // Each think answers a task later, as the worker does.
    m.setThinker({ think: (s, level, seed) => new Promise((r) => setTimeout(() => r(bloodbowlCoach.choose(s, level, seed)), 0)) });
    m.start(SETUP, { home: 'easy', away: 'easy' });
    expect(m.computerOnly).toBe(true);
    await until(() => m.decisions.length >= 5);
    m.pause();
    await until(() => !m.busy && m.thinking === null);
    const held = m.decisions.length;
    await ticks(30);
    expect(m.decisions.length).toBe(held);
    expect(m.step()).toBe(true);
    await until(() => m.decisions.length === held + 1 && !m.busy);
    await ticks(30);
    expect(m.decisions.length).toBe(held + 1);
    m.resume();
    await until(() => m.decisions.length > held + 10);
    expect(m.paused).toBe(false);
  });

  it('drops a think whose match was undone or replaced: its answer is never applied', async () => {
    const m = useBloodBowlMatch();
    let release: (d: Decision) => void = () => undefined;
    m.setThinker({ think: (s) => new Promise<Decision>((r) => (release = () => r(bloodbowl.legal(s).decisions[0] as Decision))) });
    m.start(SETUP, { home: 'easy', away: 'human' });
    await ticks(5);
    expect(m.thinking).toBe('home');
    m.start(SETUP, { home: 'human', away: 'human' });
    release({ kind: 'roll-off' });
    await ticks(10);
    expect(m.decisions).toEqual([]);
    expect(m.thinking).toBeNull();
  });

  it('chooses on the main thread when the worker fails twice, and says so', async () => {
    const m = useBloodBowlMatch();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    m.setThinker(bloodBowlThinker(new SafeThinker(() => new BrokenWorker())));
    m.start(SETUP, { home: 'easy', away: 'human' });
    await until(() => m.decisions.length > 0);
    expect(m.decisions[0]).toEqual({ kind: 'roll-off' });
    expect(m.computerFallback).toMatch(/crashed/);
    expect(m.lastError).toBeNull();
  });
});

const ticks = async (n: number): Promise<void> => {
  for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0));
};

/** A worker that crashes on every question. */
class BrokenWorker implements WorkerLike {
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  postMessage(): void {
    setTimeout(() => this.onerror?.({ message: 'crashed' }), 0);
  }
  terminate(): void {}
}
